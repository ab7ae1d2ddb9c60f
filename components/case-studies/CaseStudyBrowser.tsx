'use client';

import type { ReactNode } from 'react';
import { ChipGroup } from '@/components/ui/ChipGroup';
import { FilterableList, useListFilters } from '@/components/ui/FilterableList';
import { filterCaseStudies, type CaseStudySummary } from '@/lib/lists/case-studies';
import { cardColumns } from '@/lib/styles/card-columns';
import type { ServiceSlug } from '@/lib/content/schemas';
import type { WholeList } from '@/lib/lists/pagination';
import { CaseStudyCard } from './CaseStudyCard';

interface Props {
  label: string;
  allLabel: string;
  /** What the count counts, e.g. 'case studies'. */
  noun: string;
  /** The services, which also label the cards. */
  options: readonly { value: ServiceSlug; label: string }[];
  linkLabel: string;
  items: readonly CaseStudySummary[];
  whole?: WholeList;
  pager: ReactNode;
}

const DEFAULTS = { service: 'All' } as const;

/** The case studies, filtered by service (kept in the URL). */
export default function CaseStudyBrowser({ label, allLabel, noun, options, linkLabel, items, whole, pager }: Props) {
  // A service no longer offered (an old shared link) shows everything.
  const known = (service: string) => (options.some((o) => o.value === service) ? (service as ServiceSlug) : 'All');
  const { query, setQuery, list, root } = useListFilters(
    DEFAULTS,
    items,
    (all, { service }) => filterCaseStudies(all, known(service)),
    whole,
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
        {...list}
        copy={{ noun }}
        listClassName={`grid gap-6 ${cardColumns(list.shown.length)}`}
        filterData={(item) => ({ service: item.service })}
        renderItem={(item) => (
          <CaseStudyCard
            study={item}
            linkLabel={linkLabel}
            serviceLabel={options.find((o) => o.value === item.service)?.label}
            headingLevel="h2"
          />
        )}
        pager={pager}
      />
    </div>
  );
}
