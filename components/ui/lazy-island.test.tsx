import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { IslandBoundary, lazyWithRetry } from './lazy-island';

function Panel({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('lazyWithRetry and IslandBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback once a download fails, and downloads again on the next attempt', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<{ default: typeof Panel }>, []>()
      .mockRejectedValueOnce(new Error('Failed to load chunk'))
      .mockResolvedValue({ default: Panel });
    const Island = lazyWithRetry(load);
    const onError = jest.fn();
    const tree = (attempt: number) => (
      <IslandBoundary name="Panel" resetKey={attempt} fallback={<p>Could not load</p>} onError={onError}>
        <Suspense fallback={null}>
          <Island text="Loaded" />
        </Suspense>
      </IslandBoundary>
    );

    const { rerender } = render(tree(1));
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    // The failed attempt is not repeated in a loop while the fallback shows.
    expect(load).toHaveBeenCalledTimes(1);

    rerender(tree(2));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
