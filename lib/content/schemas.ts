/**
 * One schema per content collection: the single definition of what an entry may hold. The
 * loader validates every file against it at build, the CMS is generated from it and
 * JSON Schema for editors' VS Code comes from it, so a rule written here holds everywhere.
 * The counts the page designs depend on (six features, four steps...) are rules here, so an
 * editor meets them as build errors naming the file and the field.
 */
import careersCopy from '@/content/copy/careers.yaml';
import { z } from 'zod';
import { dateProblem } from '@/lib/dates';
import type { ImageSize } from '@/lib/image-size';
import type { personSchema } from './collections/people';
import {
  blogCategories,
  gradientNames,
  iconNames,
  industries,
  jobExperienceLevels,
  jobLocations,
  jobRoles,
  serviceSlugs,
  type ServiceSlug,
} from './vocabulary';

export * from './vocabulary';

// ------------------------------------------------------------------ building blocks, shared with lib/content/collections/

export const text = (title: string, description: string, min = 1) =>
  z.string().trim().min(min).meta({ title, description });
/**
 * A title set as a page heading and on cards: past `max` characters it wraps to lines a card was
 * not drawn for (a 500-character job title made a 7-line heading). The CMS counts down to it.
 */
export const heading = (title: string, description: string, max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max, `must be at most ${max} characters (it is set as a heading)`)
    .meta({ title, description });
export const sentence = (title: string, description: string) =>
  z
    .string()
    .trim()
    .min(50, 'must be at least 50 characters (search engines show 50-160)')
    .max(160, 'must be at most 160 characters (search engines cut longer text)')
    .meta({ title, description });
export const isoDate = (title: string, description: string, rule: { notBefore?: string } = {}) =>
  z.iso.date('must be a date written YYYY-MM-DD').meta({ title, description, ...rule });

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
export const icon = z.enum(iconNames).meta({ title: 'Icon', description: 'One of the site’s outline icons.' });
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
export type TitledText = z.infer<typeof titledText>;

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

// ------------------------------------------------------------------ collections

export const jobSchema = withDatesInOrder(
  z.strictObject({
    title: heading('Job title', 'As candidates search for it, e.g. "Senior React Developer".', 60, 5),
    location: z.enum(jobLocations).meta({ title: 'Location' }),
    role: z.enum(jobRoles).meta({ title: 'Role' }),
    experience: z
      .enum(jobExperienceLevels)
      .meta({ title: 'Experience', description: 'The least experience the role needs.' }),
    summary: text('Summary', 'Two or three sentences shown on the careers list.', 80),
    employmentType: z
      .enum(['FULL_TIME', 'CONTRACTOR'])
      // The CMS offers each type by the name the site shows (content/copy/careers.yaml).
      .meta({ title: 'Employment type', labels: careersCopy.job.employmentTypes }),
    // Closing a job is a choice, not a date to back-date; the closing date still closes it on its own.
    status: z
      .enum(['open', 'closed'])
      .default('open')
      .meta({
        title: 'Status',
        description:
          'Closed takes the job off the careers list at the next publish; its page stays and says it is closed.',
        labels: { open: 'Open', closed: 'Closed' },
      }),
    datePosted: isoDate('Date posted', 'The day the job was published.'),
    validThrough: isoDate(
      'Applications close',
      'The last day applications are accepted; after it the job leaves the site.',
      { notBefore: 'datePosted' },
    ),
    responsibilities: z.array(text('Responsibility', 'One duty.')).min(3).meta({ title: 'Responsibilities' }),
    requirements: z.array(text('Requirement', 'One requirement.')).min(3).meta({ title: 'Requirements' }),
    offer: z.array(text('Benefit', 'One thing we offer.')).min(2).meta({ title: 'What we offer' }),
  }),
);

export const caseStudySchema = z.strictObject({
  title: heading('Title', 'The outcome in one line.', 90, 10),
  description: text('Description', 'One or two sentences for cards and search.', 40),
  service: serviceRef,
  industry: z.enum(industries).meta({ title: 'Industry' }),
  icon,
  gradient,
  image: text('Illustration description', 'What the illustration shows; used as its alt text.', 10),
  client: text('Client', 'Leave empty to show "Confidential".').optional(),
  challenge: text('Challenge', 'What the client faced.').optional(),
  solution: text('Solution', 'What we did.').optional(),
  techStack: z.array(text('Technology', 'One tool or platform.')).optional().meta({ title: 'Tech stack' }),
  results: z.array(text('Result', 'One measurable outcome.')).optional().meta({ title: 'Results' }),
  headline: z
    .strictObject({
      number: z
        .number()
        .nonnegative()
        .meta({ title: 'Number', description: 'The figure alone, e.g. 34 or 4.2; shown with Indian digit grouping.' }),
      unit: text('Unit', 'Shown after the number: "%", "h", "days", "engineers", "of 18".').max(
        16,
        'must be at most 16 characters (it is set large beside the number)',
      ),
      label: text('What it measures', 'One line, true to the results (or, without them, the description).', 10),
    })
    .meta({
      title: 'Headline result',
      description: 'The one figure a buyer sees first: in the page’s result band and, when featured, on the home page.',
    }),
  quote: z
    .strictObject({
      text: text('Quote', 'What the client said, in their words.', 40),
      person: text('Name', 'Who said it.'),
      role: text('Role', 'Their job title at the client, e.g. "Chief Financial Officer".'),
    })
    .optional()
    .meta({ title: 'Client quote', description: 'Leave empty when the client has not given one.' }),
  order,
});

