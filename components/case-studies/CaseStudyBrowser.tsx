'use client';

import type { ReactNode } from 'react';
import { ChipGroup } from '@/components/ui/ChipGroup';
import { queryKeys } from '@/components/ui/useQueryState';
import { FilterableList, useListFilters } from '@/components/ui/FilterableList';
import { filterCaseStudies } from '@/lib/case-studies';
import type { ServiceSlug } from '@/lib/content/schemas';

interface Props {
  label: string;
  allLabel: string;
  /** What the count counts, e.g. 'case studies'. */
  noun: string;
  options: readonly { value: ServiceSlug; label: string }[];
  /** Cards rendered on the server; the island only chooses which to show. */
  items: readonly { slug: string; service: ServiceSlug; card: ReactNode }[];
}

const DEFAULTS = { service: 'All' } as const;

export default function CaseStudyBrowser({ label, allLabel, noun, options, items }: Props) {
  const { query, setQuery } = useListFilters(DEFAULTS);
  const valid = options.some((o) => o.value === query.service) ? (query.service as ServiceSlug) : 'All';
  const shown = filterCaseStudies(items, valid);
  return (
    <div data-query-keys={queryKeys(DEFAULTS)}>
      <ChipGroup
        label={label}
        options={[{ value: 'All', label: allLabel }, ...options]}
        value={valid}
        onChange={(service) => setQuery({ service })}
      />
      <FilterableList
        shown={shown}
        total={items.length}
        copy={{ noun }}
        listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        renderItem={(item) => item.card}
      />
    </div>
  );
}
