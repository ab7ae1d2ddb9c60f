import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import type { Product } from '@/lib/content/schemas';
import { IconList } from '@/components/ui/IconList';
import { Section } from '@/components/ui/Section';
import { buttonStyles } from '@/components/ui/button';
import productPagesCopy from '@/content/pages/product-pages.yaml';
import { paths } from '@/lib/paths';
import { Paragraphs } from '@/components/ui/Paragraphs';

const copy = productPagesCopy.detail;

/**
 * Overview, applications, certifications and the quote call to action of a product page;
 * `quoteAction` sits beside the "Request a Quote" link (adding the product to the quote list).
 */
export function ProductDetails({ product, quoteAction }: { product: Product; quoteAction?: ReactNode }) {
  return (
    <div className="container-page section grid gap-12 lg:grid-cols-[2fr_1fr]">
      <div>
        <Section title={copy.overviewHeading} titleClassName="text-2xl font-bold">
          <Paragraphs items={product.overview} className="mt-4 space-y-4" />
        </Section>
        <Section title={copy.usesHeading} titleClassName="text-2xl font-bold" className="mt-12">
          <IconList items={product.uses} icon="check" look="boxed" iconColor="text-quantum-700" />
        </Section>
      </div>
      <aside className="space-y-6">
        <Section title={copy.certificationsHeading} titleClassName="text-lg font-semibold" className="card">
          <IconList items={product.certifications} icon="award" look="compact" iconColor="text-brand-700" />
        </Section>
        {/* A fixed id: the end-to-end tests find this card by it (e2e/quote.spec.ts, no-js.spec.ts). */}
        <section aria-labelledby="quote-heading" className="card bg-brand-950 text-slate-200">
          <h2 id="quote-heading" className="text-lg font-semibold text-white">
            {copy.quote}
          </h2>
          <p className="mt-2 text-sm">{copy.quoteText}</p>
          <SiteLink href={paths.contact} className={buttonStyles({ variant: 'accent', className: 'mt-5' })}>
            {copy.quote}
          </SiteLink>
          {quoteAction}
        </section>
      </aside>
    </div>
  );
}
