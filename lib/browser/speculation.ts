/**
 * Speculation rules, so Chromium prerenders a same-site page once the visitor shows intent for its
 * link and the tap shows a page already drawn; other browsers ignore them.
 * Never the CMS, files or links that download or open elsewhere: they are not pages to draw.
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
