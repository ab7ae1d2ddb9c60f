/**
 * A deletion in Sveltia takes the entry out of every other entry that names it in a field that can
 * do without it (a case study among an Enterprise IT service's related ones), in the same draft; it
 * lists only the entries it refuses for (a required field), and knows nothing of a Markdown body's
 * link to the entry's page, which the draft's build refuses. scripts/cms-bundle.mjs has its plan of
 * a deletion note each field it takes the entry out of here, and refuse for each such link; its
 * Delete dialog lists the changes that do not refuse it as it lists the refusals: "Enterprise IT
 * services › Network Security", the field.
 */

import { linkTo } from '@/lib/content/body-rules';
import { notAPage, onLine } from '@/lib/content/rule-words';

/** An entry as Sveltia holds it: its content by locale, flattened. */
interface Entry {
  id: string;
  locales: Record<string, { content?: Record<string, unknown> }>;
}

/** An entry's field as Sveltia's Delete dialog lists it. */
export interface FieldRow {
  entry: { id: string };
  keyPath: string;
  collectionLabel: string;
  summary: string;
  fieldLabel: string;
  messages: string[];
}

/** A field of another entry that a deletion changes, as Sveltia's plan finds it. */
export interface Change {
  entry: { id: string };
  relation: {
    sourceCollection: { name: string; label?: string };
    sourceCollectionFile?: { label?: string };
    fieldConfig: { name: string; label?: string };
  };
  keyPaths: string[];
  /** The entry's name in its list (Sveltia's summary of it). */
  summary: string;
}

/** The fields each plan found, by the list its refusals are gathered in (one a plan). */
const noted = new WeakMap<object, Omit<FieldRow, 'messages'>[]>();

/** Notes the fields a plan takes the deleted entry out of, once each. */
export function noteDeletionChange(plan: object, { entry, relation, keyPaths, summary }: Change): void {
  const rows = noted.get(plan) ?? [];
  noted.set(plan, rows);
  const { sourceCollection: collection, sourceCollectionFile: file, fieldConfig } = relation;
  for (const keyPath of keyPaths) {
    if (rows.some((row) => row.entry.id === entry.id && row.keyPath === keyPath)) continue;
    rows.push({
      entry,
      keyPath,
      // A page of copy sits in Sveltia's collection "_singletons", which has no label: its own label names it.
      collectionLabel: collection.label || file?.label || collection.name,
      summary,
      fieldLabel: fieldConfig.label || fieldConfig.name,
    });
  }
}

/** The fields the plan changes without refusing the deletion, each with `words` (Company details). */
export function deletionChanges(plan: object, refusals: readonly FieldRow[], words: string): FieldRow[] {
  return (noted.get(plan) ?? [])
    .filter((row) => !refusals.some((refusal) => refusal.entry.id === row.entry.id && refusal.keyPath === row.keyPath))
    .map((row) => ({ ...row, messages: [words] }));
}

/** A collection whose entries have a Markdown body, by the CMS's names: the collection, its body field and that field's label. */
export interface Body {
  collection: string;
  field: string;
  label: string;
}

/** What of Sveltia a deletion's links are looked up in. */
interface Lookup<C, E> {
  /** The collection of the entries deleted, whose page each was (its preview path, "case-studies/{{slug}}/"). */
  collection: { preview_path?: string };
  entries: readonly { id: string; slug: string }[];
  bodies: readonly Body[];
  collectionOf: (name: string) => C | undefined;
  entriesOf: (name: string) => readonly E[];
  summaryOf: (collection: C, entry: E) => string;
}

/**
 * The Markdown bodies that link to a deleted entry's page, as refusals of the deletion: the draft's
 * build would refuse the link (an article's link to a case study deleted), so the dialog names the
 * body beside any other refusal, in the words and with the line the form gives it once the page is
 * gone.
 */
export function linkRefusals<C extends { label?: string; name: string }, E extends Entry>({
  collection,
  entries,
  bodies,
  collectionOf,
  entriesOf,
  summaryOf,
}: Lookup<C, E>): FieldRow[] {
  const page = collection.preview_path;
  if (!page) return [];
  const pages = new Set(entries.map(({ slug }) => `/${page.replaceAll('{{slug}}', slug)}`));
  const deleted = new Set(entries.map(({ id }) => id));
  return bodies.flatMap(({ collection: name, field, label }) => {
    const holding = collectionOf(name);
    if (!holding) return [];
    return entriesOf(name).flatMap((entry) => {
      const body = Object.values(entry.locales)[0]?.content?.[field];
      const link = !deleted.has(entry.id) && typeof body === 'string' ? linkTo(body, pages) : undefined;
      if (!link) return [];
      const { line, found } = link;
      return [
        {
          entry,
          keyPath: field,
          collectionLabel: holding.label || holding.name,
          summary: summaryOf(holding, entry),
          fieldLabel: label,
          messages: [onLine(line, notAPage(found))],
        },
      ];
    });
  });
}
