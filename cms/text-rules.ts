/**
 * The content check's rules of any text (another spelling of a place, an address at the company's
 * domain that Company details does not list, a company figure stated with another number, a hidden
 * character, a title that makes no address or one of the site's own), in the form, and a Markdown
 * body's link to a page the site does not have: Sveltia's checks of a string, text or markdown
 * field go through withTextRules (scripts/cms-bundle.mjs), which refuses the first problem under the field, in the sentence
 * the check prints after file and line. The addresses and figures are Company details' as the CMS
 * was built: a change to them there reaches the form with the next build (docs/editing.md).
 */
import { linkTo, unknownPage } from '@/lib/content/body-rules';
import type { CmsField } from '@/lib/content/cms-config';
import { figuresIn, type Figure } from '@/lib/content/figures';
import { hiddenIn } from '@/lib/content/hidden-characters';
import { notAPage, proofWithoutResults } from '@/lib/content/rule-words';
import { addressProblem } from '@/lib/content/slugs';
import { addressesIn, companyAddresses, spellingsIn } from '@/lib/content/spellings';
import { site } from '@/lib/site';

type Company = Parameters<typeof companyAddresses>[0] & { figures: readonly Figure[] };
type Field = Partial<Pick<CmsField, 'type' | 'company_details' | 'widget' | 'slug_folder' | 'slug_reserved'>>;
type Check = (args: { fieldConfig: Field; value: unknown }) => { validity: object };

/**
 * The first problem in `value`, in the content check's words. Company details states the figures
 * (the check reads no figure there), and its e-mail fields are the list of addresses itself.
 */
export function textProblem(
  company: Company,
  field: Field,
  value: string,
  routes?: ReadonlySet<string>,
  unproven: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  const own = field.company_details;
  const { slug_folder: folder, slug_reserved: reserved = [] } = field;
  const broken = routes && field.widget === 'markdown' ? unknownPage(value, routes) : undefined;
  const thin = field.widget === 'markdown' ? linkTo(value, new Set(unproven.keys())) : undefined;
  const rules = [
    // The title an address is made from, as the check judges the file's (lib/content/load.ts).
    ...(folder ? [(text: string) => [addressProblem(text, folder, reserved) ?? []].flat()] : []),
    // An article's body is Markdown, where the check reads no field.
    ...(field.widget === 'markdown' ? [] : [hiddenIn]),
    spellingsIn,
    ...(own && field.type === 'email' ? [] : [addressesIn(companyAddresses(company))]),
    ...(own ? [] : [figuresIn(company.figures)]),
    () => (broken ? [notAPage(broken.found)] : []),
    () => (thin ? [proofWithoutResults(unproven.get(thin.page)!)] : []),
  ];
  // The whole value: a figure's statement may wrap onto another line, as the check reads it too.
  return rules.flatMap((rule) => rule(value))[0];
}

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
    const said =
      typeof args.value === 'string' ? textProblem(site, args.fieldConfig, args.value, routes, unproven) : undefined;
    return said ? { ...result, validity: { ...result.validity, customError: true, customErrorMessage: said } } : result;
  };
