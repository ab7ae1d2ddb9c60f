import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/button';

/** A full-width call to action on the brand navy. */
export function CtaBanner({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: { label: string; href: string };
}) {
  return (
    <Section
      title={title}
      titleClassName="text-2xl font-bold text-white sm:text-3xl"
      className="bg-brand-900"
      band="flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between"
    >
      {(heading) => (
        <>
          <div className="max-w-2xl">
            {heading}
            <p className="mt-3 text-slate-200">{text}</p>
          </div>
          <SiteLink
            href={action.href}
            className={buttonStyles({ variant: 'accent', size: 'lg', className: 'shrink-0' })}
          >
            {action.label}
          </SiteLink>
        </>
      )}
    </Section>
  );
}
