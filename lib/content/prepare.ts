/**
 * The content check, `npm run content:check` and the first step of `npm run build` before the
 * slow compile (scripts/content-check.mjs runs this through esbuild in a second or two): check every entry and singleton against its
 * schema and the cross-collection rules, and generate the CMS configuration. A problem is one
 * line naming file, line, the field's label and the rule, so an editor can act on the log of a
 * failed deploy without a developer.
 */
import { cmsConfig, cmsRepository, type CmsConfig } from './cms-config';
import { collections } from './collections';
import { ContentError, loadCollection, loadFile, routeNames } from './load';
import { pageFolder } from './slugs';
import { singletons } from './singletons';
import { copyDeclarations, schemaFiles, vscodeSettings } from './json-schema';
import { statedFigureProblems } from './figures';
import { addressProblems, companyAddresses, spellingProblems } from './spellings';
import { scanContent, UPLOADS_FOLDER, uploadProblems } from './uploads';
import { publicProblems } from './svg-check.cjs';

/** The files derived from the registries that are not committed: the copy's types and VS Code's schema map. */
export const generatedFiles = () => [
  { file: 'types/copy.d.ts', text: copyDeclarations() },
  { file: '.vscode/settings.json', text: vscodeSettings(schemaFiles()) },
];

export async function prepareContent(
  env: Record<string, string | undefined>,
  basePath: string,
): Promise<{ problems: string[]; config?: CmsConfig; content?: unknown }> {
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
  if (!problems.length) await attempt(() => import('./index'));
  if (problems.length) return { problems };
  const { site } = await import('@/lib/site');
  // Company details states the figures: text elsewhere is held to them.
  problems.push(
    ...scanContent((file, text) => (file.endsWith('/site.yaml') ? [] : statedFigureProblems(site.figures, file, text))),
    ...scanContent((file, text) => addressProblems(companyAddresses(site), file, text)),
  );
  if (problems.length) return { problems };
  const repository = cmsRepository(env, site.editing);
  const { content } = await import('./read');
  return {
    problems,
    // The CMS's previews show the other entries as saved (scripts/cms-bundle.mjs).
    content,
    config: cmsConfig(collections, singletons, repository, { url: env.SITE_URL || site.defaultUrl, basePath }, (def) =>
      def.page ? routeNames(pageFolder(def.page)) : [],
    ),
  };
}
