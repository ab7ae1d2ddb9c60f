import { z } from 'zod';
import { copy, metaDescription, paragraphs, template } from '../copy-rules';

/** content/copy/enterprise-hub.yaml: the Enterprise IT hub page. */
export const enterpriseHubSchema = z.strictObject({
  title: copy('Page title'),
  description: metaDescription(
    'Summary',
    'Under the heading, on the services page and in search results and link previews: 50 to 160 characters.',
  ),
  serviceType: copy('Service type', 'The kind of service search engines read in the page’s structured data.'),
  intro: paragraphs('Introduction'),
  groupsHeading: copy('Solution areas heading', 'Read out by screen readers.'),
  overviewLink: template('Link from the services page', ['title']),
});
