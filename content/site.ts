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
  /**
   * PLACEHOLDERS: the registered company's statutory details, shown on the home page and in the
   * footer (Companies (Incorporation) Rules 2014, rule 26) and in the Organization JSON-LD.
   * Replace every value with the one on the certificate of incorporation and GST registration
   * before launch (README → "Company details to replace before launch").
   */
  legal: {
    name: 'Quantivo Technologies Private Limited',
    /** Corporate Identity Number: 21 characters, from the MCA master data. */
    cin: 'U72900DL2021PTC123456',
    /** GST Identification Number: 15 characters, 07 = Delhi. */
    gstin: '07AABCQ1234F1Z5',
    /** Registered office as filed with the Registrar of Companies (here the same as the office). */
    registeredOffice: '4th Floor, Statesman House, Barakhamba Road, Connaught Place, New Delhi 110001, India',
  },
  /** PLACEHOLDER: the grievance officer named under the DPDP Rules 2025 and the IT Rules 2011. */
  grievanceOfficer: {
    name: 'Priya Sharma',
    email: 'grievance@quantivo.example',
  },
  /** PLACEHOLDER: where security researchers report vulnerabilities (/.well-known/security.txt). */
  securityEmail: 'security@quantivo.example',
} as const;

export type Site = typeof site;

export function formatAddress(separator = ', '): string {
  const a = site.address;
  return [a.street, a.locality, `${a.city} ${a.postalCode}`, a.country].join(separator);
}
