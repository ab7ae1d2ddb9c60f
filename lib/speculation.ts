/**
 * The speculation rules every page carries: Chromium prerenders a same-site page once the visitor
 * shows intent for its link (moderate eagerness: a hover or pointer-down on desktop, its own
 * viewport heuristics on phones), so the tap shows a page already drawn. Other browsers ignore
 * the rule and navigate as before. Chromium itself skips preloading under Save-Data, energy
 * saver and memory pressure.
 *
 * Never prerendered: the CMS, and files rather than pages (datasheets, feeds, images, JSON),
 * nor links that download or open elsewhere. A page's own effects (the app, analytics, the
 * visit's attribution) wait until it is shown (lib/page-start/app-start.ts).
 */
const FILES = ['pdf', 'xml', 'json', 'txt', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'svg', 'ico', 'webmanifest'];

export function speculationRules(base: string) {
  return {
    prerender: [
      {
        where: {
          and: [
            { href_matches: `${base}/*` },
            { not: { href_matches: [`${base}/admin/*`, ...FILES.map((ext) => `${base}/*.${ext}`)] } },
            { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}
