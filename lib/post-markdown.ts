/**
 * Blog article bodies: Markdown rendered to HTML at build time, with the site's URL shape.
 * Errors name the file, so an editor can fix them.
 */
import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'mdast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { BlogPost } from './content/schemas';
import { asset, route } from './paths';
import { markdownMinutes } from './reading-time';

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
          if (!value.startsWith('/') && !value.startsWith('mailto:') && !value.startsWith('#')) {
            throw new PostError(
              file,
              `link "${value}" must start with "/" (a path on this site, e.g. /services/sap-erp/).`,
            );
          }
          if (value.startsWith('/')) child.properties[attr] = asset(attr === 'href' ? route(value) : value);
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

/** One article, its front matter already validated by the schema. Raw HTML in the Markdown is dropped. */
export function parsePost(file: string, meta: Omit<BlogPost, 'html' | 'minutes'>, body: string): BlogPost {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(() => siteUrls(file))
    .use(rehypeStringify);
  const mdast = processor.parse(body);
  if (!mdast.children.some((node) => node.type === 'heading' && node.depth === 2)) {
    throw new PostError(file, 'the article needs at least one "## " section heading (the page title is the h1).');
  }
  const h1 = mdast.children.find((node) => node.type === 'heading' && node.depth === 1);
  if (h1) throw new PostError(file, `"# ${toString(h1)}" is a second page title: start sections with "## ".`);
  const html = processor.stringify(processor.runSync(mdast));
  return { ...meta, html, minutes: markdownMinutes(body) };
}
