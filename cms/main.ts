/**
 * /admin/: Sveltia CMS from npm, bundled by scripts/prepare-content.mjs with the configuration
 * generated from the content schemas (lib/content/cms-config.ts), our day-month-year date field
 * and previews in the site's own look. Nothing loads from another host.
 */
import './manual-init';
import { init, registerFieldType, registerPreviewStyle, registerPreviewTemplate } from '@sveltia/cms';
import type { CmsConfig } from '@/lib/content/cms-config';
import { DateControl, DatePreview } from './fields/date';
import { registerPreviews } from './previews';

declare const __CMS_CONFIG__: CmsConfig;
declare const __PREVIEW_STYLE__: string;

registerFieldType('day-month-year', DateControl as never, DatePreview as never);
registerPreviewStyle(__PREVIEW_STYLE__);
registerPreviews(registerPreviewTemplate);
void init({ config: __CMS_CONFIG__ as never });
