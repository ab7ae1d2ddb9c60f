import { ListPage } from '@/components/sections/ListPage';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { Pager } from '@/components/ui/Pager';
import { services } from '@/lib/content';
import { caseStudiesCopy } from '@/lib/copy/case-studies';
import { formsCopy } from '@/lib/copy/forms';
import { caseStudiesList as list } from '@/lib/pages/lists';
import CaseStudyBrowser from './CaseStudyBrowser';

const copy = caseStudiesCopy.list;

/** Page n of the case studies (page 1 at /case-studies/). */
export function CaseStudiesList({ page }: { page: number }) {
  const { items, pageCount } = list.slice(page);
  return (
    <ListPage
      base={list.base}
      crumbs={list.crumbs(page)}
      eyebrow={copy.title}
      heading={copy.heading}
      intro={copy.intro}
      label={copy.sectionLabel}
      notice={
        <NoScriptNotice
          text={pageCount > 1 ? formsCopy.noScript.filtersPaged : formsCopy.noScript.filters}
          withContact={false}
        />
      }
    >
      <CaseStudyBrowser
        label={copy.filterLabel}
        allLabel={copy.all}
        noun={copy.noun}
        options={services.map((s) => ({ value: s.slug, label: s.title }))}
        linkLabel={caseStudiesCopy.cardLink}
        items={items}
        whole={list.whole}
        pager={<Pager base={list.base} page={page} pageCount={pageCount} />}
      />
    </ListPage>
  );
}
