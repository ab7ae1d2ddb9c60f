/**
 * Building blocks for the schemas of the copy singletons (content/copy/*.yaml): the words of
 * pages and shared blocks that are not entries of a collection. Each rule shows in the CMS as the
 * same check, in the editor's words (lib/content/cms-config.ts).
 */
import { z } from 'zod';
import { PROMISES } from './promises';
import { iconNames } from './vocabulary';

const FIXED = 'Fixed by the site specification; it cannot be changed here.';

/** A short piece of copy: a heading, a label, a button. */
export const copy = (title: string, description?: string) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .meta({ title, ...(description && { description }) });

/** A sentence or a paragraph: the CMS gives it a multi-line box. */
export const prose = (title: string, description?: string) =>
  copy(title, description).meta({ title, ...(description && { description }), widget: 'text' });

/** Paragraphs, one list item each (`paragraph` for paragraphs with their own rule, e.g. proseWith). */
export const paragraphs = (title: string, description = 'One paragraph per item.', paragraph = prose('Paragraph')) =>
  z.array(paragraph).min(1, 'must have at least one paragraph').meta({ title, description });

/** A titled group of fields: one object in the CMS's form, under its title. */
export const section = <S extends z.ZodRawShape>(title: string, shape: S) => z.strictObject(shape).meta({ title });

/** The {placeholders} a text names, in order. */
export const placeholdersIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

const listed = (placeholders: readonly string[]) => placeholders.map((p) => `{${p}}`).join(', ');

/**
 * Copy the page fills with values, e.g. `Showing {shown} of {total} {noun}`: it must name each
 * placeholder exactly once and no other, so an editor can reword it but cannot drop a value.
 */
export const template = (title: string, placeholders: readonly string[], description?: string) => {
  const names = listed(placeholders);
  return copy(
    title,
    `${description ? `${description} ` : ''}Keep ${names} where the value goes; the page fills ${placeholders.length === 1 ? 'it' : 'them'} in.`,
  ).refine(
    (text) => {
      const used = placeholdersIn(text);
      return placeholders.every((p) => used.includes(p)) && used.every((u) => placeholders.includes(u));
    },
    { message: `must contain ${names} and no other {placeholder}` },
  );
};

/**
 * Prose that may name any of the values the page fills in (e.g. company facts), as often as it
 * likes, and no other {placeholder}: unlike a template's, none of them is required.
 */
export const proseWith = (title: string, placeholders: readonly string[], description?: string) =>
  prose(
    title,
    `${description ? `${description} ` : ''}You may use ${listed(placeholders)}; the page fills them in.`,
  ).refine((text) => placeholdersIn(text).every((p) => placeholders.includes(p)), {
    message: `may contain no {placeholder} but ${listed(placeholders)}`,
  });

/**
 * Prose that may promise a reply time or office hours: only by naming the promise, which Company
 * details states once ({enquiryReply}, {quoteReply}, {officeHours}…).
 */
export const promising = (title: string, description?: string) => proseWith(title, PROMISES, description);

/**
 * The slug of an entry of a collection (its file name without the extension), which the CMS
 * offers as a pick of the collection's entries. Whether the file exists is checked with the
 * other references between files (lib/content/references.ts).
 */
export const slugOf = (collection: string, title: string, description: string) =>
  copy(title, description)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a file name: lower-case letters, digits and hyphens')
    .meta({ references: collection });

/**
 * Text the specification fixes word for word: shown to editors, but not theirs to change. Its
 * message says where a developer changes it, with the specification.
 */
export const fixed = <const T extends string>(value: T, title: string) =>
  z
    .literal(value, {
      error: `must read “${value}”, as the site specification fixes it; to change it, change the specification and the fixed() line that holds these words in lib/content/copy/ (docs/content.md, “Text the specification fixes”)`,
    })
    .meta({ title, description: FIXED });

/** The singular and plural of a word the page counts with. */
export const pluralForms = (title: string) =>
  z.strictObject({ one: copy('For one'), other: copy('For several') }).meta({ title });

/** Text search results show: they show 50 to 160 characters and cut the rest. */
export const searchLength = (text: z.ZodString) =>
  text
    .min(50, 'must be at least 50 characters (search engines show 50-160)')
    .max(160, 'must be at most 160 characters (search engines cut longer text)');

/** A page's meta description. */
export const metaDescription = (
  title = 'Search description',
  description = 'Shown under the page title in search results and link previews: 50 to 160 characters.',
) => searchLength(prose(title, description));

/** One of the site's outline icons. */
export const icon = z.enum(iconNames).meta({ title: 'Icon', description: 'One of the site’s outline icons.' });

/**
 * A list whose items the specification names one by one (the home figures, the about page's
 * timeline years, the training areas): exactly one item per value, in its order. Each item holds
 * its value in `key`, which the CMS offers as a choice of those values; the rest of the item
 * (`fields`) is the editor's.
 */
export const fixedList = <K extends string, const V extends readonly [string, ...string[]], S extends z.ZodRawShape>({
  title,
  what,
  key,
  keyTitle,
  values,
  fields,
}: {
  title: string;
  /** The items in the plural, for the messages: "figures". */
  what: string;
  key: K;
  keyTitle: string;
  values: V;
  fields: S;
}) => {
  const shape = {
    [key]: z.enum(values).meta({ title: keyTitle, description: FIXED, readonly: true }),
    ...fields,
  } as Record<K, z.ZodEnum<{ [P in V[number]]: P }>> & S;
  const n = values.length;
  return z
    .array(z.strictObject(shape))
    .length(n, `must list exactly ${n} ${what} (the page is designed for ${n})`)
    .refine((items) => items.every((item, i) => (item as Record<K, string>)[key] === values[i]), {
      message: `must list the ${what} ${values.join(', ')}, in this order (fixed by the site specification)`,
    })
    .meta({ title });
};

/**
 * How a page opens: its name (above the heading, in the browser tab and breadcrumbs), heading,
 * introduction and the description search engines show. Spread into the page's schema.
 */
export const pageOpening = () => ({
  title: copy('Page name', 'Above the heading, in the browser tab and in breadcrumbs.'),
  heading: copy('Heading'),
  intro: prose('Introduction'),
  description: metaDescription(),
});

/** Company figures named by id (content/site.yaml states each once): `count` of them, or any number. */
export const figureIds = (title: string, count: number) =>
  z
    .array(
      copy('Figure', 'The id of one of Company details → Company figures.').regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        'must be an id: lower-case letters, digits and hyphens',
      ),
    )
    .length(count, `must name exactly ${count} figures (the page is designed for ${count})`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a figure twice')
    .meta({ title, description: 'Ids of Company details → Company figures, in the order shown.' });

/** A strip of four company figures, by id. */
export const figuresStrip = () =>
  z
    .strictObject({
      label: copy('Label', 'Read out by screen readers before the figures.'),
      figures: figureIds('Figures', 4),
    })
    .meta({ title: 'Figures strip' });
