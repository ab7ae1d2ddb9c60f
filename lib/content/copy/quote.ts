import { z } from 'zod';
import { copy, promising, prose, proseWith, section, template } from '../copy-rules';

const notice = (title: string) => z.strictObject({ title: copy('Title'), description: prose('Text') }).meta({ title });

/**
 * content/copy/quote.yaml: the quote list page, /quote/. The header link and the product
 * page's button have their own file (quote-button.yaml), so those pages carry only their words.
 */
export const quoteSchema = z.strictObject({
  title: copy('Page name', 'Above the heading, in the browser tab and in link previews.'),
  heading: copy('Heading'),
  description: prose('Search engine description', 'Shown in search results and link previews.'),
  intro: promising('Introduction'),
  noScript: prose(
    'Without JavaScript',
    'Shown when the browser runs no JavaScript, before a link to the contact form.',
  ),
  noScriptLink: copy('Link to the contact form'),
  listHeading: copy('Product list heading'),
  quantity: copy('Quantity label'),
  note: copy('Notes label'),
  notePlaceholder: copy('Notes placeholder'),
  remove: copy('Remove button'),
  removed: template('After removing a product', ['product'], 'Read out by screen readers.'),
  quantityInvalid: prose('Under a wrong quantity'),
  empty: prose('When the list is empty', 'Followed by the link to all products.'),
  emptyLink: copy('Link to all products'),
  blocked: prose('When the browser blocks site storage'),
  formHeading: copy('Form heading'),
  fields: section('Field labels', {
    name: copy('Name'),
    company: copy('Company'),
    email: copy('E-mail'),
    phone: copy('Phone'),
    city: copy('Delivery city'),
    neededBy: copy('Needed by'),
  }).describe('Also name the missing fields in the notice.'),
  submit: copy('Send button'),
  sending: copy('Send button while sending'),
  missingTitle: copy('Title of the notice when fields are missing'),
  quantityNotice: notice('Notice when a quantity is wrong'),
  emptyNotice: notice('Notice when sending an empty list'),
  success: z
    .strictObject({ title: copy('Title'), description: proseWith('Text', ['quoteReply']) })
    .meta({ title: 'Notice after sending' }),
});
