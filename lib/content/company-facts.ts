/**
 * Company facts the text pages' copy names as {placeholders} (content/copy/privacy.yaml,
 * accessibility.yaml): filled from content/site.yaml, so a real company's details replace the
 * placeholder company's everywhere without anyone editing the prose. The promises (reply times,
 * office hours) are filled the same way wherever copy states one (lib/content/promises.ts).
 */
import { PROMISES, type Promises } from '../content/promises';
import type { Site } from '../content/schemas';

/** Each placeholder, with where its value comes from. */
const sources = {
  company: (site: Site) => site.name,
  legalName: (site: Site) => site.legal.name,
  cin: (site: Site) => site.legal.cin,
  registeredOffice: (site: Site) => site.legal.registeredOffice,
  email: (site: Site) => site.email,
  phone: (site: Site) => site.phone,
  grievanceOfficer: (site: Site) => site.grievanceOfficer.name,
  grievanceEmail: (site: Site) => site.grievanceOfficer.email,
};

export const FACTS = [...(Object.keys(sources) as (keyof typeof sources)[]), ...PROMISES];

export type CompanyFacts = Record<keyof typeof sources, string> & Promises;

export const companyFacts = (site: Site) =>
  ({
    ...Object.fromEntries(Object.entries(sources).map(([fact, source]) => [fact, source(site)])),
    ...site.promises,
  }) as CompanyFacts;
