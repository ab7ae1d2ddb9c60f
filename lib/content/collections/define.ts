/**
 * What a collection declares (lib/content/collections/), and the helper that completes it; and
 * what a singleton declares (lib/content/singletons.ts), here because a collection may own one (its
 * page of copy) and the list of singletons reads the collections: declared here, neither imports the other.
 */
import type { RichTextEditorButtonName, RichTextEditorComponentName } from '@sveltia/cms';
import type { z } from 'zod';

export interface SingletonDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  label: string;
  file: string;
  schema: S;
  /** What the singleton holds (documentation and the JSON Schema's title). */
  description?: string;
  /** A Material Symbols name for the CMS's list. */
  icon?: string;
  /** Where the CMS lists it: the company's facts, a page's words, or words several pages share. */
  group: 'company' | 'page' | 'block';
}

export interface CollectionDef<S extends z.ZodObject = z.ZodObject, C extends z.ZodObject = z.ZodObject> {
  name: string;
  label: string;
  labelSingular: string;
  /** One file per entry; the file name (without extension) is the entry's slug. */
  folder: string;
  /** `md`: YAML front matter, then a Markdown body. */
  format: 'yaml' | 'md';
  schema: S;
  /**
   * The Markdown body: its label, and what the CMS's editor offers (Sveltia's `buttons` and
   * `editor_components`), no more than the body's renderer accepts: an editor cannot make an entry
   * that stops the build. A code block is shown as plain text, as the site shows it: the CMS bundle
   * leaves syntax highlighting out (cms/stubs/code-highlighting.ts).
   */
  body?: {
    label: string;
    buttons: RichTextEditorButtonName[];
    components: RichTextEditorComponentName[];
    /** The article rules apply (lib/content/body-rules.ts), in the form before Save and in the check. */
    rules?: true;
  };
  /** The field the CMS lists entries by. */
  summary?: string;
  /** More fields shown after it in the CMS list, e.g. a job's location and closing date. */
  details?: string[];
  /** Fields the CMS list can be sorted by; the first is the default, newest first. */
  sortBy?: string[];
  /** What the collection holds, shown in the CMS. */
  description?: string;
  /** A Material Symbols name for the CMS's collection list. */
  icon?: string;
  /** The address of an entry's own page (lib/paths.ts), for the CMS's link to it. */
  page?: (slug: string) => string;
  /** The kind's page of copy (its list's and its pages' words), listed with the other pages in the CMS. */
  copy?: SingletonDef<C>;
  /**
   * Its entries' group of site search's results: the key its kind's descriptor gives their search
   * documents, the CMS's label for the group's name (editors write it in content/copy/search.yaml
   * `kinds`), and where the group comes among the others (smaller first).
   */
  search?: { group: string; label: string; order: number };
}

/** An entry as read: its fields, and its file name as `slug`. */
export type Entry<S extends z.ZodType> = z.output<S> & { slug: string };

/** Keeps the schemas' types; the entries are in content/<name>/, YAML files unless `format` says otherwise. */
export const define = <S extends z.ZodObject, C extends z.ZodObject = z.ZodObject>({
  format = 'yaml',
  ...def
}: Omit<CollectionDef<S, C>, 'folder' | 'format'> & Partial<Pick<CollectionDef, 'format'>>): CollectionDef<S, C> => ({
  ...def,
  folder: `content/${def.name}`,
  format,
});
