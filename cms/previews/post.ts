/**
 * A blog article as its page lays it out (components/blog/PostPage.tsx), without the other
 * articles the page lists after it. Sveltia renders the Markdown body.
 */
import blogPages from '@/content/pages/blog.yaml';
import type { BlogPost } from '@/lib/content/schemas';
import { markdownMinutes } from '@/lib/reading-time';
import { h } from '../react';
import { backLink, crumbs, dateText, fieldsOf, type PreviewProps } from './layout';

const copy = blogPages.article;

export function PostPreview(props: PreviewProps) {
  const post = fieldsOf<BlogPost & { body: string }>(props);
  return h(
    'article',
    { className: 'container-page section' },
    h(
      'div',
      { className: 'mx-auto max-w-3xl' },
      crumbs([blogPages.list.title, post.title]),
      h(
        'header',
        { className: 'mt-8' },
        h(
          'p',
          { className: 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600' },
          h(
            'span',
            { className: 'inline-block rounded-full px-2.5 py-1 text-xs bg-quantum-50 font-semibold text-quantum-800' },
            post.category,
          ),
          h('time', null, dateText(post.date)),
          h('span', null, `${markdownMinutes(post.body ?? '')} ${copy.minRead}`),
        ),
        h('h1', { className: 'mt-4 text-display font-bold tracking-tight' }, post.title),
        h('p', { className: 'mt-5 text-xl leading-relaxed text-slate-600' }, post.excerpt),
        h('p', { className: 'mt-5 text-sm font-medium text-slate-700' }, `${copy.by} ${post.author ?? ''}`),
        h(
          'ul',
          { className: 'mt-4 flex flex-wrap gap-1.5', 'aria-label': copy.tagsLabel },
          ...(post.tags ?? []).map((tag) =>
            h(
              'li',
              null,
              h(
                'span',
                { className: 'inline-block rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700' },
                tag,
              ),
            ),
          ),
        ),
      ),
      h(
        'div',
        { className: 'prose-content text-lg text-slate-700 mt-10 border-t border-slate-200 pt-8' },
        props.widgetFor('body'),
      ),
      backLink(copy.back, 'mt-12'),
    ),
  );
}
