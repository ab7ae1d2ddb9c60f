/**
 * Tells the editor how the last publish and each draft's build went, with the first problem's
 * words: Sveltia shows a build's state but not its words, and nothing of a publish after a reload.
 * Reads the "Site build" commit status with the editor's own token.
 */
import { BUILD_STATUS_CONTEXT, type CmsConfig } from '@/lib/content/cms-config';
import { site } from '@/lib/content/site';

/** Its words: Company details → Editing → Build notice (content/site.yaml), checked with the rest. */
export const noticeWords = site.editing.buildStatus;

/** One status as GitHub's combined-status answer lists it. */
export interface CommitStatus {
  context: string;
  state: 'pending' | 'success' | 'failure' | 'error';
  description: string | null;
  target_url: string | null;
}

export interface Line {
  state: CommitStatus['state'];
  text: string;
  link?: { href: string; text: string };
}

/** What one build says, in words; a link only to an https address (the status could name any). */
export function lineOf(subject: string, status: CommitStatus, draft: boolean): Line {
  const w = noticeWords;
  const failed = status.state === 'failure' || status.state === 'error';
  const text = [subject, failed && (draft ? w.notBuilt : w.refused), status.description].filter(Boolean).join(' ');
  const href = status.target_url && /^https:\/\//.test(status.target_url) ? status.target_url : undefined;
  const link = href && { href, text: draft && status.state === 'success' ? w.preview : w.details };
  return { state: status.state, text, ...(link && { link }) };
}

const siteBuild = (statuses: CommitStatus[]) => statuses.find((s) => s.context === BUILD_STATUS_CONTEXT);

type Repository = Pick<CmsConfig['backend'], 'repo' | 'branch'>;

async function gitHub<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`https://api.github.com${path}`, {
    headers: { Authorization: `token ${token}`, Accept: 'application/vnd.github+json' },
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
  return (await response.json()) as T;
}

type Combined = { statuses: CommitStatus[] };

/** The last publish (the branch's head), then each of the CMS's drafts (pull requests from cms/ branches). */
async function readBuilds({ repo, branch }: Repository, token: string): Promise<Line[]> {
  const head = await gitHub<Combined>(`/repos/${repo}/commits/${encodeURIComponent(branch)}/status`, token);
  const pulls = await gitHub<{ title: string; head: { ref: string; sha: string } }[]>(
    `/repos/${repo}/pulls?state=open&per_page=100`,
    token,
  );
  const drafts = await Promise.all(
    pulls
      .filter((pull) => pull.head.ref.startsWith('cms/'))
      .map(async (pull) => {
        const { statuses } = await gitHub<Combined>(`/repos/${repo}/commits/${pull.head.sha}/status`, token);
        const status = siteBuild(statuses);
        return status && lineOf(noticeWords.draft.replace('{title}', pull.title), status, true);
      }),
  );
  const published = siteBuild(head.statuses);
  return [published && lineOf(noticeWords.lastPublish, published, false), ...drafts].filter(
    (line) => line !== undefined,
  );
}

/** The editor's token, where Sveltia keeps it on this origin once they sign in. */
function signedInToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? 'null') as { token?: unknown } | null;
    return typeof user?.token === 'string' && user.token ? user.token : undefined;
  } catch {
    return undefined;
  }
}

function render(box: HTMLElement, lines: Line[]) {
  box.hidden = !lines.length;
  box.replaceChildren(
    ...lines.map((line) => {
      const p = Object.assign(document.createElement('p'), { textContent: line.text });
      p.dataset.state = line.state;
      const { href, text: textContent } = line.link ?? {};
      if (href)
        p.append(
          ' ',
          Object.assign(document.createElement('a'), {
            href,
            textContent,
            target: '_blank',
            rel: 'noopener noreferrer',
          }),
        );
      return p;
    }),
  );
}

/**
 * As often as Sveltia re-checks a build while one runs, and for as long (10 minutes: a build still
 * "pending" after that was cancelled or lost); then rarely, within the API's hourly allowance.
 */
const SOON = 5_000;
const LATER = 60_000;
const PATIENCE = 10 * 60_000;

/**
 * Bottom right, above Sveltia's panes, where it covers the least (the preview pane, the Ready
 * column); Sveltia's own colours for a warning and an error, so it follows its light and dark themes.
 */
const STYLE = `
.build-status { position: fixed; right: 12px; bottom: 12px; z-index: 2147483000; max-width: min(32rem, calc(100vw - 24px));
  display: grid; gap: 4px; margin: 0; font: 13px/1.4 system-ui, sans-serif; }
.build-status p { margin: 0; padding: 6px 10px; border: 1px solid; border-radius: 6px;
  border-color: var(--sui-info-border-color, #99c); background: var(--sui-info-background-color, #eef);
  color: var(--sui-info-foreground-color, #224); }
.build-status p[data-state='pending'] { border-color: var(--sui-warning-border-color, #cb6);
  background: var(--sui-warning-background-color, #ffd); color: var(--sui-warning-foreground-color, #540); }
.build-status p[data-state='failure'], .build-status p[data-state='error'] { border-color: var(--sui-error-border-color, #c66);
  background: var(--sui-error-background-color, #fee); color: var(--sui-error-foreground-color, #600); }
.build-status a { color: inherit; font-weight: 600; }
`;

/** Adds the notice to the CMS's page; returns a refresh to call when the editor saves or publishes. */
export function showBuildStatus(repository: Repository): () => void {
  document.head.append(Object.assign(document.createElement('style'), { textContent: STYLE }));
  const box = Object.assign(document.createElement('aside'), { className: 'build-status', hidden: true });
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', noticeWords.label);
  document.body.append(box);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitingSince = 0;
  const refresh = async () => {
    clearTimeout(timer);
    const token = signedInToken();
    let lines: Line[] = [];
    if (token) {
      try {
        lines = await readBuilds(repository, token);
      } catch {
        // Offline, or a token without access to statuses: Sveltia's own messages say more.
      }
    }
    render(box, lines);
    const pending = lines.some((line) => line.state === 'pending');
    waitingSince = pending ? waitingSince || Date.now() : 0;
    // A tab in the background asks only rarely; coming back to it (focus) brings it up to date.
    const soon = pending && Date.now() - waitingSince < PATIENCE && !document.hidden;
    timer = setTimeout(refresh, soon ? SOON : LATER);
  };
  // A save, a status change or a publish moves the editor to another view of the CMS.
  window.addEventListener('hashchange', () => void refresh());
  window.addEventListener('focus', () => void refresh());
  void refresh();
  // A save or a publish starts a build: watch it closely again.
  return () => {
    waitingSince = 0;
    void refresh();
  };
}
