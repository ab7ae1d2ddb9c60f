/**
 * The CMS: Sveltia with the configuration generated from the content schemas, previews that are
 * the site's own pages and a notice of each build, on an origin of its own. Nothing loads from
 * another host but GitHub's API.
 */
import './manual-init';
import {
  init,
  registerEventListener,
  registerFieldType,
  registerPreviewStyle,
  registerPreviewTemplate,
} from '@sveltia/cms';
import type { CmsConfig } from '@/lib/content/cms-config';
import { site } from '@/lib/content/site';
import { showBuildStatus } from './build-status';
import { DateControl, DatePreview } from './fields/date';
import { registerPreviews } from './preview';
import { hideAssetsPage } from './no-assets-page';
import { noteScheduledEntries } from './scheduled-list';
import { guardUploads } from './upload-guard';

declare const __CMS_CONFIG__: CmsConfig;

/**
 * Inside another page's frame, that page could dress the CMS up and lead an editor's clicks
 * (publish, delete) where it wants. A header forbids framing on hosts that send one (the app's
 * _headers); GitHub Pages sends none, so the CMS itself refuses to start there.
 */
function framed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

if (framed()) {
  const { href } = window.location;
  const notice = Object.assign(document.createElement('p'), { textContent: `${site.editing.framed} ` });
  notice.setAttribute('role', 'alert');
  notice.append(
    Object.assign(document.createElement('a'), { href, textContent: href, target: '_top', rel: 'noopener' }),
  );
  document.body.append(notice);
} else {
  guardUploads();
  hideAssetsPage();
  noteScheduledEntries(__CMS_CONFIG__);
  registerFieldType('day-month-year', DateControl as never, DatePreview as never);
  // The site's stylesheet, copied beside the CMS's page: an absolute address, as previews are
  // drawn in a frame of their own.
  registerPreviewStyle(new URL('site.css', document.baseURI).href);
  registerPreviews(registerPreviewTemplate);
  void init({ config: __CMS_CONFIG__ as never });
  // A save opens or moves a draft, a publish moves the live branch: each starts a build to report.
  const refresh = showBuildStatus(__CMS_CONFIG__.backend);
  for (const name of ['postSave', 'postPublish', 'postUnpublish'] as const)
    registerEventListener({ name, handler: refresh });
}
