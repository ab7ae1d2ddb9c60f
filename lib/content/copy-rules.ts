/**
 * Building blocks for the schemas of the copy singletons (content/pages/*.yaml): the words of
 * pages and shared blocks that are not entries of a collection. Each rule shows in the CMS as the
 * same check, in the editor's words (lib/content/cms-config.ts).
 */
import { z } from 'zod';

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

/** Text the specification fixes word for word: shown to editors, but not theirs to change. */
export const fixed = <const T extends string>(value: T, title: string) =>
  z.literal(value).meta({ title, description: 'Fixed by the site specification; it cannot be changed here.' });

/** The singular and plural of a word the page counts with. */
export const pluralForms = (title: string) =>
  z.strictObject({ one: copy('For one'), other: copy('For several') }).meta({ title });
