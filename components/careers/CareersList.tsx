import { ListPage } from '@/components/sections/ListPage';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { Pager } from '@/components/ui/Pager';
import { careersCopy as copy } from '@/lib/copy/careers';
import { formsCopy } from '@/lib/copy/forms';
import { careersList as list } from '@/lib/pages/lists';
import JobBrowser from './JobBrowser';

/** Page n of the job openings (page 1 at /careers/). */
export function CareersList({ page }: { page: number }) {
  const { items, pageCount } = list.slice(page);
  return (
    <ListPage
      base={list.base}
      crumbs={list.crumbs(page)}
      eyebrow={copy.title}
      heading={copy.heading}
      intro={copy.intro}
      label={copy.listLabel}
      notice={<NoScriptNotice text={formsCopy.noScript.careers} />}
    >
      <JobBrowser
        items={items}
        whole={list.whole}
        pager={<Pager base={list.base} page={page} pageCount={pageCount} />}
      />
    </ListPage>
  );
}
