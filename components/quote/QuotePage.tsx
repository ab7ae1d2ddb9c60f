import type { PageDescriptor } from '@/lib/kinds/descriptor';
import QuoteRequest from '@/components/quote/QuoteRequest';
import { PageHeader } from '@/components/sections/PageHeader';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import copy from '@/content/copy/quote.yaml';
import { paths } from '@/lib/paths';
import { pageStartData } from '@/lib/page-start/protocol';
import { promised, site } from '@/lib/content/site';

export function QuotePage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <PageHeader page={page} eyebrow={copy.title} title={copy.heading} intro={promised(copy.intro)} />
      {/* The list lives in this browser's storage: the page starts its script after the first frame rather than waiting for a first interaction. */}
      <div className="container-page pb-16 sm:pb-24" {...pageStartData({ startAtOnce: true })}>
        <NoScriptNotice
          text={copy.noScript}
          withContact={false}
          link={{ href: paths.contact, label: copy.noScriptLink }}
        />
        <QuoteRequest replyTime={site.promises.quoteReply} />
      </div>
    </>
  );
}
