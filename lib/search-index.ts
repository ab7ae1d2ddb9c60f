/** The site search index: the search document of every page kind's descriptor; build time only. */
import { caseStudyPagesKind } from './pages/case-study';
import { enterpriseServicePages } from './pages/enterprise-service';
import { jobPages } from './pages/job';
import type { PageDescriptor } from './pages/kind';
import { postPages } from './pages/post';
import { productPagesKind } from './pages/product';
import { servicePages } from './pages/service';
import type { SearchDoc } from './search';

const searchable = <E extends { slug: string }>(kind: {
  entries: readonly E[];
  describe: (entry: E) => PageDescriptor;
}) => kind.entries.map(kind.describe).flatMap((page) => (page.search ? [page.search] : []));

export function buildSearchIndex(): SearchDoc[] {
  return [
    ...searchable(servicePages),
    ...searchable(enterpriseServicePages),
    ...searchable(productPagesKind),
    ...searchable(caseStudyPagesKind),
    ...searchable(postPages),
    ...searchable(jobPages),
  ];
}
