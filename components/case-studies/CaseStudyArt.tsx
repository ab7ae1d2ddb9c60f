import type { CaseStudy } from '@/lib/content/collections/case-studies';
import { Icon } from '@/components/ui/Icon';
import { GeneratedArt } from '@/components/ui/GeneratedArt';
import { composeArt, serviceSubject } from '@/lib/art/compose';
import { gradientClass } from '@/lib/styles/gradients';

/**
 * The case-study illustration: the study's gradient and icon over a drawing of its service's
 * subject, generated from its slug (lib/art), so no two studies share a picture and none costs
 * an image request. The study's image description is its alt text.
 */
export function CaseStudyArt({
  study,
  size = 'card',
}: {
  study: Pick<CaseStudy, 'slug' | 'service' | 'gradient' | 'icon' | 'image'>;
  size?: 'card' | 'hero';
}) {
  const hero = size === 'hero';
  const art = composeArt({ seed: study.slug, subject: serviceSubject[study.service], gradient: study.gradient }, size);
  return (
    <div
      role="img"
      aria-label={study.image}
      className={`relative overflow-hidden ${gradientClass(study.gradient)} ${hero ? 'aspect-[4/3] rounded-2xl shadow-2xl ring-1 ring-white/20' : 'aspect-[16/7]'}`}
    >
      <GeneratedArt art={art} className="absolute inset-0 h-full w-full" />
      <span
        className={`absolute inline-flex items-center justify-center rounded-xl bg-white/15 text-white ring-1 ring-white/30 ${hero ? 'top-6 left-6 h-16 w-16' : 'top-4 left-4 h-11 w-11'}`}
      >
        <Icon name={study.icon} className={hero ? 'h-8 w-8' : 'h-6 w-6'} />
      </span>
    </div>
  );
}
