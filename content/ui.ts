/**
 * Interface wording shared by many templates: controls, counts and states that belong to no
 * single entity. Page-specific copy stays with its page (content/*-pages.ts).
 */
export const ui = {
  skipLink: 'Skip to content',
  optional: '(optional)',
  copyright: { sign: '©', rights: 'All rights reserved.' },
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  contact: { email: 'Email', phone: 'Phone', office: 'Office' },
  menuToggle: 'Menu',
  notifications: { region: 'Notifications (F8)', close: 'Close notification' },
  results: (shown: number | string, total: number, noun: string) => `Showing ${shown} of ${total} ${noun}`,
  rating: (stars: number, of: number) => `Rated ${stars} out of ${of} stars`,
  step: (n: number) => `Step ${n}: `,
  carousel: {
    previous: 'Previous image',
    next: 'Next image',
    show: (n: number) => `Show image ${n}`,
    position: (n: number, of: number) => `Image ${n} of ${of}`,
  },
  notFoundEyebrow: 'Error 404',
  /** When a part of the page that loads on demand cannot be downloaded. */
  loadFailed: {
    title: 'This could not open',
    text: 'Part of the page failed to download: the connection may have dropped, or the site was updated since this page was opened. Close this and try again, or reload the page. You can also reach us directly:',
    email: 'Email',
    phone: 'Phone',
    reload: 'Reload page',
    close: 'Close',
  },
  error: {
    title: 'Something went wrong',
    text: 'This part of the page could not be shown. Please try again; if it keeps happening, write to us.',
    startup: 'The site could not start. Please reload the page.',
    retry: 'Try again',
  },
} as const;
