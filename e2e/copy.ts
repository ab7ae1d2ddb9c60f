/**
 * The copy a test expects, read from the same content file the build shows, so a test follows
 * an editor's change instead of repeating the words (e.g. `copyOf('search').noResults`).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';
import { contentPath } from '../lib/build/content-dir.cjs';
import { singletonDefs } from '../lib/content/singletons';

type Defs = typeof singletonDefs;

export function copyOf<K extends keyof Defs>(name: K): z.output<Defs[K]['schema']> {
  const def = singletonDefs[name];
  return def.schema.parse(parse(readFileSync(contentPath(def.file), 'utf8'))) as z.output<Defs[K]['schema']>;
}

/**
 * A pattern (RegExp source) for text built from copy: the words match literally, each
 * `{placeholder}` matches the pattern `values` gives it, else any text. E.g. an article's
 * reading time: `new RegExp(copyPattern(copyOf('blog-page').article.minRead, { minutes: '\\d+' }))`.
 */
export function copyPattern(template: string, values: Record<string, string> = {}): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part)?.[1];
      return placeholder ? (values[placeholder] ?? '.+?') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
}

/** Text that starts with the given copy, e.g. a "Read More" link named "Read More: {title}". */
export const startingWith = (text: string) => new RegExp(`^${copyPattern(text)}`);
