/**
 * GitHub's API as the CMS uses it, answered in the browser (page.route) from a repository kept in
 * memory: the user and their access, branches and commits, files, pull requests with labels,
 * commit statuses, and merges. Each answer has the shape GitHub's REST or GraphQL API gives for
 * the request Sveltia CMS 0.221 makes (its sources: backends/git/github/*.js), so the CMS signs
 * in, saves a draft as a branch and a pull request, moves it through review and publishes it as it
 * would against github.com. A test reads what the CMS did from the same object (`pulls`,
 * `branches`, `merged`) and reports a build as build-status.yml would (`report`).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentPath } from '../lib/build/content-dir.cjs';
import type { Page, Route } from '@playwright/test';
import testEnv from '../tests/harness/test-env.cjs';
import { BUILD_STATUS_CONTEXT } from '../lib/content/cms-config';

export const TOKEN = 'github_pat_ONLY_FOR_THE_CMS_0001';
export const REPOSITORY = testEnv.TEST_REPOSITORY;
const BRANCH = 'main';
const USER = { login: 'editor', name: 'Editor', id: 1, avatar_url: '' };

type Files = Map<string, string>;
interface Commit {
  files: Files;
  message: string;
  date: string;
}
export interface PullRequest {
  number: number;
  title: string;
  branch: string;
  labels: string[];
  draft: boolean;
  state: 'open' | 'closed';
  merged: boolean;
  base: Files;
  created: string;
  /** The files this pull request changes, as GitHub lists them. */
  changed: () => string[];
}
export interface Status {
  state: 'pending' | 'success' | 'failure' | 'error';
  description: string;
  target_url: string;
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex');
const now = () => new Date().toISOString();

/**
 * Every text file under `folder` (a path from the project's root), as the repository holds it:
 * content/ read from the folder the build under test was made from (the tests' own,
 * lib/build/content-dir.cjs), never the editors'.
 */
export function filesOf(folder: string): Files {
  const files: Files = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(contentPath(dir), { withFileTypes: true }))
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else files.set(join(dir, entry.name), readFileSync(contentPath(join(dir, entry.name)), 'utf8'));
  };
  walk(folder);
  return files;
}

export class GitHubStub {
  readonly commits = new Map<string, Commit>();
  readonly branches = new Map<string, string>();
  readonly blobs = new Map<string, string>();
  readonly pulls: PullRequest[] = [];
  readonly statuses = new Map<string, Status>();
  /** The pull requests merged, by number, in order. */
  readonly merged: number[] = [];
  /** Requests this stub has no answer for: a test fails on any, so the stub stays faithful. */
  readonly unanswered: string[] = [];

  constructor(files: Files = new Map()) {
    this.branches.set(BRANCH, this.commit(files, 'Start'));
  }

  head(branch = BRANCH) {
    return this.branches.get(branch)!;
  }

  /** A file as the live branch holds it. */
  file(path: string) {
    return this.files(BRANCH).get(path);
  }

  pull(branch: string) {
    return this.pulls.find((pull) => pull.branch === branch);
  }

  /** A build's result on a commit, as build-status.yml posts it. */
  report(sha: string, status: Status) {
    this.statuses.set(sha, status);
  }

  async attach(page: Page) {
    await page.route('https://api.github.com/**', (route) => this.answer(route));
  }

  private commit(files: Files, message: string) {
    for (const text of files.values()) this.blobs.set(hash(text), text);
    const sha = hash(`${message}\n${this.commits.size}\n${now()}`);
    this.commits.set(sha, { files, message, date: now() });
    return sha;
  }

  private files(branch: string) {
    return this.commits.get(this.head(branch))!.files;
  }

  private answer(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    if (request.headers().authorization !== `token ${TOKEN}`)
      return route.fulfill({ status: 401, json: { message: 'Bad credentials' } });
    const body = request.postData() ? (request.postDataJSON() as Record<string, unknown>) : {};
    const found =
      url.pathname === '/graphql'
        ? { json: { data: this.graphql(body.query as string, (body.variables ?? {}) as Record<string, unknown>) } }
        : this.rest(request.method(), url.pathname.replace(`/repos/${REPOSITORY}`, ''), body);
    if (found) return route.fulfill(found);
    this.unanswered.push(`${request.method()} ${url.pathname} ${String(body.query ?? '').slice(0, 120)}`);
    return route.fulfill({ status: 404, json: { message: 'Not Found' } });
  }

