/** @jest-environment node */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { homeSchema } from './copy/home';
import { claimsList } from './launch';
import { siteSchema } from './schemas';

// `npm run claims` sets this to rewrite the list after the editors' claims or evidence change.
const update = process.env.UPDATE_CLAIMS === '1';
const FILE = 'docs/claims-to-confirm.md';

/** The editors' own content, not the tests' (CONTENT_DIR): the list is of what the site states. */
const edited = (file: string) => parse(readFileSync(file, 'utf8'));

describe('the claims to confirm before launch', () => {
  it(`${FILE} lists every claim of content/ with its evidence (run \`npm run claims\` after changing one)`, () => {
    const text = claimsList(
      siteSchema.parse(edited('content/site.yaml')),
      homeSchema.parse(edited('content/copy/home.yaml')),
    );
    if (update) writeFileSync(FILE, text);
    expect(existsSync(FILE) ? readFileSync(FILE, 'utf8') : '(missing)').toBe(text);
  });

  it('marks a claim with evidence as confirmed, with the day to check it again', () => {
    const site = siteSchema.parse(parse(readFileSync('fixtures/content/site.yaml', 'utf8')));
    const home = homeSchema.parse(parse(readFileSync('fixtures/content/copy/home.yaml', 'utf8')));
    const list = claimsList(site, home);
    expect(list).toContain(
      '| client-satisfaction | 99% client satisfaction | `content/site.yaml` | confirmed 2026-10-15 by Anjali Mehta, Head of Sales Operations (Client survey 2026, Sales drive › Surveys › client-survey-2026.pdf); check again by 2027-10-15 |',
    );
    expect(list).toMatch(
      /^\| CMMI Level 3 \| [^|]+ \| `content\/copy\/home\.yaml` \| \*\*no evidence on record\*\* \|$/m,
    );
  });
});
