// Written by `npm run kinds` from lib/kinds/*.ts: change a kind there, not here.
/** Each kind’s template by its collection’s name, for the CMS’s preview of an entry (cms/pages.tsx). */
import { LeaderPage } from '@/components/about/LeaderPage';
import { BlogList } from '@/components/blog/BlogList';
import { PostPage } from '@/components/blog/PostPage';
import { CareersList } from '@/components/careers/CareersList';
import { JobPage } from '@/components/careers/JobPage';
import { CaseStudiesList } from '@/components/case-studies/CaseStudiesList';
import { CaseStudyPage } from '@/components/case-studies/CaseStudyPage';
import { ProductGroupPage } from '@/components/products/ProductGroupPage';
import { ProductPage } from '@/components/products/ProductPage';
import { EnterpriseServicePage } from '@/components/services/EnterpriseServicePage';
import { ServicePage } from '@/components/services/ServicePage';
import { kind as jobs } from '@/lib/kinds/jobs';
import { kind as caseStudies } from '@/lib/kinds/case-studies';
import { kind as posts } from '@/lib/kinds/posts';
import { kind as products } from '@/lib/kinds/products';
import { kind as productGroups } from '@/lib/kinds/product-groups';
import { kind as services } from '@/lib/kinds/services';
import { kind as enterpriseServices } from '@/lib/kinds/enterprise-services';
import { kind as leaders } from '@/lib/kinds/leaders';
import { template } from './templates';

export const kindTemplates = [
  template(
    jobs,
    (entry, page) => <JobPage job={entry} page={page} />,
    (n) => <CareersList page={n} />,
  ),
  template(
    caseStudies,
    (entry, page) => <CaseStudyPage study={entry} page={page} />,
    (n) => <CaseStudiesList page={n} />,
  ),
  template(
    posts,
    (entry, page) => <PostPage post={entry} page={page} />,
    (n) => <BlogList page={n} />,
  ),
  template(products, (entry, page) => <ProductPage product={entry} page={page} />),
  template(productGroups, (entry, page) => <ProductGroupPage entry={entry} page={page} />),
  template(services, (entry, page) => <ServicePage service={entry} page={page} />),
  template(enterpriseServices, (entry, page) => <EnterpriseServicePage service={entry} page={page} />),
  template(leaders, (entry, page) => <LeaderPage leader={entry} page={page} />),
];
