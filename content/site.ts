/**
 * Company facts in one place: a real company replaces these and every page follows.
 */
export const site = {
  name: 'Quantivo Technologies',
  shortName: 'Quantivo',
  tagline: 'Quantum-ready talent and technology for ambitious enterprises.',
  description:
    'Quantivo Technologies places vetted tech talent and delivers quantum computing, software, data, cloud and ERP services for enterprises across India and beyond.',
  /** Used when SITE_URL is not set at build time. */
  defaultUrl: 'https://www.quantivo.example',
  email: 'hello@quantivo.example',
  phone: '+91 11 4567 8900',
  address: {
    street: '4th Floor, Statesman House, Barakhamba Road',
    locality: 'Connaught Place',
    city: 'New Delhi',
    postalCode: '110001',
    region: 'Delhi',
    country: 'India',
    countryCode: 'IN',
  },
  /** Shown as plain text in the footer, not links. */
  social: ['LinkedIn', 'Twitter', 'GitHub'],
  foundingYear: 2021,
  locale: 'en-IN',
} as const;

export type Site = typeof site;

export function formatAddress(separator = ', '): string {
  const a = site.address;
  return [a.street, a.locality, `${a.city} ${a.postalCode}`, a.country].join(separator);
}
