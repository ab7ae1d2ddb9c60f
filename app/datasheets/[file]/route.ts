import { products } from '@/lib/content';
import { productDatasheet } from '@/lib/products/datasheet-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return products.map((product) => ({ file: `${product.slug}.pdf` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const pdf = await productDatasheet((await params).file.replace(/\.pdf$/, ''));
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
}
