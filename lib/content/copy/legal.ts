import { z } from 'zod';
import { copy, section } from '../copy-rules';

/** content/copy/legal.yaml: the labels of the company's statutory details and the footer's legal links. */
export const legalSchema = z.strictObject({
  companyDetails: section('Company information', {
    heading: copy('Heading'),
    labels: section('Labels', {
      legalName: copy('Registered name'),
      registeredOffice: copy('Registered office'),
      cin: copy('CIN'),
      gstin: copy('GSTIN'),
      phone: copy('Phone'),
      email: copy('E-mail'),
      grievanceOfficer: copy('Grievance officer'),
    }).describe('The values are in Company details.'),
  }).describe('On the home page and in every footer.'),
  trustLinks: section('Legal links in the footer', {
    landmark: copy('Name for screen readers'),
    links: section('Links', {
      privacy: copy('Privacy notice'),
      accessibility: copy('Accessibility statement'),
      securityTxt: copy('Security contact (security.txt)'),
      contactPage: copy(
        'Contact page',
        'It leads to /contact/, where the grievance officer is named beside the office and hours.',
      ),
    }),
    cookieSettings: copy('Cookie settings button', 'Only in builds with Google Analytics.'),
  }),
});
