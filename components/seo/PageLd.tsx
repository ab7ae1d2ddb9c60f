import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { breadcrumbLd } from '@/lib/seo/structured-data';

/**
 * A page's structured data, all from its descriptor: what the descriptor says the page is, and
 * its breadcrumb trail below the home page. The one place pages put JSON-LD: each item in its own
 * script, as Google's examples do, with '<' escaped so no string can close the script.
 */
export function PageLd({ page }: { page: PageDescriptor }) {
  const items = page.crumbs.length > 1 ? [...page.jsonLd, breadcrumbLd(page.crumbs)] : page.jsonLd;
  return items.map((item, i) => (
    <script
      key={i}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, '\\u003c') }}
    />
  ));
}
