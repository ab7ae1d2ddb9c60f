import { Icon } from '@/components/ui/Icon';
import { displayHeading, Section } from '@/components/ui/Section';
import { homeCopy as home } from '@/lib/copy/home';

export function WhyChooseUs() {
  const { whyChooseUs } = home;
  return (
    <Section
      {...displayHeading(whyChooseUs)}
      className="section"
      inner="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr]"
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {whyChooseUs.points.map((point) => (
          <li key={point.title} className="card flex gap-4">
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
