/**
 * Company facts from content/site.yaml, validated before the build (scripts/prepare-content.mjs):
 * a real company replaces that one file and every page, feed and structured-data block follows.
 * Imported as data like each page's copy (content/copy/), so the CMS's previews read it too; client
 * islands receive what they show as props.
 */
import data from '@/content/site.yaml';
import type { Site } from './schemas';
import { fill } from '../text/fill';

export const site = data as Site;

/** Company figures by id, in the order named (the content check has made sure each exists). */
export const figuresNamed = (ids: readonly string[]) =>
  ids.map((id) => site.figures.find((figure) => figure.id === id)!);

/** Copy with the promises it names ({enquiryReply}, {officeHours}…) filled in from Company details. */
export const promised = (text: string) => fill(text, site.promises);

/** The state of an office city, for a job posting's address. */
export const officeState = (city: string) => site.offices.find((office) => office.city === city)?.state;

export function formatAddress(separator = ', '): string {
  const a = site.address;
  return [a.street, a.locality, `${a.city} ${a.postalCode}`, a.country].join(separator);
}
