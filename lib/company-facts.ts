/**
 * Company facts the text pages' copy names as {placeholders} (content/copy/privacy.yaml,
 * accessibility.yaml): filled from content/site.yaml, so a real company's details replace the
 * placeholder company's everywhere without anyone editing the prose.
 */
import type { Site } from './content/schemas';

export const FACTS = [
  'company',
  'legalName',
  'cin',
  'registeredOffice',
  'email',
  'phone',
  'grievanceOfficer',
  'grievanceEmail',
] as const;

export type CompanyFacts = Record<(typeof FACTS)[number], string>;

export const companyFacts = (site: Site): CompanyFacts => ({
  company: site.name,
  legalName: site.legal.name,
  cin: site.legal.cin,
  registeredOffice: site.legal.registeredOffice,
  email: site.email,
  phone: site.phone,
  grievanceOfficer: site.grievanceOfficer.name,
  grievanceEmail: site.grievanceOfficer.email,
});
