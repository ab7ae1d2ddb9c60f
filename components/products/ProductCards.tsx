import { CardHeading } from '@/components/ui/CardHeading';
import type { Product } from '@/lib/content/collections/products';
import { asset, paths } from '@/lib/paths';

/** Product cards; their titles are h3 under a group's heading, h2 on a page of their own. */
export function ProductGrid({ products, heading = 'h3' }: { products: readonly Product[]; heading?: 'h2' | 'h3' }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => {
        const image = product.images[0]!;
        return (
          <li key={product.slug} className="card card-link relative flex flex-col overflow-hidden p-0">
            <img
              src={asset(image.src)}
              alt=""
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full border-b border-slate-100 bg-white object-contain"
            />
            <div className="flex flex-1 flex-col p-5">
              <CardHeading as={heading} href={paths.product(product.slug)} className="text-lg font-semibold" stretched>
                {product.title}
              </CardHeading>
              <p className="mt-2 text-sm text-slate-600">{product.summary}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
