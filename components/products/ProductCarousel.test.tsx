import { render, screen, within } from '@testing-library/react';
import ProductCarousel from './ProductCarousel';
import uiCopy from '@/content/copy/ui.yaml';
import { fill } from '@/lib/text/fill';

const copy = uiCopy.carousel;
const positions = [1, 2, 3].map((n) => fill(copy.position, { n, of: 3 }));

const images = [1, 2, 3].map((n) => ({
  src: `/images/products/x-${n}.svg`,
  caption: `View number ${n} of the product`,
  width: 800,
  height: 600,
}));

// Its behaviour (steps, dots, keys, the position line) is page-start's: lib/page-start.test.ts.
describe('ProductCarousel (the markup page-start drives)', () => {
  it('shows no controls for a single image, loaded eagerly', () => {
    render(<ProductCarousel images={images.slice(0, 1)} label="Laptop images" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'View number 1 of the product' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('list', { name: 'Laptop images' })).not.toHaveAttribute('tabindex');
  });

  it('puts every image in one focusable strip, only the first eager, each slide named by its position', () => {
    render(<ProductCarousel images={images} label="Cable images" />);
    const strip = screen.getByRole('list', { name: 'Cable images' });
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(JSON.parse(strip.getAttribute('data-positions')!)).toEqual(positions);
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('loading')),
    ).toEqual(['eager', 'lazy', 'lazy']);
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(positions);
  });

  it('wires previous, next and the dots to the strip, the first marked current', () => {
    render(<ProductCarousel images={images} label="Cable images" />);
    const strip = screen.getByRole('list', { name: 'Cable images' });
    expect(screen.getByRole('button', { name: copy.previous })).toHaveAttribute('data-scroll-step', '-1');
    expect(screen.getByRole('button', { name: copy.next })).toHaveAttribute('data-scroll-step', '1');
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: fill(copy.show, { n }) }));
    expect(dots.map((dot) => dot.getAttribute('data-scroll-to'))).toEqual(['0', '1', '2']);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-controls', strip.id);
    expect(screen.getByText(positions[0]!)).toHaveAttribute('data-position-of', strip.id);
  });
});
