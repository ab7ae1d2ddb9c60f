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
  /** Photos chosen since the last Save, by the path the page was rendered with: their blob URLs. */
  uploads: Map<string, string>;
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
function withAssets(html: string, { getAsset }: Props, uploads: Map<string, string>): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const img of doc.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    const url = uploads.get(src) ?? getAsset(src)?.url;
    if (url) img.src = url;
  }
  return doc.body.innerHTML;
}

type Data = Record<string, unknown>;

/** A blob URL as Sveltia makes them: the CMS's origin, then a UUID. */
const BLOB = /blob:[^\s()<>"']+\/[\w-]+/g;

/**
 * A photo chosen since the last Save is held as its blob URL, in a picture field or in an
 * article's Markdown, which the schema and the article's renderer refuse as a path (the preview
 * then listed it as a problem until the draft was saved and reopened): the page is drawn with a
 * stand-in path under /images/uploads/, named after the blob, and shown with the blob.
 */
function withUploads(data: Data, uploads: Map<string, string>): Data {
  const placed = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(placed);
    if (typeof value === 'object' && value) return withUploads(value as Data, uploads);
    if (typeof value !== 'string') return value;
    return value.replace(BLOB, (blob) => {
      const path = `/images/uploads/${blob.split('/').at(-1)}.jpg`;
      uploads.set(path, blob);
      return path;
    });
  };
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, placed(value)]));
}

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
      const uploads = new Map<string, string>();
      const draft = {
        slug: String(entry.get('slug') ?? ''),
        data: withUploads(withoutEmpty((entry.get('data') as unknown as { toJS(): Data }).toJS()), uploads),
      };
      // The site's templates and React load with the first preview, not with the CMS.
      const next = queue.then(async () => (await import('./pages')).previewHtml(name, draft));
      queue = next.catch(() => undefined);
      void next.then((html) => {
        this.page = html;
        this.uploads = uploads;
        this.retried = false;
        this.show();
      });
    },
    show(this: Preview) {
      this.setState({ html: withAssets(this.page, this.props, this.uploads) });
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
