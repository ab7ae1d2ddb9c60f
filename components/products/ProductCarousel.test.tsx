import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductCarousel from './ProductCarousel';
import { step, swipeDirection } from '@/lib/carousel';

const images = [1, 2, 3].map((n) => ({ src: `/images/products/x-${n}.svg`, caption: `View number ${n} of the product`, width: 800, height: 600 }));

// Reduced motion keeps framer-motion from leaving exiting slides in the DOM.
beforeAll(() => {
  // framer-motion says once that reduced motion is on: expected here.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

/** Renders and lets LazyMotion's features finish loading, as they would after first paint. */
async function renderCarousel(count: number, label: string) {
  render(<ProductCarousel images={images.slice(0, count)} label={label} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const visibleAlt = () => screen.getAllByRole('img').at(-1)?.getAttribute('alt');

describe('ProductCarousel', () => {
  it('shows no controls for a single image', async () => {
    await renderCarousel(1, 'Laptop images');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'View number 1 of the product' })).toHaveAttribute('loading', 'eager');
  });

  it('moves with next and previous and wraps at both ends', async () => {
    const user = userEvent.setup();
    await renderCarousel(3, 'Cable images');
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
  });

  it('responds to the arrow keys when focused', async () => {
    await renderCarousel(3, 'Cable images');
    const region = screen.getByRole('region', { name: 'Cable images' });
    act(() => region.focus());
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    expect(visibleAlt()).toBe('View number 3 of the product');
  });

  it('changes image on a horizontal swipe over 50 px', async () => {
    await renderCarousel(3, 'Cable images');
    const surface = screen.getAllByRole('img')[0]!.parentElement!;
    fireEvent.pointerDown(surface, { clientX: 200, clientY: 10 });
    fireEvent.pointerUp(surface, { clientX: 120, clientY: 12 });
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    fireEvent.pointerDown(surface, { clientX: 200, clientY: 10 });
    fireEvent.pointerUp(surface, { clientX: 170, clientY: 10 });
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
  });
});

describe('carousel arithmetic', () => {
  it('wraps in both directions', () => {
    expect(step(2, 1, 3)).toBe(0);
    expect(step(0, -1, 3)).toBe(2);
    expect(step(0, 1, 0)).toBe(0);
  });

  it('reads swipes: left goes forward, right goes back, short or vertical is ignored', () => {
    expect(swipeDirection(-80)).toBe(1);
    expect(swipeDirection(80)).toBe(-1);
    expect(swipeDirection(30)).toBe(0);
    expect(swipeDirection(-60, 120)).toBe(0);
  });
});