  private rest(method: string, path: string, body: Record<string, unknown>) {
    const [, number] = /^\/(?:pulls|issues)\/(\d+)/.exec(path) ?? [];
    const pull = number ? this.pulls.find((p) => p.number === Number(number)) : undefined;
    const ref = /^\/git\/refs\/heads\/(.+)$/.exec(path)?.[1];
    if (method === 'GET' && path === '/user') return { json: USER };
    if (method === 'GET' && path === `/collaborators/${USER.login}`) return { status: 204, body: '' };
    if (method === 'GET' && path.startsWith('/git/trees/')) {
      const files = this.commits.get(path.slice('/git/trees/'.length))?.files ?? this.files(BRANCH);
      const tree = [...files].map(([name, text]) => ({ path: name, type: 'blob', sha: hash(text), size: text.length }));
      return { json: { sha: hash(JSON.stringify(tree)), tree, truncated: false } };
    }
    if (method === 'GET' && path.startsWith('/git/blobs/'))
      return { body: this.blobs.get(path.slice('/git/blobs/'.length)) ?? '', contentType: 'text/plain' };
    if (method === 'POST' && path === '/pulls') {
      const created: PullRequest = {
        number: this.pulls.length + 1,
        title: String(body.title),
        branch: String(body.head),
        labels: [],
        draft: Boolean(body.draft),
        state: 'open',
        merged: false,
        base: this.files(BRANCH),
        created: now(),
        changed: () => this.changed(created),
      };
      this.pulls.push(created);
      return { status: 201, json: this.restPull(created) };
    }
    if (method === 'GET' && path === '/pulls')
      return { json: this.pulls.filter((p) => p.state === 'open').map((p) => this.restPull(p)) };
    if (pull && method === 'POST' && path.endsWith('/labels')) {
      pull.labels.push(...(body.labels as string[]));
      return { json: pull.labels.map((name) => ({ name })) };
    }
    if (pull && path.startsWith('/issues/') && method === 'GET')
      return { json: { number: pull.number, labels: pull.labels.map((name) => ({ name })) } };
    if (pull && path.startsWith('/issues/') && method === 'PATCH') {
      pull.labels = body.labels as string[];
      return { json: { number: pull.number, labels: pull.labels.map((name) => ({ name })) } };
    }
    if (pull && method === 'PUT' && path.endsWith('/merge')) {
      const files = new Map([...this.files(BRANCH)]);
      for (const [name, text] of this.files(pull.branch)) if (pull.base.get(name) !== text) files.set(name, text);
      for (const name of pull.base.keys()) if (!this.files(pull.branch).has(name)) files.delete(name);
      this.branches.set(BRANCH, this.commit(files, String(body.commit_title ?? pull.title)));
      Object.assign(pull, { state: 'closed', merged: true });
      this.merged.push(pull.number);
      return { json: { sha: this.head(), merged: true, message: 'Pull Request successfully merged' } };
    }
    if (pull && method === 'PATCH' && path.startsWith('/pulls/')) {
      pull.state = body.state as PullRequest['state'];
      return { json: this.restPull(pull) };
    }
    if (ref && method === 'DELETE') {
      this.branches.delete(decodeURI(ref));
      return { status: 204, body: '' };
    }
    if (ref && method === 'PATCH') {
      this.branches.set(decodeURI(ref), String(body.sha));
      return { json: { ref: `refs/heads/${ref}`, object: { sha: body.sha } } };
    }
    const status = /^\/commits\/([^/]+)\/status$/.exec(path)?.[1];
    if (method === 'GET' && status) {
      const sha = this.branches.get(decodeURIComponent(status)) ?? status;
      const found = this.statuses.get(sha);
      return {
        json: {
          sha,
          state: found?.state ?? 'pending',
          statuses: found ? [{ context: BUILD_STATUS_CONTEXT, ...found }] : [],
        },
      };
    }
    return undefined;
  }

  private restPull(pull: PullRequest) {
    return {
      number: pull.number,
      node_id: `PR_${pull.number}`,
      title: pull.title,
      html_url: `https://github.com/${REPOSITORY}/pull/${pull.number}`,
      state: pull.state,
      draft: pull.draft,
      head: { ref: pull.branch, sha: this.branches.get(pull.branch) ?? '' },
      created_at: pull.created,
      updated_at: now(),
    };
  }

