/**
 * Company facts from content/site.yaml, validated at build: a real company replaces that one
 * file and every page, feed and structured-data block follows. Server-only (it reads a file);
 * client islands receive what they show as props.
 */
import { singletonDefs } from './content/singletons';
import { loadFile } from './content/load';

export const site = loadFile(singletonDefs.site.file, singletonDefs.site.schema);

/** Company figures by id, in the order named (the content check has made sure each exists). */
export const figuresNamed = (ids: readonly string[]) =>
  ids.map((id) => site.figures.find((figure) => figure.id === id)!);

/** The state of an office city, for a job posting's address. */
export const officeState = (city: string) => site.offices.find((office) => office.city === city)?.state;

export function formatAddress(separator = ', '): string {
  const a = site.address;
  return [a.street, a.locality, `${a.city} ${a.postalCode}`, a.country].join(separator);
}
