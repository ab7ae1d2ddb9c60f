import type { ProcessStep } from '@/lib/content/schemas';
import ui from '@/content/pages/ui.yaml';
import { fill } from '@/lib/fill';
import { Section } from '@/components/ui/Section';

/** A numbered four-step process, read as an ordered list. */
export function ProcessSteps({
  eyebrow,
  title,
  steps,
}: {
  eyebrow: string;
  title: string;
  steps: readonly ProcessStep[];
}) {
  return (
    <Section eyebrow={eyebrow} title={title} className="section bg-slate-50" band>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="card relative">
            <span aria-hidden="true" className="text-sm font-bold text-quantum-700">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-2 text-lg font-semibold">
              <span className="sr-only">{fill(ui.step, { n: i + 1 })} </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
