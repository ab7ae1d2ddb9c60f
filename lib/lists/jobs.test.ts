/** @jest-environment node */
import careersCopy from '@/content/copy/careers.yaml';
import { jobs } from '@/lib/content';
import { careersSchema } from '@/lib/content/copy/careers';
import { closedOn, isOpen } from '@/lib/content/collections/jobs';
import { experienceNumber, filtersOf, jobFacts, jobFilters } from '@/lib/content/job-facts';
import { filterJobs, NO_FILTERS } from './jobs';

const titles = (f: Partial<typeof NO_FILTERS>) => filterJobs(jobs, { ...NO_FILTERS, ...f }).map((j) => j.title);

describe('job filters', () => {
  it('shows all six openings with no filter', () => {
    expect(titles({})).toHaveLength(6);
  });

  it('searches titles case-insensitively by substring', () => {
    expect(titles({ q: 'REACT' })).toEqual(['Senior React Developer']);
    expect(titles({ q: '  engineer ' })).toEqual(['Cloud Security Engineer', 'DevOps Engineer']);
    expect(titles({ q: 'consultant' })).toEqual(['Oracle Fusion Consultant']);
  });

  it('matches role and location exactly', () => {
    expect(titles({ role: 'Consulting' })).toEqual(['Oracle Fusion Consultant', 'SAP S/4HANA Analyst']);
    expect(titles({ location: 'New Delhi' })).toEqual(['Quantum Machine Learning Researcher', 'DevOps Engineer']);
    expect(titles({ location: 'new delhi' })).toEqual([]);
  });

  it('matches experience by the leading number', () => {
    expect(titles({ experience: '5' })).toEqual(['Senior React Developer', 'DevOps Engineer']);
    expect(titles({ experience: '10' })).toEqual(['Oracle Fusion Consultant']);
    // '1' is not the number '10+ years' begins with.
    expect(titles({ experience: '1' })).toEqual([]);
  });

  it('reads the number an experience text begins with, as the careers list marks each job for the loader', () => {
    expect(experienceNumber('10+ years')).toBe('10');
    expect(experienceNumber('3+ years')).toBe('3');
    expect(experienceNumber('Entry level')).toBe('');
  });

  it('combines all filters, and can match nothing', () => {
    expect(titles({ q: 'engineer', role: 'Engineering', location: 'New Delhi', experience: '5' })).toEqual([
      'DevOps Engineer',
    ]);
    expect(titles({ q: 'react', location: 'Pune' })).toEqual([]);
  });
});

describe('job facts', () => {
  it('each needs its label and its filter’s first choice in the careers copy', () => {
    const without = <T extends object>(words: T, key: string) =>
      Object.fromEntries(Object.entries(words).filter(([k]) => k !== key));
    for (const { key } of jobFacts) {
      const { filters, facts } = careersCopy;
      const copy = {
        ...careersCopy,
        facts: without(facts, key),
        filters: { ...filters, any: without(filters.any, key) },
      };
      const asFilter = jobFilters.some((filter) => filter.key === key) ? [`filters.any.${key}`] : [];
      expect(careersSchema.safeParse(copy).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
        ...asFilter,
        `facts.${key}`,
      ]);
    }
  });

  it('a fact marked `filter: false` is listed on the page but is no filter', () => {
    const facts = [
      { key: 'role', values: ['Engineering'] },
      { key: 'workMode', values: ['Remote', 'Hybrid'], filter: false },
    ] as const;
    expect(filtersOf(facts).map((fact) => fact.key)).toEqual(['role']);
    expect(jobFilters.map((fact) => fact.key)).toEqual(Object.keys(NO_FILTERS).filter((key) => key !== 'q'));
  });
});

describe('job expiry', () => {
  it('keeps a job open through its validThrough day, and closes it the day after', () => {
    expect(isOpen({ validThrough: '2027-01-31' }, '2027-01-31')).toBe(true);
    expect(isOpen({ validThrough: '2027-01-31' }, '2027-02-01')).toBe(false);
    expect(isOpen({ validThrough: '2027-01-31', status: 'closed' }, '2027-01-01')).toBe(false);
    expect(isOpen({ validThrough: '2027-01-31', status: 'open' }, '2027-01-01')).toBe(true);
  });
});

describe('the day a closed job closed', () => {
  it('is its closing date once that has passed, and none while it is ahead', () => {
    expect(closedOn({ validThrough: '2026-11-23' }, '2026-11-24')).toBe('2026-11-23');
    expect(closedOn({ validThrough: '2026-11-24' }, '2026-11-24')).toBeUndefined();
    expect(closedOn({ validThrough: '2027-01-15' }, '2026-11-24')).toBeUndefined();
  });
});
