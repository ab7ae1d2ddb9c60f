/**
 * The preview templates, by the CMS collection they show (lib/content/collections.ts names them)
 * or, for a singleton, by its name (lib/content/singletons.ts): Sveltia looks a template up by
 * the entry's file name before its collection's.
 */
import type { registerPreviewTemplate } from '@sveltia/cms';
import { PostPreview } from './post';
import { CaseStudyPreview } from './case-study';
import { HomePreview } from './home';
import { JobPreview } from './job';
import { ProductPreview } from './product';

const templates = {
  jobs: JobPreview,
  blog: PostPreview,
  products: ProductPreview,
  'case-studies': CaseStudyPreview,
  home: HomePreview,
};

export function registerPreviews(register: typeof registerPreviewTemplate) {
  // Ours render with Sveltia's own createElement (cms/react.ts), typed loosely: not React's ComponentType.
  for (const [name, template] of Object.entries(templates)) register(name, template as never);
}
