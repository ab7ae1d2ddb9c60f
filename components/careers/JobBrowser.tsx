'use client';

import { useState, type ReactNode } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { buttonClass } from '@/components/ui/button';
import { queryKeys } from '@/components/ui/useQueryState';
import { FilterableList, useListFilters } from '@/components/ui/FilterableList';
import { careersPage as copy } from '@/content/careers-page';
import type { Job } from '@/lib/content/schemas';
import { jobExperience, jobLocations, jobRoles } from '@/lib/content/vocabulary';
import { ANY, filterJobs } from '@/lib/jobs';
import { ISLAND, markReady } from '@/components/ui/island-ready';
import type { ApplicationDraft } from './ApplyDialog';
import { ApplyDialogHost } from './ApplyDialogHost';

interface Item extends Pick<Job, 'slug' | 'title' | 'role' | 'location' | 'experience'> {
  card: ReactNode;
}

const DEFAULTS = { q: '', role: ANY, location: ANY, experience: ANY } as const;
const toOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Careers search, filters (kept in the URL) and the apply flow with per-job drafts. */
export default function JobBrowser({ items }: { items: readonly Item[] }) {
  const { query, setQuery, filtered, clear } = useListFilters(DEFAULTS);
  const [applying, setApplying] = useState<Item | null>(null);
  const [drafts, setDrafts] = useState<Record<string, ApplicationDraft>>({});
  const shown = filterJobs(items, query);

  return (
    <>
      <div className="card grid gap-4 md:grid-cols-2 lg:grid-cols-4" data-query-keys={queryKeys(DEFAULTS)}>
        <SearchField
          label={copy.filters.searchLabel}
          placeholder={copy.filters.searchPlaceholder}
          value={query.q}
          onChange={(q) => setQuery({ q }, 'replace')}
        />
        <SelectField
          label={copy.filters.role}
          emptyLabel={copy.filters.anyRole}
          options={toOptions(jobRoles)}
          value={query.role}
          onChange={(role) => setQuery({ role })}
        />
        <SelectField
          label={copy.filters.location}
          emptyLabel={copy.filters.anyLocation}
          options={toOptions(jobLocations)}
          value={query.location}
          onChange={(location) => setQuery({ location })}
        />
        <SelectField
          label={copy.filters.experience}
          emptyLabel={copy.filters.anyExperience}
          options={jobExperience.map((e) => ({
            value: e.replace('+', ''),
            label: copy.filters.experienceOption(e.replace('+', '')),
          }))}
          value={query.experience}
          onChange={(experience) => setQuery({ experience })}
        />
      </div>
      <FilterableList
        shown={shown}
        total={items.length}
        copy={copy}
        filtered={filtered}
        onClear={clear}
        listClassName="space-y-5"
        renderItem={(item) => (
          <article id={item.slug} className="card flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
            <div className="max-w-3xl">{item.card}</div>
            <button
              type="button"
              {...ISLAND}
              ref={markReady}
              aria-label={`${copy.apply}: ${item.title}`}
              onClick={() => setApplying(item)}
              className={buttonClass('primary', 'md', 'shrink-0 self-start')}
            >
              {copy.apply}
            </button>
          </article>
        )}
      />
      {applying ? (
        <ApplyDialogHost
          key={applying.slug}
          jobTitle={applying.title}
          draft={drafts[applying.slug]}
          onDraftChange={(draft) => setDrafts((d) => ({ ...d, [applying.slug]: draft }))}
          onClose={() => setApplying(null)}
          onSubmitted={() => {
            setDrafts((d) => {
              const { [applying.slug]: _done, ...rest } = d;
              return rest;
            });
            setApplying(null);
          }}
        />
      ) : null}
    </>
  );
}
