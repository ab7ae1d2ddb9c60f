/**
 * What a build for the company's own domain asks for before it starts (lib/content/launch.ts): for
 * each field of Company details that can still be a stand-in, what to put there and who in the
 * company usually holds it, and the claims' holders. Words of the build's log and
 * the CMS form, never of the site's pages.
 */
export const STAND_IN_FIELDS = {
  'legal.name': {
    label: 'Legal name',
    put: 'the name on the certificate of incorporation',
    holder: 'the company secretary',
  },
  'legal.cin': {
    label: 'CIN',
    put: 'the 21-character CIN from the certificate of incorporation or the MCA master data',
    holder: 'the company secretary',
  },
  'legal.gstin': {
    label: 'GSTIN',
    put: 'the 15-character GSTIN from the GST registration certificate (Form GST REG-06)',
    holder: 'accounts',
  },
  'legal.registeredOffice': {
    label: 'Registered office',
    put: 'the registered office as filed with the Registrar of Companies',
    holder: 'the company secretary',
  },
  address: { label: 'Address', put: 'the office visitors come to', holder: 'the office manager' },
  phone: { label: 'Phone', put: 'the number the front desk answers, +91 and ten digits', holder: 'the office manager' },
  email: { label: 'E-mail', put: 'the enquiries mailbox at the company’s own domain', holder: 'IT' },
  'grievanceOfficer.name': {
    label: 'Grievance officer › Name',
    put: 'the grievance officer appointed under the DPDP Rules 2025',
    holder: 'the company secretary',
  },
  'grievanceOfficer.email': {
    label: 'Grievance officer › E-mail',
    put: 'the grievance officer’s mailbox at the company’s own domain',
    holder: 'the company secretary',
  },
  securityEmail: {
    label: 'Security contact',
    put: 'the mailbox that receives vulnerability reports, at the company’s own domain',
    holder: 'IT',
  },
  defaultUrl: { label: 'Public URL', put: 'the site’s own address, https:// and the domain', holder: 'IT' },
} as const satisfies Record<string, { label: string; put: string; holder: string }>;

export type StandInField = keyof typeof STAND_IN_FIELDS;

/** Who in the company usually holds the evidence of each kind of claim. */
export const CLAIM_HOLDERS = {
  figure: 'finance or sales operations',
  credential: 'the quality and compliance lead',
  point: 'the head of delivery',
} as const;
export type ClaimKind = keyof typeof CLAIM_HOLDERS;

/** A record under Evidence for claims that names no claim: the check's and the form's words (cms/text-rules.ts). */
export const claimNotFound = (claim: string) =>
  `“${claim}” is no claim the site makes: write a figure’s id, a certification’s or programme’s name, or a Why choose us point’s title, as the site states it.`;

/** The first line of a build for the company's own domain that stand-ins stop; each follows on a line of its own. */
export const companyDomainRefuses = (url: string, count: number) =>
  `A build for ${url}, the company’s own domain, publishes nothing made up, and ${count === 1 ? 'one stand-in remains' : `${count} stand-ins remain`}: replace each below (docs/deploying.md, “From stand-ins to live”). A draft’s preview builds with SITE_PREVIEW=1.`;
