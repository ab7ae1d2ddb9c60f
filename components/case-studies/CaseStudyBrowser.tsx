'use client';

import type { ReactNode } from 'react';
import { ChipGroup } from '@/components/ui/ChipGroup';
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
  const { query, setQuery, root } = useListFilters(DEFAULTS);
  const valid = options.some((o) => o.value === query.service) ? (query.service as ServiceSlug) : 'All';
  const shown = filterCaseStudies(items, valid);
  return (
    <div {...root}>
      <ChipGroup
        label={label}
        name="service"
        allValue={DEFAULTS.service}
        options={[{ value: 'All', label: allLabel }, ...options]}
        value={valid}
        onChange={(service) => setQuery({ service })}
      />
      <FilterableList
        shown={shown}
        total={items.length}
        copy={{ noun }}
        listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        filterData={(item) => ({ service: item.service })}
        renderItem={(item) => item.card}
      />
    </div>
  );
}
