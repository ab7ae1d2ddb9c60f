import { jobs } from '@/lib/content';
import { experienceMatches, filterJobs } from './jobs';

const none = { q: '', role: '', location: '', experience: '' };
const titles = (f: Partial<typeof none>) => filterJobs(jobs, { ...none, ...f }).map((j) => j.title);

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
    expect(experienceMatches('10+ years', '1')).toBe(false);
    expect(experienceMatches('3+ years', '3')).toBe(true);
  });

  it('combines all filters, and can match nothing', () => {
    expect(titles({ q: 'engineer', role: 'Engineering', location: 'New Delhi', experience: '5' })).toEqual(['DevOps Engineer']);
    expect(titles({ q: 'react', location: 'Pune' })).toEqual([]);
  });
});
