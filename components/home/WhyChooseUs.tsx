import { Icon } from '@/components/ui/Icon';
import { displayHeading, Section } from '@/components/ui/Section';
import home from '@/content/pages/home.yaml';

/**
 * Five points (fixed by the specification) in rows that each fill the width: two then three on
 * large screens, one then two and two on medium ones, so no card stands alone beside a gap.
 */
const span = (index: number) =>
  index === 0 ? 'sm:col-span-2 lg:col-span-3' : index === 1 ? 'lg:col-span-3' : 'lg:col-span-2';

export function WhyChooseUs() {
  const { whyChooseUs } = home;
  return (
    <Section {...displayHeading(whyChooseUs)} className="section bg-slate-50" band>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
        {whyChooseUs.points.map((point, index) => (
          <li key={point.title} className={`card flex gap-4 ${span(index)}`}>
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-quantum-50 text-quantum-700">
              <Icon name={point.icon} className="h-5 w-5" />
            </span>
            <div>
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
