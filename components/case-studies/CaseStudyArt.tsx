import type { CaseStudy } from '@/lib/content/schemas';
import { Icon } from '@/components/ui/Icon';
import { gradientClass } from '@/lib/gradients';

/**
 * The case-study illustration: the study's gradient, icon and a data motif, drawn with CSS
 * and SVG so it costs no image request. The study's image description is its alt text.
 */
export function CaseStudyArt({
  study,
  size = 'card',
}: {
  study: Pick<CaseStudy, 'gradient' | 'icon' | 'image'>;
  size?: 'card' | 'hero';
}) {
  const hero = size === 'hero';
  return (
    <div
      role="img"
      aria-label={study.image}
      className={`relative overflow-hidden ${gradientClass(study.gradient)} ${hero ? 'aspect-[4/3] rounded-2xl shadow-2xl ring-1 ring-white/20' : 'aspect-[16/7]'}`}
    >
      <svg
        viewBox="0 0 320 140"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="absolute inset-0 h-full w-full text-white/25"
      >
        <path
          d="M0 110 L40 92 L80 100 L120 70 L160 78 L200 46 L240 58 L280 28 L320 36"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path
          d="M0 125 L40 118 L80 122 L120 104 L160 108 L200 90 L240 96 L280 80 L320 84"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeDasharray="4 4"
        />
        <g fill="currentColor">
          <circle cx="120" cy="70" r="3" />
          <circle cx="200" cy="46" r="3" />
          <circle cx="280" cy="28" r="3" />
        </g>
      </svg>
      <span
        className={`absolute inline-flex items-center justify-center rounded-xl bg-white/15 text-white ring-1 ring-white/30 ${hero ? 'top-6 left-6 h-16 w-16' : 'top-4 left-4 h-11 w-11'}`}
      >
        <Icon name={study.icon} className={hero ? 'h-8 w-8' : 'h-6 w-6'} />
      </span>
    </div>
  );
}
