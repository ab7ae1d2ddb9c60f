'use client';
// The carousel region is focusable and takes the arrow keys (WAI-ARIA carousel pattern).
/* oxlint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */

import { Suspense, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductImage } from '@/lib/content/schemas';
import { ChevronLeft, ChevronRight } from '@/components/ui/glyphs';
import { IslandBoundary, lazyWithRetry } from '@/components/ui/lazy-island';
import { step, swipeDirection } from '@/lib/carousel';
import { asset } from '@/lib/paths';
import { ui } from '@/content/ui';

export interface SlideProps {
  image: ProductImage;
  src: string;
  direction: number;
  eager: boolean;
}

// framer-motion loads on the first sign of browsing (pointer, focus or touch), not with the page.
// If it cannot download, the slides stay static and the next sign of browsing tries again.
const AnimatedSlide = lazyWithRetry(() => import('./AnimatedSlide'));

/** The slide before animation has loaded (and the one in the exported HTML). */
function StaticSlide({ image, src, eager }: SlideProps) {
  return (
    <img
      src={src}
      alt={image.caption}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      draggable={false}
      aria-roledescription="slide"
      className="absolute inset-0 h-full w-full object-contain"
    />
  );
}

/**
 * Product image carousel: previous/next only when there are several images, arrow keys,
 * swipe, a position indicator; slides animate unless reduced motion is preferred.
 * The first image loads eagerly (it is the hero's largest element), the rest lazily.
 */
export default function ProductCarousel({ images, label }: { images: readonly ProductImage[]; label: string }) {
  const [state, setState] = useState({ index: 0, direction: 0 });
  const [animated, setAnimated] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const many = count > 1;
  const image = images[state.index]!;

  const go = (delta: number) => setState((s) => ({ index: step(s.index, delta, count), direction: delta }));
  const wantAnimation = () => {
    if (!many || animated) return;
    AnimatedSlide.prefetch();
    setAnimated(true);
  };
  const slide: SlideProps = { image, src: asset(image.src), direction: state.direction, eager: state.index === 0 };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current || !many) return;
    const dir = swipeDirection(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (dir) go(dir);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={many ? 0 : undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={wantAnimation}
      onFocus={wantAnimation}
      onTouchStart={wantAnimation}
      className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
    >
      <div
        className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/20 select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {animated ? (
          <IslandBoundary name="Carousel animation" fallback={<StaticSlide {...slide} />} onError={() => setAnimated(false)}>
            <Suspense fallback={<StaticSlide {...slide} />}>
              <AnimatedSlide {...slide} />
            </Suspense>
          </IslandBoundary>
        ) : (
          <StaticSlide {...slide} />
        )}
      </div>
      <p className="mt-3 text-sm text-white/90">{image.caption}</p>
      {many ? (
        <div className="mt-4 flex items-center justify-between gap-4">
          <button
            type="button"
            onClick={() => go(-1)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 hover:bg-white/25"
          >
            <ChevronLeft className="h-5 w-5" />
            <span className="sr-only">{ui.carousel.previous}</span>
          </button>
          <div className="flex items-center gap-2">
            {images.map((img, i) => (
              <button
                key={img.src}
                type="button"
                aria-label={ui.carousel.show(i + 1)}
                aria-current={i === state.index ? 'true' : undefined}
                onClick={() => setState((s) => ({ index: i, direction: i > s.index ? 1 : -1 }))}
                className={`h-6 w-6 rounded-full p-2 after:block after:h-2 after:w-2 after:rounded-full ${i === state.index ? 'after:bg-white' : 'after:bg-white/50 hover:after:bg-white/80'}`}
              />
            ))}
            <span className="ml-2 text-sm font-medium text-white" aria-live="polite">
              {ui.carousel.position(state.index + 1, count)}
            </span>
          </div>
          <button
            type="button"
            onClick={() => go(1)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 hover:bg-white/25"
          >
            <ChevronRight className="h-5 w-5" />
            <span className="sr-only">{ui.carousel.next}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
