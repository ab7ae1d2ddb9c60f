/**
 * An article's body: HTML that lib/post-markdown.ts rendered from the article's Markdown file at
 * build time. Raw HTML in the file is dropped there, so this is only the markup Markdown makes.
 */
export function PostBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div className={`prose-content text-lg text-slate-700 ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
