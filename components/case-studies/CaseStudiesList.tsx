import { ListPage } from '@/components/sections/ListPage';
import { services } from '@/lib/content';
import caseStudiesCopy from '@/content/copy/case-studies.yaml';
import { kind } from '@/lib/kinds/case-studies';
import { listOf } from '@/lib/pages/bound';
import CaseStudyBrowser from './CaseStudyBrowser';
import { CtaBanner } from '@/components/sections/CtaBanner';
import { FiguresProof } from '@/components/sections/ClosingProof';
import closing from '@/content/copy/closing.yaml';
import { paths } from '@/lib/paths';

const copy = caseStudiesCopy.list;
const list = listOf(kind);

/** Page n of the case studies (page 1 at /case-studies/). */
export function CaseStudiesList({ page }: { page: number }) {
  return (
    <ListPage
      list={list}
      page={page}
      closing={
        <CtaBanner
          title={closing.caseStudies.title}
          text={closing.caseStudies.text}
          action={{ label: closing.actions.contact, href: paths.contact }}
          proof={<FiguresProof />}
        />
      }
    >
      {({ items }, pager) => (
        <CaseStudyBrowser
          label={copy.filterLabel}
          allLabel={copy.all}
          noun={copy.noun}
          options={services.map((s) => ({ value: s.slug, label: s.title }))}
          linkLabel={caseStudiesCopy.cardLink}
          items={items}
          whole={list.whole}
          pager={pager}
        />
      )}
    </ListPage>
  );
}
