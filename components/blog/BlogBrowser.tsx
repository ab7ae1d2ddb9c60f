'use client';

import type { ReactNode } from 'react';
import type { BlogCategory } from '@/lib/content/schemas';
import type blogCopy from '@/content/copy/blog.yaml';
import { ChipGroup } from '@/components/ui/ChipGroup';
import { FilterableList, useListFilters } from '@/components/ui/FilterableList';
import { ALL_CATEGORIES, filterPosts, type PostSummary } from '@/lib/lists/blog';
import type { WholeList } from '@/lib/lists/pagination';
import { PostCard } from './PostCard';
import { SearchField } from '@/components/ui/SearchField';
import { Section } from '@/components/ui/Section';

interface Props {
  copy: (typeof blogCopy)['list'];
  categories: readonly BlogCategory[];
  tags: readonly string[];
  items: readonly PostSummary[];
  whole?: WholeList;
  pager: ReactNode;
}

const DEFAULTS = { q: '', category: ALL_CATEGORIES, tag: '' } as const;

/** Blog search, category and tag filters; state lives in the URL query. */
export default function BlogBrowser({ copy, categories, tags, items, whole, pager }: Props) {
  const { query, setQuery, list, root } = useListFilters(DEFAULTS, items, filterPosts, whole);
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_18rem]" {...root}>
      <div>
        <div className="space-y-6">
          <SearchField
            label={copy.searchLabel}
            name="q"
            placeholder={copy.searchPlaceholder}
            value={query.q}
            onChange={(q) => setQuery({ q }, 'replace')}
          />
          <ChipGroup
            label={copy.categoryLabel}
            name="category"
            allValue={ALL_CATEGORIES}
            options={[{ value: ALL_CATEGORIES, label: copy.all }, ...categories.map((c) => ({ value: c, label: c }))]}
            value={query.category}
            onChange={(category) => setQuery({ category })}
          />
        </div>
        <FilterableList
          {...list}
          copy={copy}
          listClassName="grid gap-6 md:grid-cols-2"
          // A search matches the title or the excerpt, which a typed line cannot span.
          filterData={(item) => ({
            q: `${item.title}\n${item.excerpt}`,
            category: item.category,
            tag: item.tags.join('|'),
          })}
          renderItem={(item) => <PostCard post={item} />}
          pager={pager}
        />
      </div>
      <Section as="aside" title={copy.tagsHeading} titleClassName="text-lg font-semibold" className="card h-fit">
        <ul className="mt-4 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                name="tag"
                value={tag}
                aria-pressed={query.tag === tag}
                onClick={() => setQuery({ tag: query.tag === tag ? '' : tag })}
                className="rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 not-aria-pressed:hover:border-brand-400 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
              >
                {tag}
              </button>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
