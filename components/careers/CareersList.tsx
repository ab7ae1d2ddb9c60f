import { ListPage } from '@/components/sections/ListPage';
import formsCopy from '@/content/copy/forms.yaml';
import { kind } from '@/lib/kinds/jobs';
import { listOf } from '@/lib/pages/bound';
import JobBrowser from './JobBrowser';
import { CvClosing } from './CvClosing';

const list = listOf(kind);

/** Page n of the job openings (page 1 at /careers/). */
export function CareersList({ page }: { page: number }) {
  return (
    <ListPage list={list} page={page} noScript={formsCopy.noScript.careers} withContact closing={<CvClosing />}>
      {({ items }, pager) => <JobBrowser items={items} whole={list.whole} pager={pager} />}
    </ListPage>
  );
}
