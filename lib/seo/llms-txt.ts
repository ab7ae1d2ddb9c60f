/**
 * /llms.txt (llmstxt.org): the site as an AI assistant reads it first, every indexable page linked
 * to its plain Markdown copy. Pure: app/llms.txt/route.ts gives it the pages and Company details.
 */
import { absoluteUrl } from '../paths';

interface Page {
  path: string;
  title: string;
  section?: string;
  description: string;
  indexable: boolean;
}

interface Input {
  name: string;
  description: string;
  tagline: string;
  pages: readonly Page[];
  /** The heading of the pages of their own, and of how to reach the company. */
  headings: { company: string; connect: string };
  /** Each way to reach the company: its label and value, then the contact form's link. */
  contact: { label: string; value: string }[];
  contactLink: { label: string; path: string };
}

/** Where the Markdown copy of the page at `path` is published, beside its HTML. */
export const markdownPath = (path: string) => `${path}index.md`;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function llmsTxt(input: Input, siteUrl: string): string {
  const groups = new Map<string, Page[]>();
  for (const page of input.pages.filter((p) => p.indexable)) {
    const heading = page.section ?? input.headings.company;
    groups.set(heading, [...(groups.get(heading) ?? []), page]);
  }
  // The site's own groups first (services, products, jobs...), then the pages of their own.
  const ordered = [...groups].sort(
    ([a], [b]) => Number(a === input.headings.company) - Number(b === input.headings.company),
  );
  const link = (page: Page) =>
    `- [${oneLine(page.title)}](${absoluteUrl(markdownPath(page.path), siteUrl)}): ${oneLine(page.description)}`;
  return [
    `# ${input.name}`,
    '',
    `> ${oneLine(input.description)}`,
    '',
    oneLine(input.tagline),
    '',
    ...ordered.flatMap(([heading, pages]) => [`## ${heading}`, '', ...pages.map(link), '']),
    `## ${input.headings.connect}`,
    '',
    ...input.contact.map(({ label, value }) => `- ${label}: ${oneLine(value)}`),
    `- [${input.contactLink.label}](${absoluteUrl(input.contactLink.path, siteUrl)})`,
    '',
  ].join('\n');
}
