/** Products: each on a page of its own within its product group (the kind: lib/kinds/products.ts). */
import { z } from 'zod';
import type { ImageSize } from '@/lib/pictures/image-size';
import { paths } from '@/lib/paths';
import { gradient, heading, imageSchema, order, sentence, text } from '../schemas';
import { define, type Entry } from './define';

const specRow = z.strictObject({
  group: text('Group', 'Optional heading the row sits under, e.g. "Radio".').optional(),
  name: text('Name', 'The row header, e.g. "Frequency band".'),
  value: z.coerce
    .string()
    .trim()
    .min(1)
    .meta({ title: 'Value', description: 'The figure or standard, e.g. "n78 (3.3–3.8 GHz)".' }),
  unit: text('Unit', 'Only when the value is a bare number, e.g. "W".').optional(),
});
export type SpecRow = z.infer<typeof specRow>;

export const productSchema = z.strictObject({
  group: z
    .string()
    .min(1)
    .meta({ title: 'Group', description: 'The product group it is listed under.', references: 'product-groups' }),
  kind: text(
    'Kind',
    'Plural, written as it reads mid-sentence: "IP cameras", "rack servers" ("Compare rack servers side by side"; headings capitalise it: "Compare Rack Servers"). Products of the group with the same kind are compared side by side; leave empty for a product like no other.',
  ).optional(),
  order,
  title: heading('Title', 'Product name.', 60),
  summary: sentence('Summary', 'Meta description and card text.'),
  overview: z.array(text('Paragraph', 'One paragraph.')).min(1).meta({ title: 'Overview' }),
  uses: z.array(text('Application', 'One use.')).min(4).meta({ title: 'Applications' }),
  certifications: z.array(text('Certification', 'One standard or approval.')).min(1).meta({ title: 'Certifications' }),
  images: z
    .array(
      z.strictObject({
        src: imageSchema.shape.src,
        caption: text('Caption', 'Also the alt text.', 10),
      }),
    )
    .min(1)
    .max(3, 'must have at most three images (the carousel shows three)')
    .meta({ title: 'Images' }),
  gradient,
  specs: z
    .array(specRow)
    .min(6)
    .max(12, 'must list at most twelve specification rows')
    .meta({ title: 'Specifications' }),
});
/** Its images as templates get them: with the width and height of their files (lib/content/pictures.ts). */
export type Product = Omit<Entry<typeof productSchema>, 'images'> & {
  images: (z.output<typeof productSchema>['images'][number] & ImageSize)[];
};
export type ProductImage = Product['images'][number];

export const products = define({
  name: 'products',
  page: paths.product,
  label: 'Products',
  labelSingular: 'Product',
  schema: productSchema,
  summary: 'title',
  details: ['group'],
  icon: 'inventory_2',
  search: { group: 'products', label: 'Products', order: 30 },
});

/** The address segment of a kind of product: "IP cameras" → "ip-cameras". */
export function kindSlug(kind: string): string {
  return kind
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
