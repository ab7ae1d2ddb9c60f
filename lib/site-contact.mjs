/** Reads the e-mail and phone from content/site.yaml for next.config.mjs and Jest (see lib/contact.ts). */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export function contactEnv(root = process.cwd()) {
  const site = parse(readFileSync(`${root}/content/site.yaml`, 'utf8'));
  return { NEXT_PUBLIC_CONTACT_EMAIL: String(site.email ?? ''), NEXT_PUBLIC_CONTACT_PHONE: String(site.phone ?? '') };
}
