import { displayHeading, Section } from '@/components/ui/Section';
import home from '@/content/pages/home.yaml';

/** Certifications and partner programmes as text marks: the company's own words, not logos. */
export function Credentials() {
  const { credentials } = home;
  return (
    <Section {...displayHeading(credentials)} className="section border-t border-slate-200" band>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {credentials.items.map((item) => (
          <li key={item.name} className="rounded-xl border border-slate-200 px-5 py-4">
            <p className="font-semibold tracking-tight text-slate-900">{item.name}</p>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.detail}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
