/**
 * @jest-environment node
 *
 * A product page promises one quote reply time: its side card and its closing band both state
 * Company details' quote reply (they said two business days and one).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { productGroups, products } from '@/lib/content';
import { describeProduct } from '@/lib/kinds/products';
import { site } from '@/lib/content/site';
import { ProductPage } from './ProductPage';

it('states the same quote reply time in its side card and its closing band, and no other', async () => {
  const product = products[0]!;
  const html = renderToStaticMarkup(await ProductPage({ product, page: describeProduct(product, productGroups) }));
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const times = [...text.matchAll(/within ([a-z0-9 ]+? (?:business |working )?days?)/gi)].map((m) => m[1]);
  expect(times).toEqual([site.promises.quoteReply, site.promises.quoteReply]);
  expect(text).not.toMatch(/\{\w+\}/);
});
