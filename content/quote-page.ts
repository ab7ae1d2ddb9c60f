/** Copy of the quote list page, /quote/ (the header link and the product page's button: content/quote-button.ts). */
export const quotePage = {
  title: 'Quote List',
  heading: 'Your quote list',
  description:
    'Products you are pricing, with quantities and notes, sent to our sales team as one quote request with your delivery city and date.',
  intro:
    'One request for everything you are pricing: check the products and quantities, add notes, and tell us where and when you need them. Our team replies with prices and lead times within two business days.',
  noScript:
    'The quote list needs JavaScript, which is turned off in your browser. Send us the products and quantities through our contact form instead:',
  noScriptLink: 'Contact form',
  listHeading: 'Products',
  quantity: 'Quantity',
  note: 'Notes',
  notePlaceholder: 'Variant, colour, length, certification…',
  remove: 'Remove',
  removed: (product: string) => `${product} removed from the quote list.`,
  quantityInvalid: 'Enter a quantity of 1 or more, in whole units.',
  empty: 'Your quote list is empty. Open a product and choose “Add to quote list”, or browse',
  emptyLink: 'all products',
  blocked:
    'Your browser blocks site storage, so this list is kept only while this page stays open. Send it before you leave.',
  formHeading: 'Your details',
  fields: {
    name: 'Name',
    company: 'Company Name',
    email: 'Work Email',
    phone: 'Phone Number',
    city: 'Delivery city',
    neededBy: 'Needed by',
  },
  submit: 'Send quote request',
  sending: 'Sending...',
  missingTitle: 'Uh oh! Something is missing.',
  quantityNotice: {
    title: 'Please check the quantities',
    description: 'Each product needs a quantity of 1 or more, in whole units.',
  },
  emptyNotice: {
    title: 'Your quote list is empty',
    description: 'Add at least one product before sending a quote request.',
  },
  success: {
    title: 'Quote request sent!',
    description: 'Thank you. Our team will reply with prices and lead times within two business days.',
  },
} as const;