export const productGroupSchema = z.strictObject({
  title: text('Title', 'Group name in menus.'),
  description: text('Description', 'One sentence under the group heading.', 40),
  icon,
  order,
});

const specRow = z.strictObject({
  group: text('Group', 'Optional heading the row sits under, e.g. "Radio".').optional(),
  name: text('Name', 'The row header, e.g. "Frequency band".'),
  value: z.coerce
    .string()
    .trim()
    .min(1)
    .meta({ title: 'Value', description: 'The figure or standard, e.g. "n78 (3.3–3.8 GHz)".' }),
  unit: text('Unit', 'Only when the value is a bare number, e.g. "W".').optional(),
});
export type SpecRow = z.infer<typeof specRow>;

export const productSchema = z.strictObject({
  group: z
    .string()
    .min(1)
    .meta({ title: 'Group', description: 'The product group it is listed under.', references: 'product-groups' }),
  kind: text(
    'Kind',
    'Plural, written as it reads mid-sentence: "IP cameras", "rack servers" ("Compare rack servers side by side"; headings capitalise it: "Compare Rack Servers"). Products of the group with the same kind are compared side by side; leave empty for a product like no other.',
  ).optional(),
  order,
  title: heading('Title', 'Product name.', 60),
  summary: sentence('Summary', 'Meta description and card text.'),
  overview: z.array(text('Paragraph', 'One paragraph.')).min(1).meta({ title: 'Overview' }),
  uses: z.array(text('Application', 'One use.')).min(4).meta({ title: 'Applications' }),
  certifications: z.array(text('Certification', 'One standard or approval.')).min(1).meta({ title: 'Certifications' }),
  images: z
    .array(
      z.strictObject({
        src: imageSchema.shape.src,
        caption: text('Caption', 'Also the alt text.', 10),
      }),
    )
    .min(1)
    .max(3, 'must have at most three images (the carousel shows three)')
    .meta({ title: 'Images' }),
  gradient,
  specs: z
    .array(specRow)
    .min(6)
    .max(12, 'must list at most twelve specification rows')
    .meta({ title: 'Specifications' }),
});

export const serviceSchema = z.strictObject({
  order,
  title: heading('Title', 'Service name.', 60),
  shortTitle: text('Short title', 'For footers and compact menus, e.g. "IT Staffing".'),
  description: sentence('Description', 'Hero text and meta description.'),
  icon,
  gradient,
  intro: z.array(text('Paragraph', 'One paragraph.')).min(1).meta({ title: 'Introduction' }),
  process: z
    .strictObject({
      title: text('Process heading', 'Heading above the steps.'),
      steps: exactly(titledText, 4, 'steps', 'Steps'),
    })
    .meta({ title: 'Process' }),
  features: exactly(card, 6, 'features', 'Features'),
  caseStudies: z
    .strictObject({
      limit: z
        .number()
        .int()
        .positive()
        .optional()
        .meta({ title: 'How many', description: 'Leave empty to show up to 3.' }),
    })
    .optional()
    .meta({
      title: 'Case studies shown',
      description: 'The service’s own studies only; with fewer than two the section is left out.',
    }),
});

/** A field naming an entry of content/people/, where each person the site names is stated once. */
export const personRef = (title: string, description: string) =>
  z.string().min(1).meta({ title, description, references: 'people' });

export const testimonialSchema = z.strictObject({
  service: serviceRef,
  order,
  person: personRef('Person', 'Who is quoted, from People.'),
  quote: text('Quote', 'What they said, without quotation marks.', 40),
});

export const enterpriseGroupSchema = z.strictObject({
  title: text('Title', 'Group name on the hub and in menus.'),
  icon,
  description: text('Description', 'One sentence on the hub card.', 40),
  order,
});

export const enterpriseServiceSchema = z.strictObject({
  group: z
    .string()
    .min(1)
    .meta({ title: 'Group', description: 'The hub group it is listed under.', references: 'enterprise-groups' }),
  title: heading('Title', 'Service name.', 60),
  description: sentence('Description', 'Hero text and meta description.'),
  icon,
  gradient,
  challenges: exactly(text('Challenge', 'One problem clients bring.'), 5, 'challenges', 'Challenges'),
  benefits: exactly(card, 4, 'benefits', 'Benefits'),
  features: exactly(card, 6, 'features', 'Features'),
  relatedCaseStudies: z
    .array(z.string().meta({ title: 'Case study', references: 'case-studies' }))
    .max(3)
    .meta({ title: 'Related case studies', description: 'Up to three case studies.' }),
  order,
});

