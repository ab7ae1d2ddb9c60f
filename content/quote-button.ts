/**
 * Copy of the quote list's controls on every page (the header link) and product pages (the add
 * button), apart from content/quote-page.ts so those pages' scripts carry only these words.
 */
export const quoteIndicator = {
  label: 'Quote list',
  /** After the count, for screen readers ("Quote list 2 items"). */
  items: (n: number) => (n === 1 ? ' item' : ' items'),
} as const;

export const addToQuote = {
  quantity: 'Quantity',
  add: 'Add to quote list',
  added: (quantity: number, product: string) =>
    `Added ${quantity.toLocaleString('en-IN')} × ${product} to your quote list.`,
  view: 'View quote list',
  invalid: 'Enter a quantity of 1 or more, in whole units.',
  blocked: 'Your browser blocks site storage, so the list is not saved: open it with “View quote list” to send it.',
  loadFailed: 'The quote list could not load; the connection may have dropped. Please try again.',
} as const;
