import { z } from 'zod';
import { copy, fixed, prose, section, template } from '../copy-rules';

/** One message of the 404 page; its button leads to a page the code chooses (lib/browser/not-found.ts). */
const message = <T extends z.ZodType, X extends z.ZodType>(title: string, heading: T, text: X) =>
  section(title, { title: heading, text, link: copy('Button', 'Leads to the nearest list of what was not found.') });

/**
 * content/copy/not-found.yaml: the 404 page's messages. A static host serves one 404 page for
 * every unknown address; it shows the message for the part of the site the address is in.
 */
export const notFoundSchema = z.strictObject({
  product: message(
    'Unknown product',
    fixed('404 - Product Not Found', 'Heading'),
    fixed("Sorry, we couldn't find the product you're looking for.", 'Text'),
  ),
  service: message(
    'Unknown service',
    fixed('404 - Service Not Found', 'Heading'),
    fixed("Sorry, we couldn't find the service you're looking for.", 'Text'),
  ),
  caseStudy: message('Unknown case study', fixed('Case study not found.', 'Heading'), prose('Text')),
  job: message('Unknown job opening', copy('Heading'), prose('Text')),
  general: section('Any other unknown page', {
    title: copy('Heading', 'Also the page’s title in the browser tab.'),
    text: prose('Text', 'Followed by links to the main sections.'),
    link: copy('Button', 'Leads to the home page.'),
    description: template('Search engine description', ['company']),
  }),
});
export type NotFoundCopy = z.output<typeof notFoundSchema>;
