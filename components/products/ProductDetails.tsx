import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import type { Product } from '@/lib/content/schemas';
import { Icon } from '@/components/ui/Icon';
import { buttonClass } from '@/components/ui/button';
import { productPages } from '@/content/product-pages';
import { paths } from '@/lib/paths';

const copy = productPages.detail;

/**
 * Overview, applications, certifications and the quote call to action of a product page;
 * `quoteAction` sits beside the "Request a Quote" link (adding the product to the quote list).
 */
export function ProductDetails({ product, quoteAction }: { product: Product; quoteAction?: ReactNode }) {
  return (
    <div className="container-page section grid gap-12 lg:grid-cols-[2fr_1fr]">
      <div>
        <section aria-labelledby="overview-heading">
          <h2 id="overview-heading" className="text-2xl font-bold">
            {copy.overviewHeading}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed">
            {product.overview.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </section>
        <section aria-labelledby="uses-heading" className="mt-12">
          <h2 id="uses-heading" className="text-2xl font-bold">
            {copy.usesHeading}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {product.uses.map((use) => (
              <li key={use} className="flex gap-3 rounded-xl border border-slate-200 p-4">
                <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-quantum-700" />
                <span>{use}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="space-y-6">
        <section aria-labelledby="certs-heading" className="card">
          <h2 id="certs-heading" className="text-lg font-semibold">
            {copy.certificationsHeading}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {product.certifications.map((cert) => (
              <li key={cert} className="flex gap-2 text-sm">
                <Icon name="award" className="h-5 w-5 shrink-0 text-brand-700" />
                <span>{cert}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="quote-heading" className="card bg-brand-950 text-slate-200">
          <h2 id="quote-heading" className="text-lg font-semibold text-white">
            {copy.quote}
          </h2>
          <p className="mt-2 text-sm">{copy.quoteText}</p>
          <SiteLink href={paths.contact} className={buttonClass('accent', 'md', 'mt-5')}>
            {copy.quote}
          </SiteLink>
          {quoteAction}
        </section>
      </aside>
    </div>
  );
}
