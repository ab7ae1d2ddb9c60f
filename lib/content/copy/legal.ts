import { z } from 'zod';
import { copy } from '../copy-rules';

/** content/copy/legal.yaml: the labels of the company's statutory details and the footer's legal links. */
export const legalSchema = z.strictObject({
  companyDetails: z
    .strictObject({
      heading: copy('Heading'),
      labels: z
        .strictObject({
          legalName: copy('Registered name'),
          registeredOffice: copy('Registered office'),
          cin: copy('CIN'),
          gstin: copy('GSTIN'),
          phone: copy('Phone'),
          email: copy('E-mail'),
          grievanceOfficer: copy('Grievance officer'),
        })
        .meta({ title: 'Labels', description: 'The values are in Company details.' }),
    })
    .meta({ title: 'Company information', description: 'On the home page and in every footer.' }),
  trustLinks: z
    .strictObject({
      landmark: copy('Name for screen readers'),
      links: z
        .strictObject({
          privacy: copy('Privacy notice'),
          accessibility: copy('Accessibility statement'),
          securityTxt: copy('Security contact (security.txt)'),
        })
        .meta({ title: 'Links' }),
      cookieSettings: copy('Cookie settings button', 'Only in builds with Google Analytics.'),
    })
    .meta({ title: 'Legal links in the footer' }),
});
export type LegalCopy = z.output<typeof legalSchema>;
