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
    compareLink: (group: string) => `Compare ${group} side by side`,
  },
  detail: {
    kind: 'Product',
    overviewHeading: 'Overview',
    usesHeading: 'Applications',
    certificationsHeading: 'Certifications & standards',
    quote: 'Request a Quote',
    quoteText:
      'Tell us quantities, delivery location and timelines; our team replies with pricing and lead times within two business days.',
    moreHeading: 'More in',
    carouselLabel: 'Product images',
    specsHeading: 'Specifications',
    specsCaption: (product: string) => `Specifications of the ${product}`,
    specName: 'Specification',
    specValue: 'Value',
    datasheet: (kb: number) => `Download datasheet (PDF, ${kb} KB)`,
    compareLink: (group: string) => `Compare all ${group} side by side`,
  },
  compare: {
    kind: 'Comparison',
    title: (group: string) => `Compare ${group}`,
    heading: (group: string) => `Compare ${group}`,
    description: (group: string, count: number) =>
      `Specifications of all ${count} ${group} products side by side: figures, interfaces, power and standards in one table.`,
    intro:
      'Every product of the group in one table, one column each. Tap a name for its page, datasheet and quote list.',
    caption: (group: string) => `${group}: specifications side by side`,
    specColumn: 'Specification',
    missing: 'Not listed',
    scrollHint: 'On a narrow screen, scroll the table sideways; the specification names stay in place.',
  },
  datasheet: {
    kind: 'Product datasheet',
    overview: 'Overview',
    uses: 'Applications',
    certifications: 'Certifications & standards',
    specs: 'Specifications',
    specName: 'Specification',
    specValue: 'Value',
    contact: 'Contact',
    pageUrl: 'Product page:',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;
