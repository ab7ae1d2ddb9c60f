/**
 * Blog articles as Markdown files with front matter: parsing, validation and rendering to
 * HTML at build time. Errors name the file and the field, so an editor can fix them.
 */
import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'mdast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import { blogCategories, type BlogCategory, type BlogPost } from '@/content/types';
import { asset, route } from './paths';

export class ArticleError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ArticleError';
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits `---` front matter from the Markdown body. */
function splitFrontMatter(file: string, source: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ArticleError(file, 'must start with front matter between two "---" lines.');
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ArticleError(file, `front matter is not valid YAML (${(error as Error).message.split('\n')[0]}).`);
  }
  return { data, body: source.slice(match[0].length) };
}

type FrontMatter = Pick<BlogPost, 'title' | 'date' | 'category' | 'tags' | 'excerpt' | 'author'>;

const isValidDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** Checks every field an article needs; the first problem is reported with its file and field. */
export function validateFrontMatter(file: string, data: unknown): FrontMatter {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ArticleError(file, 'front matter must be a list of "field: value" lines.');
  const fields = data as Record<string, unknown>;
  const text = (field: string, max?: number): string => {
    const value = fields[field];
    if (typeof value !== 'string' || !value.trim()) throw new ArticleError(file, `front matter field "${field}" is required and must be text.`);
    if (max && value.length > max) throw new ArticleError(file, `front matter field "${field}" must be at most ${max} characters (it has ${value.length}).`);
    return value.trim();
  };
  const title = text('title', 120);
  // YAML reads an unquoted 2026-03-12 as text in its core schema; a Date would mean another schema.
  const date = fields.date instanceof Date ? fields.date.toISOString().slice(0, 10) : text('date');
  if (!isValidDate(date)) throw new ArticleError(file, `front matter field "date" must be a date written YYYY-MM-DD (got "${date}").`);
  const category = text('category');
  if (!(blogCategories as readonly string[]).includes(category)) {
    throw new ArticleError(file, `front matter field "category" must be one of ${blogCategories.join(', ')} (got "${category}").`);
  }
  const tags = fields.tags;
  if (!Array.isArray(tags) || tags.length === 0 || !tags.every((t) => typeof t === 'string' && t.trim())) {
    throw new ArticleError(file, 'front matter field "tags" must be a list of one or more words or phrases.');
  }
  const excerpt = text('excerpt', 300);
  const author = text('author');
  const known = new Set(['title', 'date', 'category', 'tags', 'excerpt', 'author']);
  const unknown = Object.keys(fields).find((key) => !known.has(key));
  if (unknown) throw new ArticleError(file, `front matter field "${unknown}" is not one of ${[...known].join(', ')}.`);
  return { title, date, category: category as BlogCategory, tags: tags.map((t: string) => t.trim()), excerpt, author };
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
          if (EXTERNAL.test(value) && !value.startsWith('mailto:')) throw new ArticleError(file, `links to another site are not allowed (${value}).`);
          if (!value.startsWith('/') && !value.startsWith('mailto:') && !value.startsWith('#')) {
            throw new ArticleError(file, `link "${value}" must start with "/" (a path on this site, e.g. /services/sap-erp/).`);
          }
          if (value.startsWith('/')) child.properties[attr] = asset(attr === 'href' ? route(value) : value);
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** One article from its file name (the slug) and source. Raw HTML in the Markdown is dropped. */
export function parseArticle(file: string, source: string): BlogPost {
  const slug = file.replace(/^.*\//, '').replace(/\.md$/, '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new ArticleError(file, 'file name must be lower-case words joined by hyphens, ending in .md.');
  const { data, body } = splitFrontMatter(file, source);
  const meta = validateFrontMatter(file, data);
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(() => siteUrls(file))
    .use(rehypeStringify);
  const mdast = processor.parse(body);
  if (!mdast.children.some((node) => node.type === 'heading' && node.depth === 2)) {
    throw new ArticleError(file, 'the article needs at least one "## " section heading (the page title is the h1).');
  }
  const h1 = mdast.children.find((node) => node.type === 'heading' && node.depth === 1);
  if (h1) throw new ArticleError(file, `"# ${toString(h1)}" is a second page title: start sections with "## ".`);
  const html = processor.stringify(processor.runSync(mdast));
  return { slug, ...meta, html, minutes: readingMinutes(toString(mdast)) };
}
