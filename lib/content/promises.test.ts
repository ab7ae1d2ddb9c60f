/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { site } from '@/lib/content/site';
import closingCopy from '@/content/copy/closing.yaml';
import { fill } from '@/lib/text/fill';
import { promising } from './copy-rules';
import { promisesIn, statedPromiseProblems } from './promises';
import { siteSchema } from './schemas';

/** A file of the tests' own content, as the content check reads it. */
const fixture = (file: string) => {
  const shown = `fixtures/content/${file}`;
  return { shown, text: readFileSync(join(process.cwd(), shown), 'utf8') };
};

describe('every promise stated once', () => {
  it('accepts copy that names its promises, and fills them from Company details', () => {
    for (const file of ['copy/closing.yaml', 'copy/quote.yaml', 'copy/home.yaml', 'copy/privacy.yaml']) {
      const { shown, text } = fixture(file);
      expect(statedPromiseProblems(shown, text)).toEqual([]);
    }
    expect(fill(closingCopy.products.text, site.promises)).toContain(`within ${site.promises.quoteReply} with prices`);
  });

  it('refuses a second reply time with another number, naming file, line and field', () => {
    const { shown, text } = fixture('copy/closing.yaml');
    const line = text.split('\n').findIndex((l) => l.includes('{quoteReply}')) + 1;
    const edited = text.replace('{quoteReply}', 'one business day');
    expect(statedPromiseProblems(shown, edited)).toEqual([
      `fixtures/content/copy/closing.yaml:${line}: text: states a reply time (“reply within one business day”), but reply times are stated once, in Company details → Promises: write the promise’s placeholder ({enquiryReply}, {quoteReply}, {grievanceAcknowledgement}, {privacyAnswer}, {securityAcknowledgement}) in place of “within one business day”`,
    ]);
  });

  it('refuses the same promise in other words, and office hours written out', () => {
    const { shown, text } = fixture('copy/home.yaml');
    const edited = text
      .replace(
        'A consultant replies within {enquiryReply} with',
        'A consultant will get back to you the next business day with',
      )
      .replace('formHeading: Send Us a Message', 'formHeading: Send Us a Message (Mon–Fri, 9:30 a.m. to 6:30 p.m.)');
    const problems = statedPromiseProblems(shown, edited);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^fixtures\/content\/copy\/home\.yaml:\d+: intro: states a reply time \(“get back to you the next business day”\)/,
    );
    expect(problems[1]).toMatch(
      /^fixtures\/content\/copy\/home\.yaml:\d+: formHeading: states office hours \(“Mon–Fri, 9:30 a\.m\. to 6:30 p\.m\.”\), .* write \{officeHours\}$/,
    );
  });

  it('says the same under the field in the CMS, and passes text that promises nothing', () => {
    expect(promisesIn('We answer in 24 hours.')[0]).toMatch(/^states a reply time \(“answer in 24 hours”\)/);
    expect(
      promisesIn('Month-end close reduced from 12 working days to 4; the team was in place within 24 days.'),
    ).toEqual([]);
    expect(promisesIn('We reply within {enquiryReply}.')).toEqual([]);
  });

  it('lets copy name only the promises Company details states, and holds each reply time to a time', () => {
    const field = z.object({ text: promising('Text') });
    expect(field.safeParse({ text: 'We reply within {enquiryReply}.' }).success).toBe(true);
    expect(field.safeParse({ text: 'We reply within {replyTime}.' }).success).toBe(false);
    const promises = siteSchema.shape.promises;
    expect(promises.safeParse(site.promises).success).toBe(true);
    expect(promises.safeParse({ ...site.promises, enquiryReply: 'soon' }).success).toBe(false);
  });
});
