/** Copy of the product index and product detail templates. */
export const productPages = {
  index: {
    title: 'Products',
    heading: 'IT and telecom hardware, specified and supported',
    intro:
      'Cables, 5G radio units, servers and switches, Wi-Fi, cameras, IoT devices and personal computing, sourced to Indian and export certifications and backed by our field engineers.',
    description:
      'Quantivo product catalogue: cables, 5G radio units, servers, switches, Wi-Fi access points, cameras, IoT and EV devices, laptops and tablets.',
    groupsLabel: 'Product groups',
  },
  detail: {
    kind: 'Product',
    overviewHeading: 'Overview',
    usesHeading: 'Applications',
    certificationsHeading: 'Certifications & standards',
    quote: 'Request a Quote',
    quoteText: 'Tell us quantities, delivery location and timelines; our team replies with pricing and lead times within two business days.',
    moreHeading: 'More in',
    carouselLabel: 'Product images',
  },
} as const;
