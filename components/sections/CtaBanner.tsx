import { SiteLink } from '@/components/ui/SiteLink';
import { buttonClass } from '@/components/ui/button';

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
    <section aria-labelledby="cta-heading" className="bg-brand-900">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-slate-200">{text}</p>
        </div>
        <SiteLink href={action.href} className={buttonClass('accent', 'lg', 'shrink-0')}>
          {action.label}
        </SiteLink>
      </div>
    </section>
  );
}
