/**
 * A deletion in Sveltia takes the entry out of every other entry that names it in a field that can
 * do without it (a case study among an Enterprise IT service's related ones), in the same draft; it
 * lists only the entries it refuses for (a required field). scripts/cms-bundle.mjs has its plan of
 * a deletion note each field it takes the entry out of here, and its Delete dialog list those that
 * do not refuse it, as it lists the refusals: "Enterprise IT services › Network Security", the field.
 */

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
