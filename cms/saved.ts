/**
 * What the templates read besides the entry, as saved: each copy file and collection, one shared
 * object each. A preview swaps the draft in for one render, in place, so every module holding a
 * piece of it sees the edit, then puts the saved one back.
 */
type Data = Record<string, unknown>;

const copies = new Map<string, Data>();

/** The module of a content YAML file: its saved data, registered under its path. */
export function savedCopy(file: string, data: Data): Data {
  copies.set(file, data);
  return data;
}

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Makes `target` hold what `source` holds, keeping the identity of every object and list in it. */
function replaceIn(target: Data | unknown[], source: Data | unknown[]) {
  if (Array.isArray(target) && Array.isArray(source)) {
    target.length = source.length;
    source.forEach((value, i) => (target[i] = merged(target[i], value)));
    return;
  }
  const into = target as Data;
  const from = source as Data;
  for (const key of Object.keys(into)) if (!(key in from)) delete into[key];
  for (const [key, value] of Object.entries(from)) into[key] = merged(into[key], value);
}

function merged(old: unknown, value: unknown): unknown {
  if ((isRecord(old) && isRecord(value)) || (Array.isArray(old) && Array.isArray(value))) {
    replaceIn(old, value);
    return old;
  }
  return value;
}

/** Renders with `data` as the file's copy, then the saved copy again. */
export async function withCopy<T>(file: string, data: Data, render: () => Promise<T>): Promise<T> {
  const target = copies.get(file);
  if (!target) throw new Error(`No template reads ${file}`);
  const saved = structuredClone(target);
  replaceIn(target, data);
  try {
    return await render();
  } finally {
    replaceIn(target, saved);
  }
}

/** Renders with `entry` in the list in place of the saved entry of its slug (or added), then the saved list again. */
export async function withEntry<E extends { slug: string }, T>(
  list: E[],
  entry: E,
  render: () => Promise<T>,
): Promise<T> {
  const saved = [...list];
  const at = list.findIndex((other) => other.slug === entry.slug);
  if (at < 0) list.push(entry);
  else list[at] = entry;
  try {
    return await render();
  } finally {
    list.splice(0, list.length, ...saved);
  }
}
