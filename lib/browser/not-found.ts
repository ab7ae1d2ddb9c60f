import type { NotFoundCopy } from '@/lib/content/copy/not-found';
import { inlineScript } from './inline-script';
import { paths } from '../paths';

/** The parts of the site with a message of their own for an unknown address. */
export type NotFoundKind = keyof NotFoundCopy;

export type MissingPage = { kind: NotFoundKind } | { redirect: string };

// The folder a kind of page lives in (products for paths.product), read from its own address.
const folderOf = (address: (slug: string) => string) => address('').replace(/\/+$/, '/');
const under = (address: (slug: string) => string) => `^${folderOf(address)}.`;

/**
 * What 404.html does for a missing path (base path removed), first match first; any other
 * path gets the general message. Kept as data so the inline script below can carry it.
 */
export const missingRules: readonly (readonly [pattern: string, outcome: MissingPage])[] = [
  [`^${folderOf(paths.leader).slice(0, -1)}(/|$)`, { redirect: paths.about }],
  [under(paths.product), { kind: 'product' }],
  [under(paths.service), { kind: 'service' }],
  [under(paths.caseStudy), { kind: 'caseStudy' }],
  [under(paths.job), { kind: 'job' }],
];

/**
 * Static hosts answer every unknown URL with one 404.html, so this inline script (hashed into
 * the CSP by scripts/csp.mjs) picks the message by URL while the page is parsed, before it paints.
 * Without JavaScript the general message shows.
 */
interface MissingPageConfig {
  base: string;
  rules: typeof missingRules;
  titles: Record<NotFoundKind, string>;
}

/** Runs in the page (serialised by inlineScript): self-contained. */
function markMissingPage(config: MissingPageConfig): void {
  let path = location.pathname;
  if (config.base && (path === config.base || path.startsWith(`${config.base}/`))) {
    path = path.slice(config.base.length) || '/';
  }
  for (const [pattern, outcome] of config.rules) {
    if (!new RegExp(pattern).test(path)) continue;
    if ('redirect' in outcome) {
      location.replace(config.base + outcome.redirect);
      return;
    }
    document.documentElement.setAttribute('data-missing', outcome.kind);
    const title = config.titles[outcome.kind];
    document.title = title;
    // Hydration writes the exported (general) title back: keep this one.
    new MutationObserver(() => {
      if (document.title !== title) document.title = title;
    }).observe(document.head, { subtree: true, childList: true, characterData: true });
    return;
  }
}

export const missingPageScript = (basePath: string, titles: Record<NotFoundKind, string>): string =>
  inlineScript(markMissingPage, { base: basePath, rules: missingRules, titles });
