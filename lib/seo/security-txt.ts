/**
 * /.well-known/security.txt per RFC 9116: Contact, Expires (an ISO 8601 date, less than a year
 * ahead: the build date plus the configured days, so each build renews it), Preferred-Languages
 * and Canonical (the absolute URL the file is published at).
 */
import { absoluteUrl } from '../paths';

interface Input {
  contact: string;
  preferredLanguages: string;
  validForDays: number;
  comment: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function securityTxt(input: Input, siteUrl: string, builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + input.validForDays * DAY_MS);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    input.comment,
    `Contact: ${input.contact}`,
    `Expires: ${expires.toISOString()}`,
    `Preferred-Languages: ${input.preferredLanguages}`,
    `Canonical: ${absoluteUrl('/.well-known/security.txt', siteUrl)}`,
    '',
  ].join('\n');
}
