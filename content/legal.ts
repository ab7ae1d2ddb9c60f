/** Wording around the company's statutory details and the trust links in the footer. */
import { paths } from '@/lib/paths';

export const companyDetails = {
  heading: 'Company information',
  labels: {
    legalName: 'Registered name',
    registeredOffice: 'Registered office',
    cin: 'CIN',
    gstin: 'GSTIN',
    phone: 'Phone',
    email: 'E-mail',
    grievanceOfficer: 'Grievance Officer',
  },
} as const;

export const trustLinks = {
  /** Name of the footer's navigation landmark holding these links. */
  landmark: 'Legal',
  links: [
    { label: 'Privacy', href: paths.privacy },
    { label: 'Accessibility', href: paths.accessibility },
    { label: 'security.txt', href: paths.securityTxt },
  ],
  cookieSettings: 'Cookie settings',
} as const;
