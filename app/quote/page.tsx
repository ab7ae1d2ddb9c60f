import QuoteRequest from '@/components/quote/QuoteRequest';
import { PageHeader } from '@/components/sections/PageHeader';
import { NoScriptNotice } from '@/components/ui/NoScriptNotice';
import { quoteCopy as copy } from '@/lib/copy/quote';
import { productGroups } from '@/lib/content';
import { absoluteUrl, paths } from '@/lib/paths';
import { pageMetadata, siteUrl } from '@/lib/seo';

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: paths.quote });

const catalogue = productGroups.flatMap((group) =>
  group.products.map((product) => ({
    slug: product.slug,
    title: product.title,
    group: group.title,
    url: absoluteUrl(paths.product(product.slug), siteUrl),
  })),
);

export default function QuotePage() {
  return (
    <>
      <PageHeader eyebrow={copy.title} path={paths.quote} title={copy.heading} intro={copy.intro} />
      {/* The list lives in this browser's storage: the page starts its script after the first frame rather than waiting for a first interaction. */}
      <div className="container-page pb-16 sm:pb-24" data-start-at-once>
        <NoScriptNotice
          text={copy.noScript}
          withContact={false}
          link={{ href: paths.contact, label: copy.noScriptLink }}
        />
        <QuoteRequest catalogue={catalogue} />
      </div>
    </>
  );
}
