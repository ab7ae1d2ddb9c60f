/**
 * The pieces every content schema is built of (a collection's own schema is in its module,
 * lib/content/collections/), and the company's details, content/site.yaml. The loader validates
 * every file against its schema at build, the CMS is generated from it and JSON Schema for
 * editors' VS Code comes from it, so a rule written here holds everywhere. The counts the page
 * designs depend on (six features, four steps...) are rules, so an editor meets them as build
 * errors naming the file and the field.
 */
import { z } from 'zod';
import { aheadProblem, dateProblem, buildDay } from '@/lib/text/dates';
import type { ImageSize } from '@/lib/pictures/image-size';
import { icon, searchLength, section } from './copy-rules';
import { registrationProblem, type Registration } from './registration';
import { AI_CRAWLERS, DEFAULT_AI_CRAWLERS } from './ai-crawlers.cjs';
import { STAND_IN_FIELDS } from './launch-words';
import { NUMBER, UNIT } from './promises';
import { gradientNames, iconNames, jobLocations, serviceSlugs } from './vocabulary';

export * from './vocabulary';

// ------------------------------------------------------------------ building blocks, shared by lib/content/collections/

export const text = (title: string, description: string, min = 1) =>
  z.string().trim().min(min).meta({ title, description });
/**
 * A title pasted from Word keeps its non-breaking spaces (one line that never wraps, "Senior
 * Data Engineer" as one word to search) and soft hyphens (a break mid-word, invisible in the form):
 * a title is read with plain spaces and without them, on its page, its card and its address.
 */
export const plainSpaces = (title: string) => title.replace(/[\u00A0\u2007\u202F]/g, ' ').replace(/\u00AD/g, '');

/**
 * A title set as a page heading and on cards: past `max` characters it wraps to lines a card was
 * not drawn for (a 500-character job title made a 7-line heading). The CMS counts down to it.
 */
export const heading = (title: string, description: string, max: number, min = 1) =>
  z
    .string()
    .overwrite(plainSpaces)
    .trim()
    .min(min)
    .max(max, `must be at most ${max} characters (it is set as a heading)`)
    .meta({ title, description });
