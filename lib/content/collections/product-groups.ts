/** Product groups: the products' sections (the kind, each group's pages: lib/kinds/product-groups.ts). */
import { z } from 'zod';
import { paths } from '@/lib/paths';
import { icon, order, text } from '../schemas';
import { define, type Entry } from './define';
import type { Product } from './products';

export const productGroupSchema = z.strictObject({
  title: text('Title', 'Group name in menus.'),
  description: text('Description', 'One sentence under the group heading.', 40),
  icon,
  order,
});
export type ProductGroup = Entry<typeof productGroupSchema> & { products: Product[] };

export const productGroups = define({
  name: 'product-groups',
  page: paths.productGroup,
  label: 'Product groups',
  labelSingular: 'Product group',
  schema: productGroupSchema,
  summary: 'title',
});
