/** @jest-environment node */
import { lineOf, noticeWords, type CommitStatus } from './build-status';

const status = (state: CommitStatus['state'], description: string, target_url: string | null = null): CommitStatus => ({
  context: 'Site build',
  state,
  description,
  target_url,
});

describe('the CMS notice of builds', () => {
  const problem =
    '"Requirements" (requirements): Add at least 3 requirements. (content/jobs/devops-engineer.yaml, line 14)';

  it('says a refused publish left the site unchanged, with the first problem and a link to the run', () => {
    const line = lineOf(
      noticeWords.lastPublish,
      status('failure', problem, 'https://github.com/o/r/actions/runs/9'),
      false,
    );
    expect(line).toEqual({
      state: 'failure',
      text: `Last publish: Refused, the live site is unchanged. ${problem}`,
      link: { href: 'https://github.com/o/r/actions/runs/9', text: 'Details' },
    });
  });

  it('offers a built draft’s pages, and says a failed draft is not ready', () => {
    const draft = noticeWords.draft.replace('{title}', 'Update Job “devops-engineer”');
    expect(
      lineOf(draft, status('success', 'Built, ready for review.', 'https://previews.example/pr-3/'), true),
    ).toEqual({
      state: 'success',
      text: 'Draft: Update Job “devops-engineer” — Built, ready for review.',
      link: { href: 'https://previews.example/pr-3/', text: 'Open the draft’s pages' },
    });
    expect(lineOf(draft, status('error', problem), true).text).toBe(
      `Draft: Update Job “devops-engineer” — Not ready to publish. ${problem}`,
    );
  });

  it('links only to an https address, whatever a status names', () => {
    for (const href of ['javascript:alert(1)', 'http://previews.example/', 'data:text/html,x'])
      expect(lineOf(noticeWords.lastPublish, status('success', 'Live on the site.', href), false).link).toBeUndefined();
  });
});
