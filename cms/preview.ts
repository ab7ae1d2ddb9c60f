/**
 * The preview pane of every collection and page of copy: the page as the site renders it
 * (cms/pages.tsx), as HTML in a node of its own, drawn again as the entry changes. Renders run
 * one at a time, as each puts the entry in the saved content's place while it runs.
 */
import type { CustomPreviewTemplateProps, registerPreviewTemplate } from '@sveltia/cms';
import { collections } from '@/lib/content/collections';
import { singletons } from '@/lib/content/singletons';
import { createClass, h } from './react';

type Props = CustomPreviewTemplateProps;
interface Preview {
  props: Props;
  state: { html: string };
  setState(state: { html: string }): void;
  /** The page as last rendered, before its pictures are looked up in the CMS. */
  page: string;
  retried: boolean;
  show(): void;
  draw(): void;
}

let queue: Promise<unknown> = Promise.resolve();
const watched = new WeakSet<HTMLElement>();

/**
 * Uploads not published yet exist only in the CMS: their pictures come from it (getAsset), by a
 * blob URL once it has read the file and by their path before, which fails: a failed picture
 * has the page's pictures looked up once more.
 */
function withAssets(html: string, { getAsset }: Props): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const img of doc.querySelectorAll('img')) {
    const url = getAsset(img.getAttribute('src') ?? '')?.url;
    if (url) img.src = url;
  }
  return doc.body.innerHTML;
}

type Data = Record<string, unknown>;

/** An emptied field holds '' (an emptied group, null) until saving leaves it out: the schema sees it missing, as in the file. */
function withoutEmpty(data: Data): Data {
  const kept = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(kept) : typeof value === 'object' && value ? withoutEmpty(value as Data) : value;
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) => (value === '' || value === null ? [] : [[key, kept(value)]])),
  );
}

function previewOf(name: string) {
  return createClass<Props>({
    getInitialState: () => ({ html: '' }),
    componentDidMount(this: Preview) {
      this.draw();
    },
    componentDidUpdate(this: Preview, previous: Props) {
      if (previous.entry !== this.props.entry) this.draw();
    },
    draw(this: Preview) {
      const { entry } = this.props;
      const draft = {
        slug: String(entry.get('slug') ?? ''),
        data: withoutEmpty((entry.get('data') as unknown as { toJS(): Data }).toJS()),
      };
      // The site's templates and React load with the first preview, not with the CMS.
      const next = queue.then(async () => (await import('./pages')).previewHtml(name, draft));
      queue = next.catch(() => undefined);
      void next.then((html) => {
        this.page = html;
        this.retried = false;
        this.show();
      });
    },
    show(this: Preview) {
      this.setState({ html: withAssets(this.page, this.props) });
    },
    render(this: Preview) {
      return h('div', {
        ref: (node: HTMLElement | null) => {
          if (!node || watched.has(node)) return;
          watched.add(node);
          // A picture's error does not bubble: caught on its way down.
          node.addEventListener(
            'error',
            () => {
              if (this.retried) return;
              this.retried = true;
              this.show();
            },
            true,
          );
        },
        // The preview is not the site: its links lead nowhere.
        onClickCapture: (event: Event) => {
          if ((event.target as Element).closest('a')) event.preventDefault();
        },
        dangerouslySetInnerHTML: { __html: this.state.html },
      });
    },
  });
}

export function registerPreviews(register: typeof registerPreviewTemplate) {
  // Ours render with Sveltia's own createElement (cms/react.ts), typed loosely: not React's ComponentType.
  for (const { name } of [...collections, ...singletons]) register(name, previewOf(name) as never);
}