export const leaderSchema = z.strictObject({
  person: personRef('Person', 'Whose profile this is, from People: their name and role.'),
  image: imageSchema,
  summary: text('Summary', 'One line for the about page card.', 40),
  bio: z.array(text('Paragraph', 'One paragraph.')).min(1).meta({ title: 'Biography' }),
  competencies: z.array(text('Competency', 'One area of expertise.')).min(3).meta({ title: 'Competencies' }),
  order,
});

export const postSchema = z.strictObject({
  title: heading('Title', 'The article’s headline.', 100),
  date: isoDate('Date', 'Publication date.'),
  category: z.enum(blogCategories).meta({ title: 'Category' }),
  tags: z.array(text('Tag', 'One word or phrase.')).min(1).meta({ title: 'Tags' }),
  excerpt: text('Excerpt', 'Shown on cards and in the feed.').max(300, 'must be at most 300 characters'),
  author: personRef('Author', 'Who wrote it, from People: the page shows their name and role.'),
  // Taking an article down must not mean deleting it.
  draft: z.boolean().default(false).meta({
    title: 'Draft',
    description:
      'On: the article is not on the site (not listed, no page, not in the feed or search) until it is off again.',
  }),
});

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
  phone: text('Phone', 'International format, e.g. +91 11 4567 8900.'),
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
  legal: z
    .strictObject({
      name: text('Legal name', 'As on the certificate of incorporation.'),
      cin: z
        .string()
        .regex(
          /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
          'must be a 21-character Corporate Identity Number, e.g. U72900DL2021PTC123456',
        )
        .meta({ title: 'CIN', description: 'Corporate Identity Number from the MCA master data.' }),
      gstin: z
        .string()
        .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN, e.g. 07AABCQ1234F1Z5')
        .meta({ title: 'GSTIN', description: 'GST Identification Number (the first two digits are the state code).' }),
      registeredOffice: text('Registered office', 'As filed with the Registrar of Companies.', 20),
    })
    .meta({
      title: 'Statutory details',
      description:
        'Shown on the home page, in every footer (Companies Rules 2014, rule 26) and in the Organization JSON-LD. The values shipped are placeholders until launch: copy each from the certificate of incorporation and the GST registration.',
    }),
  grievanceOfficer: z
    .strictObject({
      name: text('Name', 'The grievance officer under the DPDP Rules 2025.'),
      email: z.email().meta({ title: 'E-mail' }),
    })
    .meta({
      title: 'Grievance officer',
      description: 'Named under the DPDP Rules 2025 and the IT Rules 2011 (a placeholder until launch).',
    }),
  securityEmail: z.email().meta({
    title: 'Security contact',
    description:
      'Where researchers report vulnerabilities, published in /.well-known/security.txt (a placeholder until launch).',
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
  editing: z
    .strictObject({
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
      buildStatus: z
        .strictObject({
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
        })
        .meta({
          title: 'Build notice',
          description:
            'The notice at the bottom right of the content manager: how the last publish and each draft’s build went.',
        }),
    })
    .meta({
      title: 'Editing',
      description: 'The content manager at /admin/: where it saves changes, and the words of its preview.',
    }),
});

// ------------------------------------------------------------------ entry types

type Entry<S extends z.ZodType> = z.output<S> & { slug: string };
/** A picture as templates get it: with the width and height of its file (lib/content/pictures.ts). */
type Sized<I> = I & ImageSize;
export type Job = Entry<typeof jobSchema>;
export type CaseStudy = Entry<typeof caseStudySchema>;
export type Product = Omit<Entry<typeof productSchema>, 'images'> & {
  images: Sized<z.output<typeof productSchema>['images'][number]>[];
};
export type ProductGroup = Entry<typeof productGroupSchema> & { products: Product[] };
export type Person = Omit<Entry<typeof personSchema>, 'photo'> & { photo?: Sized<z.output<typeof imageSchema>> };
export type Testimonial = Omit<Entry<typeof testimonialSchema>, 'person'> & { person: Person };
export type Service = Omit<Entry<typeof serviceSchema>, 'slug'> & { slug: ServiceSlug; testimonials: Testimonial[] };
export type EnterpriseGroup = Entry<typeof enterpriseGroupSchema> & { services: EnterpriseService[] };
export type RichBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] };
export type EnterpriseService = Entry<typeof enterpriseServiceSchema> & { content: RichBlock[] };
export type Leader = Omit<Entry<typeof leaderSchema>, 'image' | 'person'> & {
  image: Sized<z.output<typeof imageSchema>>;
  person: Person;
};
export type Site = z.output<typeof siteSchema>;
export type ProcessStep = TitledText;
export type BlogPost = Omit<Entry<typeof postSchema>, 'author'> & { author: Person; html: string; minutes: number };
export type ProductImage = Product['images'][number];
