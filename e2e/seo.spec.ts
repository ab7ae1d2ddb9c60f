import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { copyOf } from './copy';
import { basePath } from '../lib/build/base-path.cjs';
import { isThin } from '../lib/lists/case-studies';
import { collectionDefs } from '../lib/content/collections';
import { loadCollection } from '../lib/content/load';
import { isOpen } from '../lib/content/collections/jobs';
import { paths } from '../lib/paths';
import { at, expect, searchDocs, sitemapRoutes, test } from './helpers';

// Reads the exported HTML directly: no browser needed.
const OUT = process.env.OUT_DIR ?? 'out';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

const routeOf = (file: string) => `/${relative(OUT, file).split(sep).join('/')}`.replace(/index\.html$/, '');
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const meta = (html: string, attr: string, key: string) => {
  const m = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
  return m ? decode(m[1]!) : undefined;
};

// The CMS (/admin/) is for editors, not a page of the site: e2e/cms.spec.ts checks its head.
const pages = htmlFiles(OUT)
  .map((file) => ({ route: routeOf(file), html: readFileSync(file, 'utf8') }))
  .filter((p) => !/^\/(404|_not-found|admin\/)/.test(p.route));
// Pages that ask search engines not to index them (a closed job, a case study without its
// write-up) stay out of the sitemap.
const indexed = pages.filter((p) => !/<meta name="robots" content="[^"]*noindex/.test(p.html));

type Ld = Record<string, unknown> & { '@type': string };
const jsonLd = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Ld | Ld[];
    return Array.isArray(data) ? data : [data];
  });

const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo', 'address', 'contactPoint'],
  WebSite: ['name', 'url'],
  Service: ['name', 'description', 'provider', 'url'],
  ItemPage: ['name', 'description', 'image', 'url'],
  BlogPosting: ['headline', 'datePublished', 'author', 'publisher'],
  JobPosting: [
    'title',
    'description',
    'datePosted',
    'validThrough',
    'identifier',
    'directApply',
    'employmentType',
    'hiringOrganization',
    'url',
  ],
  Person: ['name', 'jobTitle', 'worksFor'],
  BreadcrumbList: ['itemListElement'],
};

