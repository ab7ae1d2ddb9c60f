import type { ReactNode } from 'react';
import { Section } from '@/components/ui/Section';

const tones = {
  light: { title: 'text-title font-bold', band: 'section bg-slate-50', text: 'mt-3 text-lg text-slate-600' },
  dark: { title: 'text-2xl font-bold text-white sm:text-3xl', band: 'bg-brand-900', text: 'mt-3 text-slate-200' },
};

interface Props {
  title: string;
  text: string;
  tone: keyof typeof tones;
  layout: string;
  copyClassName?: string;
  aside: ReactNode;
  children?: ReactNode;
}

/**
 * A full-width band: a heading and a line of copy, with what follows them (`children`), beside
 * `aside` (a call to action, the contact details), laid out by `layout`.
 */
export function CopyBand({ title, text, tone, layout, copyClassName, aside, children }: Props) {
  const classes = tones[tone];
  return (
    <Section title={title} titleClassName={classes.title} className={classes.band} band={layout}>
      {(heading) => (
        <>
          <div className={copyClassName}>
            {heading}
            <p className={classes.text}>{text}</p>
            {children}
          </div>
          {aside}
        </>
      )}
    </Section>
  );
}
