/** @jest-environment node */
import { collectionToCms } from '@/lib/content/cms-config';
import { collectionDefs } from '@/lib/content/collections';
import { scheduledRow, summaryReader } from './scheduled-list';

const reader = (name: 'posts' | 'jobs') => summaryReader(collectionToCms(collectionDefs[name]).summary!)!;

describe('the CMS list’s note on an entry dated ahead', () => {
  it('reads an article’s date back from its summary, whatever its title holds', () => {
    expect(scheduledRow(reader('posts'), 'Plans · for 2027 · 03-12-2026', '2026-11-24')).toBe('2026-12-03');
    expect(scheduledRow(reader('posts'), 'Plans · 03-12-2026 · Taken down', '2026-11-24')).toBe('2026-12-03');
    expect(scheduledRow(reader('posts'), 'Plans · 24-11-2026', '2026-11-24')).toBeUndefined();
  });

  it('reads a job’s posting date, not its closing date', () => {
    expect(scheduledRow(reader('jobs'), 'SRE · 20-11-2026 · open · Pune · 28-02-2027', '2026-11-24')).toBeUndefined();
    expect(scheduledRow(reader('jobs'), 'SRE · 25-11-2026 · open · Pune · 28-02-2027', '2026-11-24')).toBe(
      '2026-11-25',
    );
  });

  it('leaves undated collections and summaries it cannot read alone', () => {
    expect(summaryReader(collectionToCms(collectionDefs.people).summary!)).toBeUndefined();
    expect(scheduledRow(reader('posts'), 'Plans', '2026-11-24')).toBeUndefined();
  });
});
