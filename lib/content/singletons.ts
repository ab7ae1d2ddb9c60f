/**
 * The singletons: one YAML file per page or shared block of copy, plus the company facts. Each
 * has a schema; the content check, the CMS (one entry each under "Pages and copy") and the JSON
 * Schema for VS Code walk this list. Templates read a singleton through its typed module in
 * lib/copy/, which imports the YAML itself (next.config.mjs), so client islands carry only the
 * copy they show.
 */
import type { z } from 'zod';
import { siteSchema } from './schemas';
import { searchSchema } from './copy/search';
import { homeSchema } from './copy/home';
import { aboutSchema } from './copy/about';
import { profileSchema } from './copy/profile';
import { trainingSchema } from './copy/training';
import { pricingSchema } from './copy/pricing';
import { careersSchema } from './copy/careers';
import { enterpriseHubSchema } from './copy/enterprise-hub';

export interface SingletonDef<S extends z.ZodType = z.ZodType> {
  name: string;
  label: string;
  file: string;
  schema: S;
  /** What the singleton holds, shown under its name in the CMS. */
  description?: string;
}

const define = <S extends z.ZodObject>(def: SingletonDef<S>) => def;

export const singletonDefs = {
  site: define({
    name: 'site',
    label: 'Company details',
    file: 'content/site.yaml',
    schema: siteSchema,
    description: 'Name, contact details, offices and statutory details shown in every footer.',
  }),
  search: define({
    name: 'search',
    label: 'Site search',
    file: 'content/pages/search.yaml',
    schema: searchSchema,
    description: 'The header’s search button and dialog.',
  }),
  home: define({
    name: 'home',
    label: 'Home page',
    file: 'content/pages/home.yaml',
    schema: homeSchema,
    description: 'Hero, service cards, figures, why choose us and the contact section.',
  }),
  about: define({
    name: 'about',
    label: 'About page',
    file: 'content/pages/about.yaml',
    schema: aboutSchema,
    description: 'Vision, mission and values, figures, timeline, the leadership section and the call to action.',
  }),
  profile: define({
    name: 'profile',
    label: 'Leader profile pages',
    file: 'content/pages/profile.yaml',
    schema: profileSchema,
    description: 'The headings around each leader’s profile; the leaders themselves are under Leaders.',
  }),
  training: define({
    name: 'training',
    label: 'Corporate training page',
    file: 'content/pages/training.yaml',
    schema: trainingSchema,
    description: 'The nine technology areas, delivery formats and the “Request a Trainer” notice.',
  }),
  pricing: define({
    name: 'pricing',
    label: 'Talent pricing calculator page',
    file: 'content/pages/pricing.yaml',
    schema: pricingSchema,
    description:
      'The calculator’s labels and the lead form that unlocks it; the rates follow the specification and are not edited here.',
  }),
  careers: define({
    name: 'careers',
    label: 'Careers pages',
    file: 'content/pages/careers.yaml',
    schema: careersSchema,
    description: 'The job list and its filters, the application form and each job’s page; the jobs are under Jobs.',
  }),
  enterpriseHub: define({
    name: 'enterprise-hub',
    label: 'Enterprise IT hub page',
    file: 'content/pages/enterprise-hub.yaml',
    schema: enterpriseHubSchema,
    description:
      'The heading and introduction above the four solution areas; the areas are under Enterprise IT groups.',
  }),
};

export const singletons: SingletonDef[] = Object.values(singletonDefs);
