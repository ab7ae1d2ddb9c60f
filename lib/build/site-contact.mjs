/**
 * Reads the e-mail and phone from site.yaml of the content folder in use (CONTENT_DIR,
 * lib/build/content-dir.cjs) for next.config.mjs and Jest (see lib/browser/inlined-contact.ts).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contentPath } from './content-dir.cjs';

export function contactEnv(root = process.cwd()) {
  const site = parse(readFileSync(`${root}/${contentPath('content/site.yaml')}`, 'utf8'));
  return { NEXT_PUBLIC_CONTACT_EMAIL: String(site.email ?? ''), NEXT_PUBLIC_CONTACT_PHONE: String(site.phone ?? '') };
}
