import type { Testimonial } from '@/lib/content/collections/testimonials';
import { useId } from 'react';
import { Star } from 'lucide';
import ui from '@/content/copy/ui.yaml';
import { fill } from '@/lib/text/fill';
import { Portrait } from '@/components/ui/Portrait';
import { Section } from '@/components/ui/Section';
import { site } from '@/lib/content/site';

const RATING = 5;
// Lucide's star: one path, drawn once per rating and repeated with <use> (it is five times
// longer than a simple star, and every page with quotes shows a dozen or more).
const [[, star]] = Star as [[string, { d: string }]];
// 20 px stars 2 px apart, on the 24-unit grid: 2 px is 2.4 units.
const STEP = 26.4;

/** A rating's stars, filled in currentColor: decorative, as their container says the rating. */
function Stars({ id }: { id: string }) {
  return (
    <svg
      viewBox={`0 0 ${STEP * (RATING - 1) + 24} 24`}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={1}
      strokeLinejoin="round"
      aria-hidden="true"
      className="h-5 w-[6.75rem]"
    >
      <path id={id} d={star.d} />
      {Array.from({ length: RATING - 1 }, (_, i) => (
        <use key={i} href={`#${id}`} x={STEP * (i + 1)} />
      ))}
    </svg>
  );
}

type Quoted = Pick<Testimonial, 'slug' | 'person' | 'quote'>;

/** Named quotes with the rating the service pages show; the home page adds an eyebrow and intro. */
export function Testimonials({
  items,
  title,
  eyebrow,
  intro,
}: {
  items: readonly Quoted[];
  title: string;
  eyebrow?: string;
  intro?: string;
}) {
  const id = useId();
  return (
    <Section title={title} eyebrow={eyebrow} intro={intro} className="section" band>
      {/* As many columns as quotes (up to three), so two quotes leave no empty column beside them. */}
      <ul className={`mt-10 grid gap-6 ${items.length === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3'}`}>
        {items.map((t, n) => (
          <li key={t.slug} className="card flex flex-col">
            <figure className="flex flex-1 flex-col">
              <div
                role="img"
                aria-label={fill(ui.rating, { stars: RATING, of: RATING })}
                className="flex text-amber-500"
              >
                <Stars id={`${id}-star-${n}`} />
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-4">
                <Portrait
                  name={t.person.name}
                  image={t.person.photo}
                  sizes="3rem"
                  className="size-12 rounded-full text-base"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{t.person.name}</span>
                  <span className="block text-sm text-slate-600">
                    {t.person.role}, {t.person.organisation ?? site.name}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
