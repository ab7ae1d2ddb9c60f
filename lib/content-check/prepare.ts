/**
 * The content check, `npm run content:check` and the first step of `npm run build` before the
 * slow compile (scripts/content-check.mjs runs this through esbuild in a second or two): check every entry and singleton against its
 * schema and the cross-collection rules, and generate the CMS configuration. A problem is one
 * line naming file, line, the field's label and the rule, so an editor can act on the log of a
 * failed deploy without a developer.
 */
import { cmsConfig, cmsRepository, type CmsConfig } from '../content/cms-config';
import { collections, type CollectionDef } from '../content/collections';
import { ContentError, loadCollection, loadFile, routeNames } from '../content/load';
import { pageFolder, slugOf } from '../content/slugs';
import { singletons } from '../content/singletons';
import { copyDeclarations, schemaFiles, vscodeSettings } from '../content/json-schema';
import { statedFigureProblems } from '../content/figures';
import { statedPromiseProblems } from '../content/promises';
import { addressProblems, companyAddresses, spellingProblems } from '../content/spellings';
import { publicFiles, scanContent, UPLOADS_FOLDER, uploadProblems } from '../content/uploads';
import { publicProblems } from '../content/svg-check.cjs';
import type { Site } from '../content/schemas';
import { linkTo, unknownPage } from '../content/body-rules';
import { hasResults } from '../lists/case-studies';
import { contentPath } from '../build/content-dir.cjs';
import { labelOf, pageRemoved, proofWithoutResults } from '../content/rule-words';
import { paths } from '../paths';
import { pagesThatVanish } from '../content/references';
import { liveRecord, pageName, vanishedPages } from '../build/build-record.cjs';
import { buildDay } from '../text/dates';
import { SITE_FILE } from '../content/claims';
import { forCompanyDomain, standInLine, standIns, unknownClaims } from '../content/launch';
import { companyDomainRefuses } from '../content/launch-words';
import { fieldInFile } from '../content/load';
import { siteSchema } from '../content/schemas';

/**
 * The address each entry's title makes, with the entry's file as the check names it, so the form
 * refuses a second title of one before Save (cms/text-rules.ts), as the check does (load.ts).
 */
const titlesOf = (def: CollectionDef): Record<string, string> =>
  Object.fromEntries(
    loadCollection(def).map((entry) => [
      slugOf(String((entry as Record<string, unknown>)[def.summary!])),
      `${contentPath(def.folder)}/${entry.slug}.${def.format === 'md' ? 'md' : 'yaml'}`,
    ]),
  );

/** The files derived from the registries that are not committed: the copy's types and VS Code's schema map. */
export const generatedFiles = () => [
  { file: 'types/copy.d.ts', text: copyDeclarations() },
  { file: '.vscode/settings.json', text: vscodeSettings(schemaFiles()) },
];

export async function prepareContent(
  env: Record<string, string | undefined>,
  basePath: string,
): Promise<{
  problems: string[];
  config?: CmsConfig;
  content?: unknown;
  dialogs?: Site['editing']['dialogs'];
  routes?: string[];
  files?: string[];
  /** What still stands in for the company's own facts, one line each: a build for its domain refuses them. */
  standIns?: string[];
  unproven?: [string, string][];
}> {
  const problems: string[] = [...uploadProblems(), ...publicProblems(UPLOADS_FOLDER), ...scanContent(spellingProblems)];
  const attempt = async (step: () => unknown) => {
    try {
      await step();
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  };
  for (const def of collections) await attempt(() => loadCollection(def));
  for (const def of singletons) await attempt(() => loadFile(def.file, def.schema));
  // The rules across collections run where the site reads its content, once each file is valid.
  if (!problems.length) await attempt(() => import('../content/index'));
  if (problems.length) return { problems };
  const { site } = await import('@/lib/content/site');
  // Company details states the figures and the promises: text elsewhere is held to them.
  problems.push(
    ...scanContent((file, text) => (file.endsWith('/site.yaml') ? [] : statedFigureProblems(site.figures, file, text))),
    ...scanContent((file, text) => (file.endsWith('/site.yaml') ? [] : statedPromiseProblems(file, text))),
    ...scanContent((file, text) => addressProblems(companyAddresses(site), file, text)),
  );
  // Nothing made up reaches the company's own domain; a preview or test build names what remains.
  const { default: home } = await import('@/content/copy/home.yaml');
  problems.push(...unknownClaims(site, home, fieldInFile(SITE_FILE, siteSchema)));
  const remaining = standIns(site, home, buildDay());
  const refused = remaining.filter((standIn) => !standIn.stale);
  if (forCompanyDomain(env, site) && refused.length)
    problems.push(companyDomainRefuses(env.SITE_URL || site.defaultUrl, refused.length), ...refused.map(standInLine));
  // Links between pages, once every page is known: a page no entry makes is refused here, at its
  // line, before a deploy's link check would find it on the built site.
  const { allPages } = await import('@/lib/pages/all');
  const routes = new Set(allPages().map((page) => page.path));
  // And the files a visitor can fetch: public/'s, and each product's datasheet.
  const { products, caseStudies } = await import('../content/index');
  const files = [...publicFiles(), ...products.map((product) => paths.datasheet(product.slug))];
  const linkable = new Set([...routes, ...files]);
  // A case study without its results is listed, but no article or page points a buyer to it as proof.
  const unproven = new Map(caseStudies.filter((s) => !hasResults(s)).map((s) => [paths.caseStudy(s.slug), s.slug]));
  for (const def of collections)
    if (def.format === 'md')
      for (const entry of loadCollection(def)) {
        const file = `${contentPath(def.folder)}/${entry.slug}.md`;
        const where = (line: number) =>
          `${file}:${entry.bodyLine + line - 1}: ${def.body?.label ?? labelOf('body')} (body)`;
        const broken = unknownPage(entry.body, linkable);
        if (broken) problems.push(`${where(broken.line)}: ${broken.words}`);
        const thin = linkTo(entry.body, new Set(unproven.keys()));
        if (thin) problems.push(`${where(thin.line)}: ${proofWithoutResults(unproven.get(thin.page)!)}`);
      }
  // A page of the live site that this content no longer makes, and no deleted entry's own page.
  const gone = vanishedPages(liveRecord(env), routes);
  const pages = collections.flatMap((def) => (def.page ? [def.page] : []));
  problems.push(...pagesThatVanish(gone, pages).map((page) => pageRemoved(pageName(page))));
  if (problems.length) return { problems };
  const repository = cmsRepository(env, site.editing);
  const { content } = await import('../content/read');
  return {
    problems,
    standIns: remaining.map(standInLine),
    // The CMS's previews show the other entries as saved (scripts/cms-bundle.mjs).
    content,
    // Sveltia's own questions before a publish, in Company details' words.
    dialogs: site.editing.dialogs,
    // The form refuses a link to a page the site does not have, as the check does (cms/text-rules.ts).
    routes: [...routes],
    // And a link to a file it does not serve.
    files,
    // Nor a link to a case study without results (the pages of such studies, with their slugs).
    unproven: [...unproven],
    config: cmsConfig(
      collections,
      singletons,
      repository,
      { url: env.SITE_URL || site.defaultUrl, basePath },
      (def) => (def.page ? routeNames(pageFolder(def.page)) : []),
      (def) => (def.page && def.summary ? titlesOf(def) : {}),
    ),
  };
}
