import { SiteLink } from '@/components/ui/SiteLink';
import { buttonClass } from '@/components/ui/button';
import { notFound, type NotFoundKind } from '@/content/not-found';
import { mainSections, navigation } from '@/content/navigation';
import { ui } from '@/content/ui';


/** The not-found message for one part of the site; the general one lists the main sections. */
export function NotFoundView({ kind }: { kind: NotFoundKind }) {
  const copy = notFound[kind];
  return (
    <section className="container-page section text-center">
      <p className="eyebrow">{ui.notFoundEyebrow}</p>
      <h1 className="mt-3 text-title font-bold">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">{copy.text}</p>
      <SiteLink href={copy.link.href} className={buttonClass('primary', 'lg', 'mt-8')}>
        {copy.link.label}
      </SiteLink>
      {kind === 'general' ? (
        <nav aria-label={navigation.landmarks.mainSections} className="mt-10">
          <ul className="flex flex-wrap justify-center gap-3">
            {mainSections.map((s) => (
              <li key={s.href}>
                <SiteLink href={s.href} className={buttonClass('secondary')}>
                  {s.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
