/**
 * The content check's rules of any text, run in the CMS form so an editor hears of a problem before
 * Save, in the check's own words. Sveltia's string, text and markdown fields take them through
 * withTextRules (scripts/cms-bundle.mjs). Company details are read as the CMS was built: a change
 * there reaches the form with the next build (docs/editing.md).
 */
import homeCopy from '@/content/copy/home.yaml';
import { bodyBreak, bodyWords, linkTo, unknownPage } from '@/lib/content/body-rules';
import { claimsOf } from '@/lib/content/claims';
import { type CmsField, UPLOADS_PATH } from '@/lib/content/cms-config';
import { figuresIn, type Figure } from '@/lib/content/figures';
import { hiddenIn, hiddenLine } from '@/lib/content/hidden-characters';
import { promisesIn } from '@/lib/content/promises';
import { claimNotFound } from '@/lib/content/launch-words';
import { markdownIn } from '@/lib/content/plain-text';
import { registrationProblem } from '@/lib/content/registration';
import { asSentence, onLine, proofWithoutResults, sameTitle, tooShort } from '@/lib/content/rule-words';
import { addressProblem, slugOf } from '@/lib/content/slugs';
import { addressesIn, companyAddresses, spellingsIn } from '@/lib/content/spellings';
import { site } from '@/lib/content/site';

/** The claims the site makes, as the CMS was built: a record of evidence names one of them. */
type Company = Parameters<typeof companyAddresses>[0] & { figures: readonly Figure[]; claims?: readonly string[] };
type Field = Partial<
  Pick<
    CmsField,
    | 'type'
    | 'company_details'
    | 'widget'
    | 'slug_folder'
    | 'slug_reserved'
    | 'slug_titles'
    | 'body_rules'
    | 'min_chars'
    | 'text_rule'
  >
>;
type Check = (args: { fieldConfig: Field; value: unknown }) => { validity: object };

/**
 * The first problem in `value`, in the content check's words. Company details states the figures
 * (the check reads no figure there), and its e-mail fields are the list of addresses itself.
 * `entry` is the file name of the entry being edited (none for a new one): its own title is no
 * second one.
 */
export function textProblem(
  company: Company,
  field: Field,
  value: string,
  routes?: ReadonlySet<string>,
  entry?: string,
  unproven: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  const own = field.company_details;
  const { slug_folder: folder, slug_reserved: reserved = [], slug_titles: titles = {} } = field;
  const other = titles[slugOf(value)];
  const taken = other && other.replace(/^.*\/|\.\w+$/g, '') !== entry ? other : undefined;
  const markdown = field.widget === 'markdown';
  // A body's own rules, each at its line; a new upload is a file only the check knows until Save.
  const hidden = markdown ? hiddenLine(value) : undefined;
  const broken = markdown && field.body_rules ? bodyBreak(value, { pending: true }) : undefined;
  const unknown = routes && markdown ? unknownPage(value, routes, `${UPLOADS_PATH}/`) : undefined;
  const thin = markdown ? linkTo(value, new Set(unproven.keys())) : undefined;
  // Counted as Sveltia counts: characters, not UTF-16 units, around the spaces trimmed. Empty is the required rule's.
  const count = [...value.trim()].length;
  const textRule = field.text_rule;
  const rules = [
    () => (field.min_chars && count && count < field.min_chars ? [tooShort(field.min_chars)] : []),
    // The title an address is made from, as the check judges the file's (lib/content/load.ts).
    ...(folder ? [(text: string) => [addressProblem(text, folder, reserved) ?? []].flat()] : []),
    () => (folder && taken ? [sameTitle(taken)] : []),
    ...(markdown ? [] : [hiddenIn, markdownIn]),
    // A registration number or the phone as its registrar writes it; a claim the site makes.
    ...(textRule && textRule !== 'claim'
      ? [(text: string) => [registrationProblem(textRule, text) ?? []].flat().map(asSentence)]
      : []),
    ...(textRule === 'claim' && company.claims
      ? [(text: string) => (company.claims!.includes(text.trim()) ? [] : [claimNotFound(text.trim())])]
      : []),
    () => (hidden ? [onLine(hidden.line, hidden.words)] : []),
    () => (broken ? [onLine(broken.line, bodyWords(broken))] : []),
    spellingsIn,
    ...(own && field.type === 'email' ? [] : [addressesIn(companyAddresses(company))]),
    ...(own ? [] : [figuresIn(company.figures), promisesIn]),
    () => (unknown ? [onLine(unknown.line, unknown.words)] : []),
    () => (thin ? [proofWithoutResults(unproven.get(thin.page)!)] : []),
  ];
  // The whole value: a figure's statement may wrap onto another line, as the check reads it too.
  return rules.flatMap((rule) => rule(value))[0];
}

const company = { ...site, claims: claimsOf(site, homeCopy).map((claim) => claim.claim) };

/**
 * Sveltia's `check` of a field (none for markdown), refusing too what the content check refuses in
 * text; `routes` are the site's pages as the CMS was built (the bundle gives them), which a
 * Markdown body's links must name, and `unproven` the pages of case studies without results (by
 * their slugs), which it may not link as proof.
 */
export const withTextRules =
  (check?: Check, routes?: ReadonlySet<string>, unproven?: ReadonlyMap<string, string>): Check =>
  (args) => {
    const result = check?.(args) ?? { validity: {} };
    // The entry open in the form, by its address (#/collections/jobs/entries/devops-engineer); none when new.
    const entry = /^#\/collections\/[^/]+\/entries\/([^/?]+)/.exec(globalThis.location?.hash ?? '')?.[1];
    const said =
      typeof args.value === 'string'
        ? textProblem(company, args.fieldConfig, args.value, routes, entry, unproven)
        : undefined;
    return said ? { ...result, validity: { ...result.validity, customError: true, customErrorMessage: said } } : result;
  };
