/**
 * What `npm run build` does with content before the slow compile (scripts/prepare-content.mjs
 * runs this through esbuild in a second or two): check every entry and singleton against its
 * schema and the cross-collection rules, and generate the CMS configuration. A problem is one
 * line naming file, line, the field's label and the rule, so an editor can act on the log of a
 * failed deploy without a developer.
 */
import { cmsConfig, cmsRepository, type CmsConfig } from './cms-config';
import { collections } from './collections';
import { ContentError, loadCollection, loadFile } from './load';
import { singletons } from './singletons';
import { copyDeclarations, schemaFiles, vscodeSettings } from './json-schema';
import { statedFigureProblems } from './figures';
import { addressProblems, companyAddresses, spellingProblems } from './spellings';
import { scanContent, uploadProblems } from './uploads';
import type { Site } from './schemas';

/** The files derived from the registries that are not committed: the copy's types and VS Code's schema map. */
export const generatedFiles = () => [
  { file: 'types/copy.d.ts', text: copyDeclarations() },
  { file: '.vscode/settings.json', text: vscodeSettings(schemaFiles()) },
];

export async function prepareContent(
  env: Record<string, string | undefined>,
  basePath: string,
): Promise<{ problems: string[]; config?: CmsConfig; content?: unknown; dialogs?: Site['editing']['dialogs'] }> {
  const problems: string[] = [...uploadProblems(), ...scanContent(spellingProblems)];
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
    // The CMS's previews show the other entries as saved (scripts/prepare-content.mjs).
    content,
    // Sveltia's own questions before a publish, in Company details' words.
    dialogs: site.editing.dialogs,
    config: cmsConfig(collections, singletons, repository, { url: env.SITE_URL || site.defaultUrl, basePath }),
  };
}
