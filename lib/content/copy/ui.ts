import { z } from 'zod';
import { copy, prose, section, template } from '../copy-rules';

/**
 * content/copy/ui.yaml: interface wording shared by many pages (controls, counts and states
 * that belong to no single page). Page-specific copy stays with its page.
 */
export const uiSchema = z.strictObject({
  skipLink: copy('Skip link', 'The first link of every page, shown to keyboard users: it jumps to the main content.'),
  optional: copy('Optional field marker', 'After the label of a field that may be left empty.'),
  choose: copy('A list’s empty choice', 'The first line of a drop-down list in a form, before anything is chosen.'),
  copyright: section('Footer copyright line', { sign: copy('Sign'), rights: copy('Rights') }).describe(
    'Reads: sign, current year, company name, rights.',
  ),
  breadcrumb: section('Breadcrumbs', {
    label: copy('Name of the breadcrumb trail', 'Read out by screen readers.'),
    home: copy('First link', 'Leads to the home page.'),
  }),
  contact: section('Contact details labels', {
    email: copy('E-mail'),
    phone: copy('Phone'),
    office: copy('Office address'),
  }),
  menuToggle: copy('Mobile menu button'),
  notifications: section('Notifications', {
    region: copy('Name of the notification area', 'Read out by screen readers; F8 moves focus there.'),
    close: copy('Close button label'),
  }),
  results: template('Result count of a filtered list', ['shown', 'total', 'noun'], 'e.g. "Showing 3 of 6 openings".'),
  resultsLoading: template(
    'While a long list loads to be searched',
    ['noun'],
    'A list longer than one page loads all its entries once a filter is set; e.g. "Searching all openings…".',
  ),
  resultsFailed: template(
    'When a long list could not be loaded',
    ['noun'],
    'The page’s own entries stay listed, unfiltered.',
  ),
  rating: template('Star rating', ['stars', 'of'], 'Read out for a testimonial’s stars.'),
  step: template('Process step number', ['n'], 'Read out before each step’s title.'),
  carousel: section('Product image carousel', {
    previous: copy('Previous button label'),
    next: copy('Next button label'),
    show: template('Dot button label', ['n'], 'The image’s number.'),
    position: template('Position', ['n', 'of'], 'The image’s number and how many there are.'),
  }),
  pager: section('Page links of long lists', {
    label: copy('Name of the page links', 'Read out by screen readers, e.g. "Pages".'),
    previous: copy('Link to the previous page'),
    next: copy('Link to the next page'),
    page: template('A page link as read out', ['n'], 'e.g. "Page 2".'),
    title: template(
      'Page number after a page title',
      ['n'],
      'In the browser tab and search results of page 2 onwards.',
    ),
  }).describe('Under a list too long for one page (openings, articles, case studies, a product group).'),
  notFoundEyebrow: copy('Not-found page label', 'Above the page’s heading.'),
  loadFailed: section('When part of a page cannot download', {
    title: copy('Title'),
    text: prose('Text', 'Followed by the e-mail address and phone number.'),
    email: copy('E-mail label'),
    phone: copy('Phone label'),
    reload: copy('Reload button'),
    close: copy('Close button'),
  }).describe('A dialog shown when a part that loads on demand (search, a form) fails to download.'),
  error: section('Error page', {
    title: copy('Title'),
    text: prose('Text', 'When part of a page fails.'),
    startup: prose('Text when the whole site fails to start'),
    retry: copy('Try again button'),
  }),
});