/** Words the CMS sets inside its own messages (scripts/prepare-content.mjs), where braces and backticks have meanings. */
const dialogWords = (title: string, description: string) =>
  text(title, description).regex(/^[^{}`\\]*$/, 'must not contain braces, backticks or backslashes');
export const sentence = (title: string, description: string) =>
  searchLength(z.string().trim()).meta({ title, description });
/**
 * A date no more than a year after the build day (aheadProblem): the CMS's date field says the same
 * before Save. `closes`: the day the entry leaves the site, which the form warns of when it is past.
 */
export const isoDate = (title: string, description: string, rule: { notBefore?: string; closes?: true } = {}) =>
  z.iso
    .date('must be a date written YYYY-MM-DD')
    .superRefine((value, ctx) => {
      const message = aheadProblem(value, buildDay());
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    })
    .meta({ title, description, ...rule });

/**
 * Date fields whose meta names `notBefore: '<sibling>'` may not be earlier than that sibling.
 * The rule lives in the field's meta so the CMS form (lib/content/cms-config.ts) checks the same
 * pair, in the same words, before an entry is saved; this refinement is the build's half.
 */
export function withDatesInOrder<S extends z.ZodObject>(schema: S) {
  const pairs = Object.entries(schema.shape).flatMap(([key, field]) => {
    const earlier = z.globalRegistry.get(field as z.ZodType)?.notBefore;
    return typeof earlier === 'string' ? [{ key, earlier }] : [];
  });
  return schema.superRefine((entry: Record<string, unknown>, ctx) => {
    for (const { key, earlier } of pairs) {
      // The date field's own words (cms/fields/date.ts), so the form and the log say the same; a
      // date that is no date has its own issue already.
      if (!z.iso.date().safeParse(entry[key]).success) continue;
      const message = dateProblem(entry[key], { label: titleOf(schema, earlier), value: entry[earlier] });
      if (message) ctx.addIssue({ code: 'custom', path: [key], message, input: entry[key] });
    }
  });
}

/** A field's label as editors see it in the CMS. */
export const titleOf = (schema: z.ZodObject, key: string): string => {
  const title = z.globalRegistry.get(schema.shape[key] as z.ZodType)?.title;
  return typeof title === 'string' ? title : key;
};

export const order = z
  .number()
  .int()
  .min(0)
  .meta({ title: 'Order', description: 'Position in lists: smaller numbers come first.' });
export { icon };
export const gradient = z
  .enum(gradientNames)
  .meta({ title: 'Gradient', description: 'The colour band behind the page heading.' });
export const serviceRef = z.enum(serviceSlugs).meta({ title: 'Service', description: 'The service this belongs to.' });
export const exactly = <T extends z.ZodType>(item: T, count: number, what: string, title: string) =>
  z.array(item).length(count, `must list exactly ${count} ${what} (the page is designed for ${count})`).meta({ title });

export const titledText = z.strictObject({
  title: text('Title', 'A short heading.'),
  description: text('Description', 'One or two sentences.'),
});

/** A card of a grid (features, benefits): its icon is the editor's choice, or one that fits its words. */
export const card = titledText.extend({
  icon: z.enum(iconNames).optional().meta({
    title: 'Icon',
    description: 'Leave empty for one that fits the title and differs from the other cards’ icons.',
  }),
});
export type Card = z.infer<typeof card>;

export const imageSchema = z.strictObject({
  src: z
    .string()
    // Uploads are photos only (lib/content/uploads.ts); SVG comes from developers, outside uploads/.
    .regex(
      /^\/images\/(?:uploads\/[^/]+\.(?:jpe?g|png)|(?!uploads\/).+\.(?:svg|jpe?g|png))$/i,
      'must be a JPEG or PNG photo under /images/ (an SVG only from outside /images/uploads/), e.g. /images/uploads/name.jpg',
    )
    .meta({
      title: 'Image file',
      description:
        'A picture under /images/: upload a JPEG or PNG, or pick one. The build reads its width and height from the file.',
      widget: 'image',
    }),
  alt: text('Alt text', 'What the picture shows, for people who cannot see it.', 10),
});
/** A picture as templates get it: with the width and height of its file (lib/content/pictures.ts). */
export type SizedImage = z.output<typeof imageSchema> & ImageSize;

/** A field naming an entry of content/people/, where each person the site names is stated once. */
export const personRef = (title: string, description: string) =>
  z.string().min(1).meta({ title, description, references: 'people' });

// ------------------------------------------------------------------ the company

/**
 * A number written as its registrar writes it (lib/content/registration.ts): the form runs the same
 * rule before Save (cms/text-rules.ts, by the field's `rule`).
 */
const registered = (rule: Registration, title: string, description: string) =>
  z
    .string()
    .trim()
    .min(1)
    .superRefine((value, ctx) => {
      const message = registrationProblem(rule, value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    })
    .meta({ title, description, rule });

/** Where the evidence of a claim is kept (lib/content/launch.ts): never published, read by the check. */
const evidenceRecord = z
  .strictObject({
    claim: z.string().trim().min(1).meta({
      title: 'Claim',
      description:
        'As the site states it: a figure’s id (client-satisfaction), a certification’s or programme’s name, or a Why choose us point’s title.',
      rule: 'claim',
    }),
    document: text(
      'Document',
      'Where the evidence is kept, e.g. “Certificate IS 712345, Finance drive › Certificates”.',
    ),
    date: isoDate('Confirmed on', 'The day someone checked the claim against that document.'),
    confirmedBy: text('Confirmed by', 'Who checked it, by name and role, e.g. “Anjali Mehta, Head of Finance”.'),
  })
  .meta({ title: 'Record' });

/** How soon the company answers, as it reads after “within”: “one business day”, “48 hours”. */
const replyTime = (title: string, description: string, placeholder: string) =>
  text(
    title,
    `${description} As it reads after “within”, e.g. “one business day”. Copy names it {${placeholder}}.`,
  ).regex(
    new RegExp(`^${NUMBER}\\s+${UNIT}$`, 'i'),
    'must be a time as it reads after “within”, e.g. “one business day” or “48 hours”',
  );

export const siteSchema = z.strictObject({
  name: text('Company name', 'As shown in titles.'),
  shortName: text('Short name', 'Used where space is short.'),
  tagline: text('Tagline', 'One line.'),
  description: text('Description', 'Default meta description.', 50),
  // It reaches canonical links, JSON-LD, the feed and security.txt: a web address and nothing else.
  defaultUrl: z
    .url({ protocol: /^https$/, error: 'must be a web address starting with https://' })
    .meta({ title: 'Public URL', description: 'Used when SITE_URL is not set at build time.' }),
  email: z.email().meta({ title: 'E-mail' }),
  // It becomes a tel: link: digits, with the country code, and spaces to read it by (E.164).
  phone: registered('phone', 'Phone', 'An Indian number: +91, then ten digits, e.g. +91 11 4567 8900.'),
  address: z.strictObject({
    street: text('Street', 'Floor, building and road.'),
    locality: text('Locality', 'Area.'),
    city: text('City', ''),
    postalCode: z
      .string()
      .regex(/^\d{6}$/, 'must be a six-digit PIN code')
      .meta({ title: 'PIN code' }),
    region: text('State', ''),
    country: text('Country', ''),
    countryCode: z.string().length(2).meta({ title: 'Country code' }),
  }),
  social: z.array(z.string()).meta({ title: 'Social networks', description: 'Shown as plain text in the footer.' }),
  foundingYear: z.number().int().min(1900).meta({ title: 'Founding year' }),
  locale: z.string().meta({ title: 'Locale' }),
  legal: section('Statutory details', {
    name: text('Legal name', 'As on the certificate of incorporation.'),
    cin: registered('cin', 'CIN', 'Corporate Identity Number from the MCA master data: 21 characters.'),
    gstin: registered(
      'gstin',
      'GSTIN',
      'GST Identification Number: 15 characters, the state code, the company’s PAN and a check character.',
    ),
    registeredOffice: text('Registered office', 'As filed with the Registrar of Companies.', 20),
  }).describe(
    'Shown on the home page, in every footer (Companies Rules 2014, rule 26) and in the Organization JSON-LD. Copy each from the certificate of incorporation and the GST registration, then take it off Still stand-ins.',
  ),
  grievanceOfficer: section('Grievance officer', {
    name: text('Name', 'The grievance officer under the DPDP Rules 2025.'),
    email: z.email().meta({ title: 'E-mail' }),
  }).describe('Named under the DPDP Rules 2025 and the IT Rules 2011 (a placeholder until launch).'),
  securityEmail: z.email().meta({
    title: 'Security contact',
    description:
      'Where researchers report vulnerabilities, published in /.well-known/security.txt (a placeholder until launch).',
  }),
  // Never published: a build for the company's own domain refuses to start while one remains (lib/content/launch.ts).
  standIns: z
    .array(
      z.enum(Object.keys(STAND_IN_FIELDS) as [keyof typeof STAND_IN_FIELDS, ...(keyof typeof STAND_IN_FIELDS)[]]).meta({
        title: 'Field',
        labels: Object.fromEntries(Object.entries(STAND_IN_FIELDS).map(([k, v]) => [k, v.label])),
      }),
    )
    .refine((fields) => new Set(fields).size === fields.length, 'must not name a field twice')
    // Empty once every value is the company's own: the form must let the last one go.
    .default([])
    .meta({
      title: 'Still stand-ins',
      description:
        'Fields whose value is made up until the company’s own replaces it: take a field off once its real value is in. An address at a .example domain counts as one whatever this says. Never published.',
    }),
  evidence: z.array(evidenceRecord).default([]).meta({
    title: 'Evidence for claims',
    description:
      'For each figure, certification, partner programme, ranking or award the site states: where its evidence is kept, when and by whom it was confirmed. Never published; a build for the company’s own domain refuses a claim without it, and asks again a year after.',
  }),
  figures: z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens')
          .meta({
            title: 'Id',
            description: 'How pages name the figure, e.g. client-satisfaction. Keep it when the value changes.',
          }),
        value: text('Figure', 'As shown, e.g. “500+”, “98%”, “24/7”.'),
        label: text('What it counts', 'E.g. “Client satisfaction”.'),
      }),
    )
    .min(1)
    .superRefine((figures, ctx) => {
      const seen = new Map<string, string>();
      for (const [i, { id, label }] of figures.entries()) {
        const key = label.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'label'],
            message: `“${label}” is already the figure ${seen.get(key)}: state each figure once`,
          });
        else seen.set(key, id);
        if (figures.findIndex((other) => other.id === id) < i)
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `the id ${id} is already used` });
      }
    })
    .meta({
      title: 'Company figures',
      description:
        'Every figure the site states about the company, once. The home and About pages show them by id; the content check refuses text elsewhere that states one with another number.',
    }),
  promises: section('Promises', {
    enquiryReply: replyTime('Reply to an enquiry', 'A message, a call or a consultation request.', 'enquiryReply'),
    quoteReply: replyTime('Reply to a quote request', 'With prices and lead times for products.', 'quoteReply'),
    officeHours: text(
      'Office hours',
      'When the office answers the phone and visitors may call in, with the time zone, e.g. “Monday to Friday, 9:30 a.m. to 6:30 p.m. IST”. Copy names it {officeHours}.',
    ),
    grievanceAcknowledgement: replyTime(
      'Acknowledging a grievance',
      'Under the DPDP Rules 2025.',
      'grievanceAcknowledgement',
    ),
    privacyAnswer: replyTime(
      'Answer to a privacy request or grievance',
      'A request to see, correct or erase personal data, or a grievance resolved (the Rules allow up to 90 days).',
      'privacyAnswer',
    ),
    securityAcknowledgement: replyTime(
      'Acknowledging a vulnerability report',
      'Stated in /.well-known/security.txt.',
      'securityAcknowledgement',
    ),
  }).describe(
    'Every promise the site makes a visitor, stated once. Copy names each as a {placeholder} its page fills in; the content check refuses text that writes a reply time or office hours out.',
  ),
  offices: z
    .array(
      z.strictObject({
        city: z.enum(jobLocations).exclude(['Remote']).meta({ title: 'City' }),
        state: text('State', 'As in a postal address, e.g. Maharashtra.'),
      }),
    )
    .min(1)
    .meta({
      title: 'Offices',
      description: 'Cities where jobs can be based, with their state, for job postings’ addresses.',
    }),
  aiCrawlers: z
    .array(z.enum(AI_CRAWLERS).meta({ title: 'Crawler' }))
    .refine((names) => new Set(names).size === names.length, 'must not name a crawler twice')
    // Empty keeps every AI crawler out.
    .default([])
    .meta({
      title: 'AI crawlers let in',
      description: `The AI assistants’ crawlers robots.txt lets read the site; it asks the others to stay out. The default: ${DEFAULT_AI_CRAWLERS.join(', ')}, the assistants that answer a person’s question with a link here; the crawlers that gather pages to train models stay out (docs/seo.md).`,
    }),
  editing: section('Editing', {
    repository: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/,
        'must be written owner/name, e.g. quantivo/website',
      )
      .meta({
        title: 'GitHub repository',
        description: 'Where this content is saved, as owner/name. A build on GitHub uses its own repository.',
      }),
    branch: text('Branch', 'The branch the live site is built from, usually main.'),
    previewProblems: text(
      'Preview: before the page can be shown',
      'In the preview, above the fields of an entry still to put right before its page can be drawn.',
    ),
    framed: text(
      'When opened inside another page',
      'The content manager refuses to run inside another site’s page; this line, then its own address as a link.',
    ),
    scheduled: text(
      'Scheduled',
      'Beside an article or job dated ahead in the content manager’s list: it reaches the site on that day; {date} is the day.',
    ).regex(/\{date\}/, 'must contain {date}, where the day goes'),
    buildStatus: section('Build notice', {
      label: text('Label', 'Names the notice for screen readers.'),
      lastPublish: text('Last publish', 'Before how the last publish went.'),
      draft: text('Draft', 'Before how a draft’s build went; {title} is the draft’s title.').regex(
        /\{title\}/,
        'must contain {title}, where the draft’s title goes',
      ),
      refused: text('Refused', 'When the last publish was refused.'),
      notBuilt: text('Not built', 'When a draft’s build failed.'),
      details: text('Details link', 'Links to the build’s log.'),
      preview: text('Preview link', 'Links to the draft’s built pages.'),
    }).describe(
      'The notice at the bottom right of the content manager: how the last publish and each draft’s build went.',
    ),
    dialogs: section('Publish dialogs', {
      publish: dialogWords('Publish', 'Asked before a draft is published.'),
      deletion: dialogWords('Publish a deletion', 'Asked before a deletion is published.'),
      changedPages: dialogWords(
        'Pages a deletion changes',
        'Above the list, in the Delete dialog, of the pages that name the entry and lose it with the deletion (a case study among an Enterprise IT service’s related ones).',
      ),
      changedField: dialogWords('Field a deletion changes', 'Beside each field in that list, after its name.'),
    }).describe('What the content manager asks before a change reaches the live site: what then happens, and when.'),
  }).describe('The content manager at /admin/: where it saves changes, and the words of its preview.'),
});

export type Site = z.output<typeof siteSchema>;
