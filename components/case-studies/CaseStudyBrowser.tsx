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
  // A service no longer offered (an old shared link) shows everything.
  const known = (service: string) => (options.some((o) => o.value === service) ? (service as ServiceSlug) : 'All');
  const { query, setQuery, list, root } = useListFilters(DEFAULTS, items, (all, { service }) =>
    filterCaseStudies(all, known(service)),
  );
  const valid = known(query.service);
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
        all={list.all}
        shown={list.shown}
        copy={{ noun }}
        listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        filterData={(item) => ({ service: item.service })}
        renderItem={(item) => item.card}
      />
    </div>
  );
}
