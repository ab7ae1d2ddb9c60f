/**
 * Page 1 of a list holds one page of entries, whatever the collection's size: its HTML grows by
 * a constant (the pager's few links), and the careers page keeps one application dialog. The
 * whole list is loaded only once a filter is used, and then searched in full.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlogBrowser from '@/components/blog/BlogBrowser';
import JobBrowser from '@/components/careers/JobBrowser';
import { Pager } from '@/components/ui/Pager';
import { postSummary } from '@/lib/lists/blog';
import { jobs, posts } from '@/lib/content';
import { blogCategories } from '@/lib/content/schemas';
import blogCopy from '@/content/copy/blog.yaml';
import careersCopy from '@/content/copy/careers.yaml';
import uiCopy from '@/content/copy/ui.yaml';
import { fill } from '@/lib/text/fill';
import { jobSummary } from '@/lib/lists/jobs';
import { listKind } from '@/lib/pages/list';
import { kind as jobKind } from '@/lib/kinds/jobs';
import { kind as postKind } from '@/lib/kinds/posts';
import { listOf } from '@/lib/pages/bound';
import { paths } from '@/lib/paths';

/** n entries: today's, copied under new slugs and titles as more would be published (like scripts/scale.mjs). */
function grown<E extends { slug: string; title: string }>(today: readonly E[], n: number): E[] {
  return Array.from({ length: n }, (_, i) => {
    const entry = today[i % today.length]!;
    const k = Math.floor(i / today.length);
    return k === 0 ? entry : { ...entry, slug: `${entry.slug}-${k + 1}`, title: `${entry.title} ${k + 1}` };
  });
}

const careersList = listOf(jobKind);
const blogList = listOf(postKind);

const careersOf = (n: number) =>
  listKind({
    base: paths.careers,
    words: careersList.words,
    entries: grown(jobs, n),
    perPage: 12,
    summary: jobSummary,
  });

function careersPage(n: number) {
  const list = careersOf(n);
  const { items, pageCount } = list.slice(1);
  return render(
    <JobBrowser items={items} whole={list.whole} pager={<Pager base={list.base} page={1} pageCount={pageCount} />} />,
  );
}

function blogPage(n: number) {
  const list = listKind({
    base: paths.blog,
    words: blogList.words,
    entries: grown(posts, n),
    perPage: 12,
    summary: postSummary,
  });
  const { items, pageCount } = list.slice(1);
  return render(
    <BlogBrowser
      copy={blogCopy.list}
      categories={blogCategories}
      tags={['Quantum', 'ERP']}
      items={items}
      whole={list.whole}
      pager={<Pager base={list.base} page={1} pageCount={pageCount} />}
    />,
  );
}

/** What the browser's fetch answers: the JSON, or an HTTP failure. */
const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

// jsdom has no fetch: each test sets its own.
const mockFetch = () => (globalThis.fetch = jest.fn());

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** The pager has at most 7 links: beyond them, only its last page number's digits grow. */
function expectBoundedGrowth([n, twice, many, tenfold]: number[]) {
  expect(Math.max(twice!, many!, tenfold!) - n!).toBeLessThan(1000);
  expect(tenfold! - many!).toBeLessThan(20);
}

describe('a list page 1 at N, 2N, 25N and 250N entries (N = 12, its page size)', () => {
  it.each([
    ['careers', careersPage, 1],
    ['blog', blogPage, 0],
  ])(
    '%s: the same 12 entries and %i application dialogs; the HTML grows only by the bounded pager',
    (_, page, dialogs) => {
      const sizes = [24, 48, 300, 3000].map((n) => {
        const { container, unmount } = page(n);
        expect(container.querySelectorAll('article')).toHaveLength(12);
        expect(container.querySelectorAll('dialog')).toHaveLength(dialogs);
        const size = container.innerHTML.length;
        unmount();
        return size;
      });
      expectBoundedGrowth(sizes);
    },
  );
});

describe('filters of a list longer than its page', () => {
  const noun = careersCopy.results.noun;
  const all = careersOf(30).all();

  it('load the whole list only once a filter is set, say so meanwhile, and show every match without the pager', async () => {
    let respond: (value: Response) => void = () => {};
    const fetched = mockFetch().mockImplementation(() => new Promise<Response>((resolve) => (respond = resolve)));
    careersPage(30);
    expect(screen.getByRole('navigation', { name: uiCopy.pager.label })).toBeInTheDocument();
    expect(fetched).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(careersCopy.filters.searchLabel), 'devops');
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith(careersList.data);
    expect(screen.getByRole('status')).toHaveTextContent(fill(uiCopy.resultsLoading, { noun }));
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await act(async () => respond(answer(all)));
    const matches = all.filter((job) => job.title.toLowerCase().includes('devops'));
    // Today's 6 openings copied to 30: the DevOps Engineer and its 4 copies, most beyond page 1.
    expect(matches).toHaveLength(5);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent(fill(uiCopy.results, { shown: 5, total: 30, noun }));
    expect(screen.queryByRole('navigation', { name: uiCopy.pager.label })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'DevOps Engineer 5' })).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: careersCopy.results.clear }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('navigation', { name: uiCopy.pager.label })).toBeInTheDocument();
  });

  it('keep the page’s own list and say so when the whole list cannot be loaded, and try again on the next change', async () => {
    const fetched = mockFetch().mockResolvedValue(answer(null, 503));
    careersPage(30);
    const role = screen.getByLabelText(careersCopy.facts.role, { selector: 'select' });
    await userEvent.selectOptions(role, 'Consulting');
    expect(await screen.findByText(fill(uiCopy.resultsFailed, { noun }))).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);

    fetched.mockResolvedValue(answer(all));
    await userEvent.selectOptions(role, 'Engineering');
    const engineering = all.filter((job) => job.role === 'Engineering');
    expect(await screen.findByText(fill(uiCopy.results, { shown: engineering.length, total: 30, noun }))).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(engineering.length);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('on a list that fits on its page, filter what the page holds and load nothing', async () => {
    const fetched = mockFetch();
    careersPage(jobs.length);
    await userEvent.type(screen.getByLabelText(careersCopy.filters.searchLabel), 'engineer');
    expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(2);
    expect(fetched).not.toHaveBeenCalled();
  });
});
