import { z } from 'zod';
import { copy, pluralForms, prose, section, template } from '../copy-rules';

/**
 * content/copy/quote-button.yaml: the quote list's header link (every page) and the product
 * page's add button, apart from quote.yaml so those pages' scripts carry only these words.
 */
export const quoteButtonSchema = z.strictObject({
  indicator: section('Header link to the quote list', {
    label: copy('Link text'),
    items: pluralForms('After the count, for screen readers (“Quote list 2 items”)'),
  }),
  add: section('Product page: add to the quote list', {
    quantity: copy('Quantity label'),
    add: copy('Add button'),
    added: template('After adding', ['quantity', 'product']),
    view: copy('Link to the quote list', 'After the added message.'),
    invalid: prose('When the quantity is wrong'),
    blocked: prose('When the browser blocks site storage'),
    loadFailed: prose('When the quote list cannot load'),
  }),
});
