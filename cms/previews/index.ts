/** The preview templates, by the CMS collection they show (lib/content/collections.ts names them). */
import type { registerPreviewTemplate } from '@sveltia/cms';
import { ArticlePreview } from './article';
import { CaseStudyPreview } from './case-study';
import { JobPreview } from './job';
import { ProductPreview } from './product';

const templates = {
  jobs: JobPreview,
  blog: ArticlePreview,
  products: ProductPreview,
  'case-studies': CaseStudyPreview,
};

export function registerPreviews(register: typeof registerPreviewTemplate) {
  // Ours render with Sveltia's own createElement (cms/react.ts), typed loosely: not React's ComponentType.
  for (const [collection, template] of Object.entries(templates)) register(collection, template as never);
}
