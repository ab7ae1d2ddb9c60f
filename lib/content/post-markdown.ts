/**
 * Blog article bodies: Markdown (GitHub's, for tables) rendered to HTML at build time, with the
 * site's URL shape, and each photo as a responsive picture like every other photo of the site.
 * Errors name the file, so an editor can fix them.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Parent as MdastParent, Root as MdastRoot } from 'mdast';
import { toString } from 'mdast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { BlogPost } from '@/lib/content/collections/posts';
import { FORMATS, srcSet, type ManifestEntry } from '../pictures/responsive-photos.cjs';
import { asset, basePath, route } from '../paths';
import { markdownMinutes } from '../text/reading-time';

export class PostError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'PostError';
  }
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Internal links and images get the site's URL shape (trailing slash, base path); anything
 * pointing at another host is refused, because the site never sends visitors' browsers elsewhere.
 */
function siteUrls(file: string) {
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        const attr = child.tagName === 'a' ? 'href' : child.tagName === 'img' ? 'src' : null;
        const value = attr ? child.properties[attr] : undefined;
        if (attr && typeof value === 'string') {
          if (EXTERNAL.test(value) && !value.startsWith('mailto:'))
            throw new PostError(file, `links to another site are not allowed (${value}).`);
          if (!value.startsWith('/') && !value.startsWith('mailto:') && !value.startsWith('#'))
            throw new PostError(
              file,
              `link "${value}" must start with "/" (a path on this site, e.g. /services/sap-erp/).`,
            );
          // A picture's address is made by `pictures`, after this.
          if (value.startsWith('/') && attr === 'href') child.properties[attr] = asset(route(value));
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

/**
 * Raw HTML in an article is shown as the text it is, never run and never dropped in silence: an
 * editor who pasted some sees it on the page.
 */
function htmlAsText() {
  return (tree: MdastRoot) => {
    const visit = (node: MdastRoot | MdastParent) => {
      for (const [i, child] of node.children.entries()) {
        if (child.type === 'html') node.children[i] = { type: 'text', value: child.value };
        else if ('children' in child) visit(child);
      }
    };
    visit(tree);
  };
}

/**
 * GitHub's Markdown (tables, strikethrough) makes a link of an address typed as text; the body's
 * rules judge only links written as links, so such an address stays the text it was typed as.
 */
function typedAddressesAsText(body: string) {
  return (tree: MdastRoot) => {
    const visit = (node: MdastRoot | MdastParent) => {
      for (const [i, child] of node.children.entries()) {
        const start = child.position?.start.offset;
        if (child.type === 'link' && start !== undefined && !'[<'.includes(body.charAt(start)))
          node.children[i] = { type: 'text', value: toString(child) };
        else if ('children' in child) visit(child);
      }
    };
    visit(tree);
  };
}

const ALIGNED = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/**
 * A table keeps its header cells as column headers, aligns by class (the `align` attribute is
 * obsolete HTML), and sits in a box that scrolls sideways on a narrow screen: a region a keyboard
 * can reach and scroll, named by the table's column headings.
 */
function scrollingTables() {
  const cells = (node: Element): Element[] =>
    node.children.flatMap((child) =>
      child.type !== 'element' ? [] : ['th', 'td'].includes(child.tagName) ? [child] : cells(child),
    );
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const [i, child] of node.children.entries()) {
        if (child.type !== 'element') continue;
        if (child.tagName !== 'table') {
          visit(child);
          continue;
        }
        for (const cell of cells(child)) {
          const align = cell.properties.align as keyof typeof ALIGNED | undefined;
          delete cell.properties.align;
          if (align && ALIGNED[align]) cell.properties.className = [ALIGNED[align]];
          if (cell.tagName === 'th') cell.properties.scope = 'col';
        }
        const headings = cells(child).filter((cell) => cell.tagName === 'th');
        child.properties.className = ['spec-table', 'w-full'];
        node.children[i] = {
          type: 'element',
          tagName: 'div',
          properties: {
            role: 'region',
            tabIndex: 0,
            ariaLabel: headings.map((cell) => hastText(cell)).join(', '),
            className: ['mt-6', 'overflow-x-auto', 'rounded-lg', 'border', 'border-slate-200'],
          },
          children: [child],
        };
      }
    };
    visit(tree);
  };
}

/**
 * What the build knows of a picture an article shows, by its path under public/: its size (which
 * reserves its box) and the variants scripts/images.mjs made (none for an SVG). Throws, in words
 * that follow the path, when the file is missing or is not a picture. The CMS's preview knows
 * neither, and shows the picture as it is.
 */
export type ArticlePicture = (src: string) => { width: number; height: number; variants: ManifestEntry | null };

/** The article's column is at most 48rem wide (components/blog/PostPage.tsx), the screen's width below that. */
const ARTICLE_SIZES = '(min-width: 48rem) 48rem, 100vw';

/**
 * A photo in an article, `![what it shows](/images/uploads/a.jpg)`, becomes a <picture> of its
 * AVIF and WebP variants over the original, with its alt text and size, loaded when it nears
 * the screen; one without alt text is refused (the body's rules say so before Save).
 */
function pictures(file: string, picture?: ArticlePicture) {
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const [i, child] of node.children.entries()) {
        if (child.type !== 'element') continue;
        if (child.tagName !== 'img') {
          visit(child);
          continue;
        }
        const { src, alt } = child.properties;
        if (typeof alt !== 'string' || !alt.trim())
          throw new PostError(file, `the picture ${String(src)} has no alt text: write what it shows in its Alt text.`);
        let known: ReturnType<ArticlePicture> | undefined;
        try {
          known = picture?.(String(src));
        } catch (error) {
          throw new PostError(file, `the picture ${String(src)} cannot be shown: ${(error as Error).message}.`);
        }
        const img: Element = {
          type: 'element',
          tagName: 'img',
          properties: {
            src: asset(String(src)),
            alt,
            ...(known && { width: known.width, height: known.height }),
            loading: 'lazy',
            decoding: 'async',
            className: ['my-8', 'h-auto', 'w-full', 'rounded-2xl'],
          },
          children: [],
        };
        const variants = known?.variants;
        node.children[i] = !variants
          ? img
          : {
              type: 'element',
              tagName: 'picture',
              properties: {},
              children: [
                ...FORMATS.map((format): Element => ({
                  type: 'element',
                  tagName: 'source',
                  properties: {
                    type: `image/${format}`,
                    srcSet: srcSet(variants, format, basePath),
                    sizes: ARTICLE_SIZES,
                  },
                  children: [],
                })),
                img,
              ],
            };
      }
    };
    visit(tree);
  };
}

const hastText = (node: Element | HastRoot['children'][number]): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(hastText).join('') : '';

/**
 * One article, its front matter and body already checked by the loader (lib/content/load.ts,
 * with the body's rules of lib/content/body-rules.ts); `picture` tells the build what it knows of
 * each picture the article shows.
 */
export function parsePost(
  file: string,
  meta: Omit<BlogPost, 'html' | 'minutes'>,
  body: string,
  picture?: ArticlePicture,
): BlogPost {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => typedAddressesAsText(body))
    .use(htmlAsText)
    .use(remarkRehype)
    .use(scrollingTables)
    .use(() => siteUrls(file))
    // After siteUrls, which refuses a picture from another site.
    .use(() => pictures(file, picture))
    .use(rehypeStringify);
  // Parsed once for both: at a thousand more entries the second parse cost the content check seconds.
  const tree = processor.parse(body);
  const minutes = markdownMinutes(tree);
  return { ...meta, html: processor.stringify(processor.runSync(tree)), minutes };
}
