/**
 * The content collections and their schemas: the site validates content with these, and the
 * CMS at /admin/ builds its editing forms from them (lib/content/cms-config.ts).
 * Conventions: `.meta({ title })` is the field's label, `.describe()` its hint for editors.
 */
import { z } from 'zod';

export interface CollectionDef {
  name: string;
  label: string;
  labelSingular: string;
  /** One file per entry; the file name is the entry's slug. */
  folder: string;
  /** md = YAML front matter, then a Markdown body. */
  format: 'yaml' | 'md';
  /** Front matter / YAML fields; no slug field (the slug is the file name). */
  schema: z.ZodObject;
  /** For md collections: the Markdown body's widget. */
  body?: { label: string };
  /** The field shown in the CMS list. */
  summary?: string;
}

const isoDate = z.iso.date();

const jobSchema = z.object({
  title: z.string().min(5).meta({ title: 'Job title' }).describe('As candidates search for it, e.g. "Senior React Developer".'),
  location: z.enum(['New Delhi', 'Remote', 'Mumbai', 'Bangalore', 'Pune']).meta({ title: 'Location' }).describe('The office, or Remote.'),
  role: z.enum(['Engineering', 'Consulting', 'Cybersecurity', 'R&D']).meta({ title: 'Team' }).describe('The careers filter groups openings by team.'),
  experience: z
    .string()
    .regex(/^(3|5|8|10)\+ years$/)
    .meta({ title: 'Experience' })
    .describe('One of: 3+ years, 5+ years, 8+ years, 10+ years.'),
  summary: z.string().min(80).meta({ title: 'Summary' }).describe('At least 80 characters: the list card and the job page introduction.'),
  employmentType: z.enum(['FULL_TIME', 'CONTRACTOR']).meta({ title: 'Employment type' }).describe('FULL_TIME for employees, CONTRACTOR for contracts.'),
  datePosted: isoDate.meta({ title: 'Date posted' }).describe('The day the opening was published.'),
  validThrough: isoDate.meta({ title: 'Apply by' }).describe('The last day applications are accepted; the posting expires after it.'),
  responsibilities: z.array(z.string()).min(3).meta({ title: 'Responsibilities' }).describe('At least three, one sentence each.'),
  requirements: z.array(z.string()).min(3).meta({ title: 'Requirements' }).describe('At least three, one sentence each.'),
  offer: z.array(z.string()).min(2).meta({ title: 'What we offer' }).describe('At least two, one sentence each.'),
});

export const collections: CollectionDef[] = [
  { name: 'jobs', label: 'Jobs', labelSingular: 'Job', folder: 'content/jobs', format: 'yaml', schema: jobSchema, summary: 'title' },
];

export const siteFile: { file: 'content/site.yaml'; label: string; schema: z.ZodObject } = {
  file: 'content/site.yaml',
  label: 'Company facts',
  schema: z.object({
    name: z.string().min(2).meta({ title: 'Company name' }),
    email: z.email().meta({ title: 'E-mail' }).describe('Shown on the contact page and in the footer.'),
    phone: z.string().min(6).meta({ title: 'Phone' }).describe('With the country code, e.g. +91 11 4567 8900.'),
  }),
};
