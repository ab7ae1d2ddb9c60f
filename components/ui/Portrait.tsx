import { Photo } from '@/components/ui/Photo';
import { gradientClass } from '@/lib/styles/gradients';
import { initials, personGradient } from '@/lib/styles/monogram';

type Props = {
  name: string;
  image?: { src: string; alt: string; width: number; height: number };
  /** As Photo's: the rendered width per viewport. */
  sizes: string;
  /** The box, its corners and the initials' size: the same for a photo and for initials. */
  className: string;
  /**
   * A thumbnail beside a larger portrait of the same person on the page: its photo gets an empty
   * alt, so a screen reader meets the person's description once.
   */
  thumbnail?: boolean;
};

/**
 * A person's portrait: their photo when content has one, else their initials on their own
 * gradient in the same box, so a row of people keeps one size and nobody looks missing. The
 * initials repeat the name printed beside them, so assistive technology skips them.
 */
export function Portrait({ name, image, sizes, className, thumbnail = false }: Props) {
  if (image)
    return (
      <Photo image={thumbnail ? { ...image, alt: '' } : image} sizes={sizes} className={`${className} object-cover`} />
    );
  return (
    <span
      aria-hidden="true"
      className={`${className} ${gradientClass(personGradient(name))} relative inline-grid shrink-0 place-items-center overflow-hidden font-semibold tracking-wide text-white shadow-sm ring-1 ring-white/15 ring-inset`}
    >
      <span className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.28),transparent_60%)]" />
      <span className="relative">{initials(name)}</span>
    </span>
  );
}
