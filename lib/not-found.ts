import type { NotFoundKind } from '@/content/not-found';

export type MissingPage = { kind: NotFoundKind } | { redirect: string };

/**
 * What 404.html does for a missing path (base path removed), first match first; any other
 * path gets the general message. Kept as data so the inline script below can carry it.
 */
export const missingRules: readonly (readonly [pattern: string, outcome: MissingPage])[] = [
  ['^/profile(/|$)', { redirect: '/about/' }],
  ['^/products/.', { kind: 'product' }],
  ['^/services/.', { kind: 'service' }],
  ['^/case-studies/.', { kind: 'caseStudy' }],
  ['^/careers/.', { kind: 'job' }],
];

/**
 * Static hosts answer every unknown URL with the same 404.html, so the message depends on the
 * URL. This inline script (hashed into the page's CSP by scripts/csp.mjs) runs while the page is
 * parsed, before the messages below it paint and without waiting for the app's JavaScript:
 * it sends unknown profiles on with location.replace, or marks <html data-missing="kind"> (CSS
 * then shows that message) and sets the matching title, keeping it when hydration writes the
 * exported one back. Without JavaScript the general message shows.
 */
export function missingPageScript(basePath: string, titles: Record<NotFoundKind, string>): string {
  const config = JSON.stringify({ base: basePath, rules: missingRules, titles }).replace(/</g, '\\u003c');
  return (
    '(function(c){var p=location.pathname;' +
    "if(c.base&&(p===c.base||p.indexOf(c.base+'/')===0))p=p.slice(c.base.length)||'/';" +
    'for(var i=0;i<c.rules.length;i++){var r=c.rules[i];if(!new RegExp(r[0]).test(p))continue;' +
    'if(r[1].redirect){location.replace(c.base+r[1].redirect);return}' +
    "document.documentElement.setAttribute('data-missing',r[1].kind);var t=c.titles[r[1].kind];document.title=t;" +
    // Hydration writes the exported (general) title back: keep this one.
    'new MutationObserver(function(){if(document.title!==t)document.title=t}).observe(document.head,{subtree:true,childList:true,characterData:true});return}' +
    `})(${config})`
  );
}
