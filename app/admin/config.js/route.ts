import { collections, siteFile } from '@/lib/content/collections';
import { cmsEnvironment, decapConfig } from '@/lib/content/cms-config';

export const dynamic = 'force-static';

/**
 * /admin/config.js: public/admin/index.html loads it before Decap CMS. Decap then waits for
 * CMS.init instead of fetching a config.yml, and gets the configuration generated from the
 * content schemas.
 */
export function GET() {
  const config = JSON.stringify(decapConfig(collections, siteFile, cmsEnvironment(process.env)));
  const script = `window.CMS_MANUAL_INIT = true;\nwindow.addEventListener('DOMContentLoaded', function () { window.CMS.init({ config: ${config} }); });\n`;
  return new Response(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
