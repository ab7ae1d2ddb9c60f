/**
 * What still stands in for the company's own facts: a field of Company details marked a stand-in
 * or at a reserved example domain, and a claim (a figure, a certification or partner programme,
 * a Why choose us point) with no evidence on record. A build for the company's own domain refuses
 * to start while one remains (lib/content-check/prepare.ts); a preview or test build names them in its
 * log and its record (build.json). docs/claims-to-confirm.md lists the claims (claimsList).
 */
import { aYearAfter } from '@/lib/text/dates';
import { fieldInFile, type FieldAt } from './load';
import { claimsOf, HOME_FILE, SITE_FILE, type Home } from './claims';
import { CLAIM_HOLDERS, claimNotFound, STAND_IN_FIELDS, type StandInField } from './launch-words';
import { siteSchema, type Site } from './schemas';
import { homeSchema } from './copy/home';

/** Top-level domains and domains kept for examples, tests and local networks (RFC 2606, 6761, 6762). */
const RESERVED_TLDS = new Set(['example', 'test', 'invalid', 'localhost', 'local', 'internal', 'lan']);
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** Whether `url` is an example, local or unusable address: no company's own domain. */
export function isDemoAddress(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '');
  } catch {
    return true;
  }
  if (!host.includes('.') || RESERVED_TLDS.has(host.split('.').at(-1)!)) return true;
  if (RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return true;
  return /^(?:127|10|0)\.|^192\.168\.|^172\.(?:1[6-9]|2\d|3[01])\.|^169\.254\./.test(host);
}

/**
 * Whether a build with `env` publishes to the company's own domain: its SITE_URL (or Company
 * details' Public URL) is no example or local address, and it is no draft's preview (SITE_PREVIEW,
 * set by .github/workflows/preview.yml, whose host may well be the company's).
 */
export const forCompanyDomain = (env: Record<string, string | undefined>, site: Pick<Site, 'defaultUrl'>) =>
  !env.SITE_PREVIEW && !isDemoAddress(env.SITE_URL || site.defaultUrl);

/** A value still to replace: where it is (file, line, field), and what it is and what to put there. */
export interface StandIn {
  at: string;
  /** A claim confirmed more than a year ago: published, and asked to be confirmed again. */
  stale?: true;
  message: string;
}

/** Company details as the site reads it (lib/content/site.ts) has no defaults filled in: an emptied list may be left out. */
const evidenceRecords = (site: Site) => site.evidence ?? [];

/** The fields of Company details that hold an e-mail or a web address, which a .example domain gives away. */
const ADDRESSED: readonly StandInField[] = ['email', 'grievanceOfficer.email', 'securityEmail', 'defaultUrl'];

const valueAt = (site: Site, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], site);

const asText = (value: unknown) =>
  typeof value === 'string' ? value : Object.values(value as Record<string, unknown>).join(', ');

const demoDomain = (value: string) => isDemoAddress(value.includes('@') ? `https://${value.split('@')[1]}` : value);

/** Each field of Company details still a stand-in: marked so, or at an example domain. */
export function standInFields(site: Site, at: FieldAt): StandIn[] {
  const marked = new Set<string>(site.standIns ?? []);
  return (Object.keys(STAND_IN_FIELDS) as StandInField[])
    .filter((field) => marked.has(field) || (ADDRESSED.includes(field) && demoDomain(String(valueAt(site, field)))))
    .map((field) => {
      const { put, holder } = STAND_IN_FIELDS[field];
      const value = asText(valueAt(site, field));
      return { at: at(field.split('.')), message: `${value} is a stand-in: put ${put} (${holder} holds it)` };
    });
}

/** What the evidence of `claim` says: none, confirmed, or confirmed more than a year before `today`. */
function evidenceOf(site: Site, claim: string, today: string) {
  const record = evidenceRecords(site).find((entry) => entry.claim === claim);
  if (!record) return { state: 'missing' as const };
  const again = aYearAfter(record.date);
  return { state: again < today ? ('stale' as const) : ('confirmed' as const), record, again };
}

/** Each claim with no evidence, or with evidence over a year old, at its file and line. */
export function unconfirmedClaims(site: Site, home: Home, today: string, at: (file: string) => FieldAt): StandIn[] {
  return claimsOf(site, home).flatMap(({ claim, kind, file, path }) => {
    const evidence = evidenceOf(site, claim, today);
    if (evidence.state === 'confirmed') return [];
    if (evidence.state === 'stale')
      return [
        {
          at: at(file)(path),
          stale: true as const,
          message: `“${claim}” was confirmed on ${evidence.record.date}, more than a year ago: check it again and update its date under Evidence for claims`,
        },
      ];
    return [
      {
        at: at(file)(path),
        message: `“${claim}” has no evidence on record: add its document, the day it was confirmed and who confirmed it under Company details › Evidence for claims (${CLAIM_HOLDERS[kind]} usually holds it)`,
      },
    ];
  });
}

/** A record under Evidence for claims that names no claim the site makes, at its line. */
export function unknownClaims(site: Site, home: Home, at: FieldAt): string[] {
  const known = new Set(claimsOf(site, home).map((c) => c.claim));
  return evidenceRecords(site).flatMap((record, i) =>
    known.has(record.claim) ? [] : [`${at(['evidence', i, 'claim'])}: ${claimNotFound(record.claim)}`],
  );
}

/** Everything still to replace before the company's own domain, read from the content in use. */
export function standIns(site: Site, home: Home, today: string): StandIn[] {
  const siteAt = fieldInFile(SITE_FILE, siteSchema);
  const homeAt = fieldInFile(HOME_FILE, homeSchema);
  return [
    ...standInFields(site, siteAt),
    ...unconfirmedClaims(site, home, today, (file) => (file === HOME_FILE ? homeAt : siteAt)),
  ];
}

/** The line a problem or warning is printed as. */
export const standInLine = ({ at, message }: StandIn) => `${at}: ${message}`;

/**
 * docs/claims-to-confirm.md: every claim the editors' content makes, what evidence is on record,
 * and when to check it again; written by `npm run claims` (lib/content/claims-list.test.ts).
 */
export function claimsList(site: Site, home: Home): string {
  const rows = claimsOf(site, home).map(({ claim, shown, file }) => {
    const record = evidenceRecords(site).find((entry) => entry.claim === claim);
    const state = record
      ? `confirmed ${record.date} by ${record.confirmedBy} (${record.document}); check again by ${aYearAfter(record.date)}`
      : '**no evidence on record**';
    const cell = (text: string) => text.replace(/\|/g, '\\|');
    return `| ${cell(claim)} | ${cell(shown)} | \`${file}\` | ${state} |`;
  });
  const open = claimsOf(site, home).filter(
    ({ claim }) => !evidenceRecords(site).some((entry) => entry.claim === claim),
  );
  return [
    '# Claims to confirm',
    '',
    '<!-- Written by `npm run claims` from content/; edit the content, not this file. -->',
    '',
    `Every claim the site makes of the company: its figures, certifications, partner programmes, rankings and awards, and the Why choose us points. Each needs a record under Company details › Evidence for claims (\`${SITE_FILE}\` \`evidence\`): the document, the day it was confirmed and who confirmed it. A build for the company’s own domain refuses a claim without one, and asks again a year after ([deploying](deploying.md#from-stand-ins-to-live)).`,
    '',
    `${open.length} of ${rows.length} without evidence.`,
    '',
    '| claim | as the site states it | stated in | evidence |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
