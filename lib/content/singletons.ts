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
import { formsSchema } from './copy/forms';
import { uiSchema } from './copy/ui';
import { privacySchema } from './copy/privacy';
import { accessibilitySchema } from './copy/accessibility';

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
  forms: define({
    name: 'forms',
    label: 'Forms',
    file: 'content/pages/forms.yaml',
    schema: formsSchema,
    description:
      'The contact form, the messages every form shows (missing or wrong details, sending failures, resume checks) and the notices shown when JavaScript is off.',
  }),
  ui: define({
    name: 'ui',
    label: 'Shared interface text',
    file: 'content/pages/ui.yaml',
    schema: uiSchema,
    description:
      'Wording used across pages: skip link, breadcrumbs, footer copyright, notifications, result counts, the product image carousel and error messages.',
  }),
  privacy: define({
    name: 'privacy',
    label: 'Privacy notice',
    file: 'content/pages/privacy.yaml',
    schema: privacySchema,
    description: 'The privacy notice (/privacy/): its sections, and what it says about each analytics provider.',
  }),
  accessibility: define({
    name: 'accessibility',
    label: 'Accessibility statement',
    file: 'content/pages/accessibility.yaml',
    schema: accessibilitySchema,
    description: 'The accessibility statement (/accessibility/) and the date of its last review.',
  }),
};

export const singletons: SingletonDef[] = Object.values(singletonDefs);
