import QuoteRequest from '@/components/quote/QuoteRequest';
import { PageHeader } from '@/components/sections/PageHeader';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { quoteCopy as copy } from '@/lib/copy/quote';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';
import { loaderData } from '@/lib/page-start/protocol';

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: paths.quote });

export default function QuotePage() {
  return (
    <>
      <PageHeader eyebrow={copy.title} path={paths.quote} title={copy.heading} intro={copy.intro} />
      {/* The list lives in this browser's storage: the page starts its script after the first frame rather than waiting for a first interaction. */}
      <div className="container-page pb-16 sm:pb-24" {...loaderData({ startAtOnce: true })}>
        <NoScriptNotice
          text={copy.noScript}
          withContact={false}
          link={{ href: paths.contact, label: copy.noScriptLink }}
        />
        <QuoteRequest />
      </div>
    </>
  );
}
