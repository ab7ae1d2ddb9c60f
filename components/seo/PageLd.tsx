import type { PageDescriptor } from '@/lib/pages/kind';
import { breadcrumbLd } from '@/lib/structured-data';
import { JsonLd } from './JsonLd';

/**
 * A page's structured data, all from its descriptor: what the descriptor says the page is, and
 * its breadcrumb trail below the home page. The one place pages put JSON-LD.
 */
export function PageLd({ page }: { page: PageDescriptor }) {
  return <JsonLd data={page.crumbs.length > 1 ? [...page.jsonLd, breadcrumbLd(page.crumbs)] : page.jsonLd} />;
}
