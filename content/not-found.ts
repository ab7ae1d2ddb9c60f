/** Not-found copy per section of the site (the spec's exact strings). */
export const notFound = {
  product: {
    title: '404 - Product Not Found',
    text: "Sorry, we couldn't find the product you're looking for.",
    link: { label: 'Browse all products', href: '/products/' },
  },
  service: {
    title: '404 - Service Not Found',
    text: "Sorry, we couldn't find the service you're looking for.",
    link: { label: 'See Enterprise IT services', href: '/services/enterprise-it/' },
  },
  caseStudy: {
    title: 'Case study not found.',
    text: 'The case study may have moved or never existed. Our other client stories are one click away.',
    link: { label: 'Back to case studies', href: '/case-studies/' },
  },
  job: {
    title: 'Job opening not found.',
    text: 'This opening may have been filled or closed. Our current openings are one click away.',
    link: { label: 'See all openings', href: '/careers/' },
  },
  general: {
    title: 'Page not found',
    text: 'The page you asked for does not exist or has moved. These sections are a good place to continue:',
    link: { label: 'Go to the home page', href: '/' },
  },
} as const;

export type NotFoundKind = keyof typeof notFound;
