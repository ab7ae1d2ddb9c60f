import type { ProductImage } from '@/lib/content/collections/products';
import { ChevronLeft, ChevronRight, type IconNode } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import { asset } from '@/lib/paths';
import ui from '@/content/copy/ui.yaml';
import { fill } from '@/lib/text/fill';
import { pageStartData } from '@/lib/page-start/protocol';

const STRIP_ID = 'product-images';

/** Previous or next: the page's inline page-start scrolls the strip by `step` slides. */
function StepButton({ step, icon, label }: { step: -1 | 1; icon: IconNode; label: string }) {
  return (
    <button
      type="button"
      {...pageStartData({ scrollStep: step })}
      aria-controls={STRIP_ID}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 hover:bg-white/25"
    >
      <Glyph icon={icon} className="h-5 w-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/**
 * Product images in a CSS scroll-snap strip with no app of its own: page-start wires its buttons
 * and dots, so they answer the first tap before any other script. The first image is the hero's
 * largest element, so it alone loads eagerly.
 */
export default function ProductCarousel({ images, label }: { images: readonly ProductImage[]; label: string }) {
  const count = images.length;
  const many = count > 1;
  const positions = images.map((_, i) => fill(ui.carousel.position, { n: i + 1, of: count }));
  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <ul
        id={STRIP_ID}
        // A scroll container takes focus so the arrow keys can move it (WAI-ARIA carousel pattern).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={many ? 0 : undefined}
        aria-label={label}
        {...pageStartData({ positions: many ? JSON.stringify(positions) : undefined })}
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
      >
        {images.map((image, i) => (
          <li
            key={image.src}
            aria-roledescription="slide"
            aria-label={positions[i]}
            className="w-full shrink-0 snap-start snap-always"
          >
            <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/20">
              <img
                src={asset(image.src)}
                alt={image.caption}
                width={image.width}
                height={image.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
                draggable={false}
                className="absolute inset-0 h-full w-full object-contain"
              />
            </div>
            <p className="mt-3 text-sm text-white/90">{image.caption}</p>
          </li>
        ))}
      </ul>
      {many ? (
        <div className="mt-4 flex items-center justify-between gap-4">
          <StepButton step={-1} icon={ChevronLeft} label={ui.carousel.previous} />
          <div className="flex items-center gap-2">
            {images.map((img, i) => (
              <button
                key={img.src}
                type="button"
                {...pageStartData({ scrollTo: i, slideOf: STRIP_ID })}
                aria-controls={STRIP_ID}
                aria-label={fill(ui.carousel.show, { n: i + 1 })}
                aria-current={i === 0 ? 'true' : undefined}
                className="h-6 w-6 rounded-full p-2 after:block after:h-2 after:w-2 after:rounded-full after:bg-white/50 hover:after:bg-white/80 aria-[current=true]:after:bg-white"
              />
            ))}
            {/* Page-start rewrites this line as the strip scrolls: hydration must keep its text. */}
            <span
              className="ml-2 text-sm font-medium text-white"
              aria-live="polite"
              {...pageStartData({ positionOf: STRIP_ID })}
              suppressHydrationWarning
            >
              {positions[0]}
            </span>
          </div>
          <StepButton step={1} icon={ChevronRight} label={ui.carousel.next} />
        </div>
      ) : null}
    </section>
  );
}
