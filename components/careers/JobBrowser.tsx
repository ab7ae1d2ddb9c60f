'use client';

import type { ReactNode } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { buttonClass } from '@/components/ui/button';
import { FilterableList, useListFilters } from '@/components/ui/FilterableList';
import { careersCopy as copy } from '@/lib/copy/careers';
import { fill } from '@/lib/fill';
import type { Job } from '@/lib/content/schemas';
import { jobExperience, jobLocations, jobRoles } from '@/lib/content/vocabulary';
import { ANY, experienceNumber, filterJobs } from '@/lib/jobs';
import ApplyDialog from './ApplyDialog';

interface Item extends Pick<Job, 'slug' | 'title' | 'role' | 'location' | 'experience'> {
  card: ReactNode;
}

const DEFAULTS = { q: '', role: ANY, location: ANY, experience: ANY } as const;
const toOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const dialogId = (slug: string) => `apply-${slug}`;

/**
 * Careers search and filters (kept in the URL), and each opening's application: a native
 * dialog per job in the page's HTML, which keeps that job's draft while closed.
 */
export default function JobBrowser({ items }: { items: readonly Item[] }) {
  const { query, setQuery, list, root } = useListFilters(DEFAULTS, items, filterJobs);

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
        <SelectField
          label={copy.filters.role}
          name="role"
          emptyLabel={copy.filters.anyRole}
          options={toOptions(jobRoles)}
          value={query.role}
          onChange={(role) => setQuery({ role })}
        />
        <SelectField
          label={copy.filters.location}
          name="location"
          emptyLabel={copy.filters.anyLocation}
          options={toOptions(jobLocations)}
          value={query.location}
          onChange={(location) => setQuery({ location })}
        />
        <SelectField
          label={copy.filters.experience}
          name="experience"
          emptyLabel={copy.filters.anyExperience}
          options={jobExperience.map((e) => ({
            value: e.replace('+', ''),
            label: fill(copy.filters.experienceOption, { years: e.replace('+', '') }),
          }))}
          value={query.experience}
          onChange={(experience) => setQuery({ experience })}
        />
      </div>
      <FilterableList
        {...list}
        copy={copy.results}
        listClassName="space-y-5"
        filterData={(item) => ({
          q: item.title,
          role: item.role,
          location: item.location,
          experience: experienceNumber(item.experience),
        })}
        renderItem={(item) => (
          <article id={item.slug} className="card flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
            <div className="max-w-3xl">{item.card}</div>
            <button
              type="button"
              commandfor={dialogId(item.slug)}
              command="show-modal"
              aria-label={`${copy.apply}: ${item.title}`}
              className={buttonClass('primary', 'md', 'shrink-0 self-start')}
            >
              {copy.apply}
            </button>
          </article>
        )}
      />
      {items.map((item) => (
        <ApplyDialog key={item.slug} id={dialogId(item.slug)} jobTitle={item.title} />
      ))}
    </div>
  );
}