test.describe('metadata of every exported page', () => {
  test('every page has a title and a 50-160 character description, none shared', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { route, html } of pages) {
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = meta(html, 'name', 'description');
      expect(title, `${route} title`).toBeTruthy();
      expect(description?.length ?? 0, `${route} description length`).toBeGreaterThanOrEqual(50);
      expect(description!.length, `${route} description length`).toBeLessThanOrEqual(160);
      expect(titles.get(title!), `${route} repeats the title of`).toBeUndefined();
      expect(descriptions.get(description!), `${route} repeats the description of`).toBeUndefined();
      titles.set(title!, route);
      descriptions.set(description!, route);
    }
  });

  test('canonicals agree with the sitemap, one for one', () => {
    const xml = readFileSync(join(OUT, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).sort();
    const canonicals = indexed.map(({ route, html }) => {
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, `${route} canonical`).toBeTruthy();
      expect(new URL(canonical!).pathname, `${route} canonical path`).toBe(`${basePath}${route}`);
      return canonical!;
    });
    expect(canonicals.sort()).toEqual(locs);
    expect(sitemapRoutes().length).toBe(indexed.length);
    expect(readFileSync(join(OUT, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${new URL(locs[0]!).origin}${basePath}/sitemap.xml`,
    );
  });

  test('every page has Open Graph and Twitter tags whose image exists in the export', () => {
    for (const { route, html } of pages) {
      for (const key of ['og:title', 'og:description', 'og:url', 'og:image'])
        expect(meta(html, 'property', key), `${route} ${key}`).toBeTruthy();
      expect(meta(html, 'name', 'twitter:card'), route).toBe('summary_large_image');
      const image = new URL(meta(html, 'property', 'og:image')!).pathname.slice(basePath.length);
      expect(existsSync(join(OUT, image)), `${route} og:image ${image}`).toBe(true);
    }
  });

  test('JSON-LD parses, has the required fields, and appears on the right templates', () => {
    for (const { route, html } of pages) {
      const items = jsonLd(html);
      for (const item of items) {
        for (const field of REQUIRED[item['@type']] ?? [])
          expect(item[field], `${route} ${item['@type']}.${field}`).toBeTruthy();
        if (item['@type'] === 'JobPosting')
          expect(Boolean(item.jobLocation) || item.jobLocationType === 'TELECOMMUTE', `${route} job location`).toBe(
            true,
          );
        if (item['@type'] === 'BreadcrumbList') {
          for (const [i, el] of (item.itemListElement as Ld[]).entries())
            expect([el.position, !!el.name, !!el.item]).toEqual([i + 1, true, true]);
        }
      }
      const types = items.map((i) => i['@type']);
      // Products have no public price: a Product rich result without offers or reviews is invalid.
      expect(types, route).not.toContain('Product');
      if (route !== '/') expect(types, `${route} breadcrumbs`).toContain('BreadcrumbList');
      const expected: [RegExp, string][] = [
        [/^\/$/, 'Organization'],
        [/^\/$/, 'WebSite'],
        [/^\/services\/[^/]+\/$/, 'Service'],
        [/^\/services\/enterprise-it\/[^/]+\/$/, 'Service'],
        [/^\/products\/[^/]+\/$/, 'ItemPage'],
        [/^\/blog\/[^/]+\/$/, 'BlogPosting'],
        [/^\/careers\/[^/]+\/$/, 'JobPosting'],
        [/^\/profile\/[^/]+\/$/, 'Person'],
      ];
      const isIndexed = indexed.some((p) => p.route === route);
      for (const [pattern, type] of expected)
        if (isIndexed && pattern.test(route)) expect(types, route).toContain(type);
    }
    // Google's job-posting guidelines: one JobPosting on each job's own page, none on the list.
    const careers = pages.find((p) => p.route === '/careers/')!;
    expect(jsonLd(careers.html).map((i) => i['@type'])).not.toContain('JobPosting');
    const jobPages = indexed.filter((p) => /^\/careers\/[^/]+\/$/.test(p.route));
    // The jobs open on the build's day (npm test pins it: SITE_BUILD_DATE), by the site's one rule.
    const open = loadCollection(collectionDefs.jobs).filter((job) => isOpen(job, process.env.SITE_BUILD_DATE!));
    expect(open.length).toBeGreaterThan(0);
    expect(jobPages).toHaveLength(open.length);
    for (const { route, html } of jobPages) {
      const postings = jsonLd(html).filter((i) => i['@type'] === 'JobPosting');
      expect(postings, route).toHaveLength(1);
      expect(new URL(postings[0]!.url as string).pathname, route).toBe(`${basePath}${route}`);
    }
  });

  test('structured data cannot break out of its script', () => {
    for (const { html } of pages) {
      for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
        expect(m[1]).not.toContain('<');
    }
  });

  test('the RSS feed is linked from every page head and lists the articles', () => {
    const feed = readFileSync(join(OUT, 'feed.xml'), 'utf8');
    expect(feed.match(/<item>/g)?.length).toBe(4);
    for (const { route, html } of pages) expect(html, route).toContain('type="application/rss+xml"');
  });
});

test.describe('a case study without its write-up (lib/lists/case-studies.ts isThin)', () => {
  const studies = loadCollection(collectionDefs.caseStudies);
  const thin = studies.filter(isThin);
  const full = studies.filter((study) => !isThin(study)).map((study) => paths.caseStudy(study.slug));
  const html = (route: string) => pages.find((p) => p.route === route)!.html;

  test('keeps its page and placeholder text, asks not to be indexed and claims no Article', async ({ page }) => {
    test.skip(thin.length === 0, 'every case study has its write-up');
    for (const route of thin.map((study) => paths.caseStudy(study.slug))) {
      expect(meta(html(route), 'name', 'robots'), route).toBe('noindex, follow');
      expect(
        jsonLd(html(route)).map((item) => item['@type']),
        route,
      ).not.toContain('Article');
    }
    await page.goto(at(paths.caseStudy(thin[0]!.slug)));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    const { placeholders } = copyOf('case-studies-page').detail;
    await expect(page.getByText(placeholders.challenge)).toBeVisible();
    await expect(page.getByText(placeholders.results[0]!)).toBeVisible();
  });

  test('still appears in the list of case studies, but not as its service page’s proof without results', async ({
    page,
  }) => {
    test.skip(thin.length === 0, 'every case study has its write-up');
    for (const study of thin) {
      const link = page.getByRole('main').locator(`a[href$="${paths.caseStudy(study.slug)}"]`);
      await page.goto(at(paths.caseStudies));
      await expect(link.first(), paths.caseStudies).toBeVisible();
      if (study.results?.length) continue;
      await page.goto(at(paths.service(study.service)));
      await expect(link, paths.service(study.service)).toHaveCount(0);
    }
  });

  test('a study with its write-up may be indexed', () => {
    for (const route of full) expect(meta(html(route), 'name', 'robots'), route).toBeUndefined();
  });

  test('the sitemap lists the studies with their write-up and no other', () => {
    const listed = sitemapRoutes().filter(
      (route) => route.startsWith(paths.caseStudies) && route !== paths.caseStudies,
    );
    expect(listed.sort()).toEqual([...full].sort());
  });

  test('site search offers the studies with their write-up and no other', () => {
    const offered = searchDocs()
      .filter((doc) => doc.kind === 'caseStudies')
      .map((doc) => doc.url);
    expect(offered.sort()).toEqual([...full].sort());
  });
});