  /** Each query Sveltia sends, told apart by what it asks for (its text, whitespace collapsed). */
  private graphql(query: string, variables: Record<string, unknown>): Record<string, unknown> | null {
    const branch = (variables.branch as string | undefined) ?? BRANCH;
    const repository = (content: unknown) => ({ repository: content });
    if (query.includes('createCommitOnBranch')) return this.createCommit(query, variables.input as CommitInput);
    if (query.includes('createRef(')) {
      const { name, oid } = variables.input as { name: string; oid: string };
      this.branches.set(name.replace('refs/heads/', ''), oid);
      return { createRef: { ref: { name } } };
    }
    const toggled = /(convertPullRequestToDraft|markPullRequestReadyForReview)\(/.exec(query)?.[1];
    if (toggled) {
      const { pullRequestId } = variables.input as { pullRequestId: string };
      const pull = this.pulls.find((p) => `PR_${p.number}` === pullRequestId)!;
      pull.draft = toggled === 'convertPullRequestToDraft';
      return { [toggled]: { pullRequest: { isDraft: pull.draft } } };
    }
    if (query.includes('fork: repository('))
      return { fork: { id: 'R_1' }, base: { ref: { target: { oid: this.head(branch) } } } };
    if (query.includes('pullRequests(headRefName')) {
      const open = this.pulls.filter((p) => p.state === 'open' && p.branch === variables.branch);
      return repository({ pullRequests: { totalCount: open.length } });
    }
    if (query.includes('pullRequests(')) return repository({ pullRequests: { nodes: this.pullNodes() } });
    if (/\w+_\d+: /.test(query)) return repository(this.aliased(query, branch));
    if (query.includes('history(first: 1)')) {
      const sha = this.branches.get(branch);
      const commit = sha && this.commits.get(sha);
      return repository({
        ref: commit ? { target: { history: { nodes: [{ oid: sha, message: commit.message }] } } } : null,
      });
    }
    if (query.includes('ref(qualifiedName: $branch)'))
      return repository({ ref: { target: { oid: this.head(branch) } } });
    return null;
  }

  private pullNodes() {
    return this.pulls
      .filter((pull) => pull.state === 'open')
      .map((pull) => {
        const files = this.files(pull.branch);
        const changed = this.changed(pull);
        return {
          id: `PR_${pull.number}`,
          number: pull.number,
          title: pull.title,
          url: `https://github.com/${REPOSITORY}/pull/${pull.number}`,
          isDraft: pull.draft,
          isCrossRepository: false,
          createdAt: pull.created,
          updatedAt: now(),
          headRefName: pull.branch,
          headRefOid: this.head(pull.branch),
          author: { login: USER.login, avatarUrl: '', name: USER.name, email: '', databaseId: USER.id },
          labels: { nodes: pull.labels.map((name) => ({ name })) },
          files: {
            nodes: changed.map((path) => ({
              path,
              changeType: !files.has(path) ? 'DELETED' : pull.base.has(path) ? 'MODIFIED' : 'ADDED',
            })),
          },
        };
      });
  }

  private changed(pull: PullRequest) {
    const files = this.files(pull.branch);
    return [
      ...[...files].filter(([name, text]) => pull.base.get(name) !== text).map(([name]) => name),
      ...[...pull.base.keys()].filter((name) => !files.has(name)),
    ];
  }

  /** Batched lookups, one alias each (github/graphql.js): blobs, files on a branch, commits' builds, histories. */
  private aliased(query: string, branch: string) {
    const parts = query.split(/(?=\b\w+_\d+: )/).slice(1);
    return Object.fromEntries(
      parts.map((part) => {
        const [, alias] = /^(\w+_\d+): /.exec(part)!;
        const oid = /object\(oid: "([0-9a-f]+)"\)/.exec(part)?.[1];
        const expression = /object\(expression: "([^"]+)"\)/.exec(part)?.[1];
        if (oid && part.includes('Blob')) return [alias, { text: this.blobs.get(oid) ?? null, isTruncated: false }];
        if (oid) return [alias, this.commitNode(oid)];
        if (expression) {
          const [ref, path] = expression.split(/:(.*)/s) as [string, string];
          const text = this.branches.has(ref) ? this.files(ref).get(path) : undefined;
          const blob = text === undefined ? null : { oid: hash(text), byteSize: text.length, isBinary: false };
          return [alias, blob && { ...blob, isTruncated: false, text }];
        }
        const history = this.commits.get(this.head(branch))!;
        const node = {
          oid: this.head(branch),
          author: { name: USER.name, email: '', avatarUrl: '', user: { id: USER.id, login: USER.login } },
          committedDate: history.date,
        };
        return [alias, { target: { history: { nodes: [node] } } }];
      }),
    );
  }

  /** A commit's builds as Sveltia reads them: our status; no deployments or check runs. */
  private commitNode(sha: string) {
    const status = this.statuses.get(sha);
    const contexts = status
      ? [
          {
            context: BUILD_STATUS_CONTEXT,
            state: status.state.toUpperCase(),
            targetUrl: status.target_url,
            description: status.description,
          },
        ]
      : [];
    return { status: status ? { contexts } : null, deployments: { nodes: [] }, checkSuites: { nodes: [] } };
  }

  private createCommit(query: string, input: CommitInput) {
    const branch = input.branch.branchName;
    const files = new Map(this.files(branch));
    for (const { path, contents } of input.fileChanges.additions ?? [])
      files.set(path, Buffer.from(contents, 'base64').toString('utf8'));
    for (const { path } of input.fileChanges.deletions ?? []) files.delete(path);
    const sha = this.commit(files, input.message.headline);
    this.branches.set(branch, sha);
    const fileShas = Object.fromEntries(
      [...query.matchAll(/(file_\d+): file\(path: "([^"]+)"\)/g)].map(([, alias, path]) => [
        alias,
        { oid: hash(files.get(path!) ?? '') },
      ]),
    );
    return { createCommitOnBranch: { commit: { oid: sha, committedDate: now(), ...fileShas } } };
  }
}

interface CommitInput {
  branch: { branchName: string };
  fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
  message: { headline: string };
}

/** Signs in to the CMS with the stub's token, as an editor does. */
export async function signIn(page: Page, cmsAddress: string) {
  await page.goto(cmsAddress);
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
  await page.getByRole('textbox', { name: 'Personal Access Token' }).fill(TOKEN);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
