import { FORMATS, srcSet } from '@/lib/pictures/responsive-photos.cjs';
import { asset, basePath } from '@/lib/paths';
import { photoVariants } from '@/lib/pictures/photo-variants';

type PhotoProps = {
  image: { src: string; alt: string; width: number; height: number };
  /** The rendered width per viewport, as in the sizes attribute: the browser picks a variant from it. */
  sizes: string;
  /** Above the fold: load at once and first, not lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An image from public/: a photo (JPEG, PNG) becomes a <picture> of the AVIF and WebP variants
 * scripts/images.mjs made, over the original; an SVG illustration stays a plain <img>. Width and
 * height, which the content loader read from the file, always reserve the box, so nothing
 * shifts as it loads.
 */
export function Photo({ image, sizes, priority = false, className }: PhotoProps) {
  const loading = priority
    ? { fetchPriority: 'high' as const }
    : { loading: 'lazy' as const, decoding: 'async' as const };
  const entry = photoVariants(image.src);
  const img = (
    <img
      src={asset(image.src)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      {...loading}
    />
  );
  if (!entry) return img;
  // display: contents lets the <img> lay out as if the <picture> were not there; its <source>s,
  // which browsers lay out as empty boxes, must then be hidden or a flex gap opens before the image.
  return (
    <picture className="contents">
      {FORMATS.map((format) => (
        <source
          key={format}
          className="hidden"
          type={`image/${format}`}
          srcSet={srcSet(entry, format, basePath)}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
