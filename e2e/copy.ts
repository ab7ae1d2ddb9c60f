/**
 * The copy a test expects, read from the same content/ file the build shows, so a test follows
 * an editor's change instead of repeating the words (e.g. `copyOf('search').noResults`).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';
import { singletonDefs } from '../lib/content/singletons';

type Defs = typeof singletonDefs;

export function copyOf<K extends keyof Defs>(name: K): z.output<Defs[K]['schema']> {
  const def = singletonDefs[name];
  return def.schema.parse(parse(readFileSync(def.file, 'utf8'))) as z.output<Defs[K]['schema']>;
}
