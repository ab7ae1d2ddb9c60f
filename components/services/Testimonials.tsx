import type { Testimonial } from '@/lib/content/schemas';
import { Star } from '@/components/ui/glyphs';
import { uiCopy as ui } from '@/lib/copy/ui';
import { fill } from '@/lib/fill';
import { Section } from '@/components/ui/Section';

const RATING = 5;

type Quoted = Pick<Testimonial, 'name' | 'role' | 'company' | 'quote'>;

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
  return (
    <Section title={title} eyebrow={eyebrow} intro={intro} className="section" inner="container-page">
      {/* As many columns as quotes (up to three), so two quotes leave no empty column beside them. */}
      <ul className={`mt-10 grid gap-6 ${items.length === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3'}`}>
        {items.map((t) => (
          <li key={t.name} className="card flex flex-col">
            <figure className="flex flex-1 flex-col">
              <div
                role="img"
                aria-label={fill(ui.rating, { stars: RATING, of: RATING })}
                className="flex gap-0.5 text-amber-500"
              >
                {Array.from({ length: RATING }, (_, i) => (
                  <Star key={i} />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-100 pt-4">
                <span className="block font-semibold text-slate-900">{t.name}</span>
                <span className="block text-sm text-slate-600">
                  {t.role}, {t.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
