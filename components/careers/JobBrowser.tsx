'use client';

import type { ReactNode } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { buttonStyles } from '@/components/ui/button';
import { FilterableList, useListFilters } from '@/components/ui/FilterableList';
import copy from '@/content/copy/careers.yaml';
import { jobFilters } from '@/lib/content/job-facts';
import { filterJobs, filterOptions, filterValues, NO_FILTERS, type JobSummary } from '@/lib/lists/jobs';
import type { WholeList } from '@/lib/lists/pagination';
import ApplyDialog, { ApplyOpener } from './ApplyDialog';
import { JobCard } from './JobCard';

interface Props {
  items: readonly JobSummary[];
  whole?: WholeList;
  pager: ReactNode;
}

/**
 * Careers search and filters (kept in the URL), and the openings' applications: one native
 * dialog in the page's HTML, for the job whose 'Apply Now' opened it. Applying needs the app's
 * script, so without JavaScript the buttons are hidden and the page says whom to write to.
 */
export default function JobBrowser({ items, whole, pager }: Props) {
  const { query, setQuery, list, root } = useListFilters(NO_FILTERS, items, filterJobs, whole);

  return (
    <div {...root}>
      <div className="card grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <SearchField
          label={copy.filters.searchLabel}
          name="q"
          placeholder={copy.filters.searchPlaceholder}
          value={query.q}
          onChange={(q) => setQuery({ q }, 'replace')}
        />
        {jobFilters.map((fact) => (
          <SelectField
            key={fact.key}
            label={copy.facts[fact.key]}
            name={fact.key}
            emptyLabel={copy.filters.any[fact.key]}
            options={filterOptions(fact)}
            value={query[fact.key]}
            onChange={(value) => setQuery({ [fact.key]: value })}
          />
        ))}
      </div>
      <FilterableList
        {...list}
        copy={copy.results}
        listClassName="space-y-5"
        filterData={filterValues}
        renderItem={(item) => (
          <article id={item.slug} className="card flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
            <div className="max-w-3xl">
              <JobCard job={item} />
            </div>
            <ApplyOpener
              job={item.title}
              aria-label={`${copy.apply}: ${item.title}`}
              className={buttonStyles({ className: 'needs-js shrink-0 self-start' })}
            >
              {copy.apply}
            </ApplyOpener>
          </article>
        )}
        pager={pager}
      />
      {items[0] ? <ApplyDialog jobTitle={items[0].title} /> : null}
    </div>
  );
}
