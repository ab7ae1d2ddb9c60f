import { z } from 'zod';
import { copy, fixed, pageOpening, promising, prose, section, template } from '../copy-rules';

/** content/copy/product-pages.yaml: the product index, group pages, product pages, comparison tables and datasheets. */
export const productPagesSchema = z.strictObject({
  index: section('Product index (/products/)', {
    ...pageOpening(),
    groupsLabel: copy('Group links label', 'Read out by screen readers.'),
    compareLink: template(
      'Link to a comparison',
      ['kind'],
      'One for each kind of product of a group that has two products or more; also on the group’s own page.',
    ),
    groupLink: template('Link to a group’s own page', ['group'], 'Under the group’s first products.'),
  }),
  group: section('Product group page', {
    description: template(
      'Search engine description',
      ['group', 'count'],
      '{count} is the number of products. The introduction is the group’s own description.',
    ),
  }).describe('One page per group listing all its products.'),
  detail: section('Product page', {
    kind: copy('Kind of page', 'In link previews.'),
    overviewHeading: copy('Overview heading'),
    usesHeading: copy('Applications heading'),
    certificationsHeading: copy('Certifications heading'),
    quote: fixed('Request a Quote', 'Button under the title and in the quote box'),
    quoteText: promising('Quote box text'),
    moreHeading: template('Heading above other products of the group', ['group']),
    carouselLabel: template('Image carousel label', ['product'], 'Read out by screen readers.'),
    specsHeading: copy('Specifications heading'),
    specsCaption: template('Specification table caption', ['product']),
    specName: copy('Specification column'),
    specValue: copy('Value column'),
    datasheet: template('Datasheet link', ['kb'], '{kb} is the file’s size in kilobytes.'),
    compareLink: template(
      'Link to the comparison of the product’s kind',
      ['kind'],
      'Only when another product shares its kind.',
    ),
  }),
  compare: section('Comparison page', {
    kind: copy('Kind of page', 'Above the heading, in breadcrumbs and link previews.'),
    title: template('Browser tab title', ['kind'], '{kind} is the products’ kind, as in their files.'),
    heading: template('Heading', ['kind']),
    description: template('Search engine description', ['kind', 'count'], '{count} is the number of products.'),
    intro: prose('Introduction'),
    caption: template('Table caption', ['kind'], 'Read out by screen readers.'),
    specColumn: copy('Specification column'),
    missing: copy('Where a product lists no value', 'Read out by screen readers.'),
    scrollHint: prose('Hint above the table'),
    view: copy('Label of the choice of rows', 'Before "All specifications" and "Differences only".'),
    allRows: copy('Choice: every row'),
    differencesOnly: copy('Choice: only the rows whose values differ'),
  }),
  datasheet: section('Datasheet (PDF)', {
    kind: copy('Kind of document', 'Under the title and in the PDF’s title.'),
    overview: copy('Overview heading'),
    uses: copy('Applications heading'),
    certifications: copy('Certifications heading'),
    specs: copy('Specifications heading'),
    contact: copy('Contact heading'),
    pageUrl: copy('Before the product page’s address'),
    page: template('Page number', ['page', 'pages']),
  }),
});
export type ProductPagesCopy = z.output<typeof productPagesSchema>;
