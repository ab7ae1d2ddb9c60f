import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/button';
import notFoundCopy from '@/content/copy/not-found.yaml';
import type { NotFoundKind } from '@/lib/browser/not-found';
import { site } from '@/lib/content/site';
import navigationCopy from '@/content/copy/navigation.yaml';
import { mainSections } from '@/lib/menus/page-links';
import ui from '@/content/copy/ui.yaml';
import { missingPageScript } from '@/lib/browser/not-found';
import { basePath, paths } from '@/lib/paths';

/**
 * Each message: where its button leads (the nearest list of what was not found), and when it
 * shows. The inline script marks <html data-missing="kind"> before the messages paint; with no
 * mark (no JavaScript, or a path with no message of its own) the general one shows.
 */
const messages: Record<NotFoundKind, { to: string; visibility: string }> = {
  product: { to: paths.products, visibility: 'hidden [html[data-missing=product]_&]:block' },
  service: { to: paths.enterpriseHub, visibility: 'hidden [html[data-missing=service]_&]:block' },
  caseStudy: { to: paths.caseStudies, visibility: 'hidden [html[data-missing=caseStudy]_&]:block' },
  job: { to: paths.careers, visibility: 'hidden [html[data-missing=job]_&]:block' },
  general: { to: paths.home, visibility: '[html[data-missing]_&]:hidden' },
};

const kinds = Object.keys(messages) as NotFoundKind[];
const titles = Object.fromEntries(kinds.map((kind) => [kind, `${notFoundCopy[kind].title} | ${site.name}`])) as Record<
  NotFoundKind,
  string
>;

function Message({ kind }: { kind: NotFoundKind }) {
  const copy = notFoundCopy[kind];
  return (
    <section className={`container-page section text-center ${messages[kind].visibility}`}>
      <p className="eyebrow">{ui.notFoundEyebrow}</p>
      <h1 className="mt-3 text-title font-bold">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">{copy.text}</p>
      <SiteLink href={messages[kind].to} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        {copy.link}
      </SiteLink>
      {kind === 'general' ? (
        <nav aria-label={navigationCopy.landmarks.mainSections} className="mt-10">
          <ul className="flex flex-wrap justify-center gap-3">
            {mainSections.map((s) => (
              <li key={s.href}>
                <SiteLink href={s.href} className={buttonStyles({ variant: 'secondary' })}>
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

/**
 * The one 404.html a static host serves for every unknown URL: every message is in the HTML,
 * and the script before them picks one (or sends an unknown profile to the about page).
 */
export function NotFoundView() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: missingPageScript(basePath, titles) }} />
      {kinds.map((kind) => (
        <Message key={kind} kind={kind} />
      ))}
    </>
  );
}
