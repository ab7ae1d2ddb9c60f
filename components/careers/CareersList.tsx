import { ListPage } from '@/components/sections/ListPage';
import { careersCopy as copy } from '@/lib/copy/careers';
import { formsCopy } from '@/lib/copy/forms';
import { careersList as list } from '@/lib/pages/lists';
import JobBrowser from './JobBrowser';

/** Page n of the job openings (page 1 at /careers/). */
export function CareersList({ page }: { page: number }) {
  return (
    <ListPage
      list={list}
      page={page}
      copy={{ eyebrow: copy.title, heading: copy.heading, intro: copy.intro, label: copy.listLabel }}
      noScript={formsCopy.noScript.careers}
      withContact
    >
      {({ items }, pager) => <JobBrowser items={items} whole={list.whole} pager={pager} />}
    </ListPage>
  );
}
