'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { notFound } from '@/content/not-found';
import { site } from '@/content/site';
import { buttonClass } from '@/components/ui/button';
import { classifyMissing } from '@/lib/not-found';
import { logger } from '@/lib/logger';
import { asset, paths, stripBasePath } from '@/lib/paths';

const sections = [
  { label: 'Products', href: paths.products },
  { label: 'Services', href: paths.services },
  { label: 'Case Studies', href: paths.caseStudies },
  { label: 'Careers', href: paths.careers },
  { label: 'About Us', href: paths.about },
  { label: 'Contact', href: paths.contact },
];

const noSubscription = () => () => {};
const browserPath = () => stripBasePath(window.location.pathname);
const serverPath = () => null;

/**
 * Static hosts answer every unknown URL with 404.html, so the message is chosen in the
 * browser from the URL: products, services and case studies get their own wording and
 * unknown profiles go to the about page. The exported HTML carries the general page.
 */
export default function MissingPage() {
  const pathname = useSyncExternalStore(noSubscription, browserPath, serverPath);
  const result = pathname === null ? { kind: 'general' as const } : classifyMissing(pathname);
  const kind = 'kind' in result ? result.kind : 'general';

  useEffect(() => {
    if (pathname === null) return;
    const missing = classifyMissing(pathname);
    if ('redirect' in missing) {
      logger.info('Unknown profile, redirecting', pathname);
      window.location.replace(asset(missing.redirect));
      return;
    }
    logger.warn('Page not found', pathname);
    document.title = `${notFound[missing.kind].title} | ${site.name}`;
  }, [pathname]);

  const copy = notFound[kind];
  return (
    <section className="container-page section text-center">
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-3 text-title font-bold">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">{copy.text}</p>
      <Link href={copy.link.href} className={buttonClass('primary', 'lg', 'mt-8')}>
        {copy.link.label}
      </Link>
      {kind === 'general' ? (
        <nav aria-label="Main sections" className="mt-10">
          <ul className="flex flex-wrap justify-center gap-3">
            {sections.map((s) => (
              <li key={s.href}>
                <Link href={s.href} prefetch={false} className={buttonClass('secondary')}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
