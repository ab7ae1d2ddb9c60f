/**
 * Notes "Scheduled for …" under an article or job dated ahead in the CMS's lists: Sveltia's
 * summary templates cannot compare a date with today, so each row's summary is read back here.
 * Today is the build's (buildDay), the day the site's own schedule uses.
 */
import type { CmsConfig } from '@/lib/content/cms-config';
import { buildDay, fromDayMonthYear, scheduledFor, scheduledNote } from '@/lib/text/dates';
import { site } from '@/lib/content/site';

/** The date fields scheduledFor reads. */
const DATED = new Set(['date', 'datePosted']);
const NOTE = 'scheduled-note';

/** A template's tags, as the fields they show, and a pattern that reads them back from its text. */
interface Reader {
  fields: string[];
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads back a summary made from `template`: each dated tag as a day-month-year, anything else as any text. */
export function summaryReader(template: string): Reader | undefined {
  const parts = template.split(/\{\{([^}]*)\}\}/);
  const fields = parts.flatMap((part, i) => (i % 2 ? [part.split('|')[0]!.trim()] : []));
  if (!fields.some((name) => DATED.has(name))) return undefined;
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      return DATED.has(fields[(i - 1) / 2]!) ? '(\\d{2}-\\d{2}-\\d{4})' : '([^]*?)';
    })
    .join('');
  return { fields, pattern: new RegExp(`^${source}$`) };
}

/** The day an entry whose list row reads `text` is scheduled for, or undefined. */
export function scheduledRow(reader: Reader, text: string, today: string): string | undefined {
  const match = reader.pattern.exec(text);
  if (!match) return undefined;
  const entry: Record<string, string | undefined> = {};
  reader.fields.forEach((name, i) => {
    if (DATED.has(name)) entry[name] = fromDayMonthYear(match[i + 1]!);
  });
  return scheduledFor(entry, today);
}

export function noteScheduledEntries(config: CmsConfig) {
  const readers = new Map(
    config.collections.flatMap((collection) => {
      const reader = 'summary' in collection && collection.summary ? summaryReader(collection.summary) : undefined;
      return reader ? [[collection.name, reader] as const] : [];
    }),
  );
  const mark = () => {
    const reader = readers.get(/^#\/collections\/([^/?]+)/.exec(window.location.hash)?.[1] ?? '');
    if (!reader) return;
    const today = buildDay();
    // A row's title cell: its summary, in the <bdi> Sveltia draws it in, and the note after it.
    for (const cell of document.querySelectorAll<HTMLElement>('[role="grid"] [role="row"] [role="gridcell"].title')) {
      const summary = cell.querySelector('bdi');
      const label = summary?.closest<HTMLElement>('.label');
      if (!summary || !label) continue;
      const day = scheduledRow(reader, summary.textContent.trim(), today);
      const words = day ? scheduledNote(site.editing.scheduled, day) : undefined;
      const note = label.querySelector<HTMLElement>(`.${NOTE}`);
      if (note?.textContent === words) continue;
      note?.remove();
      if (words) label.append(Object.assign(document.createElement('span'), { className: NOTE, textContent: words }));
    }
  };
  new MutationObserver(mark).observe(document.body, { childList: true, subtree: true, characterData: true });
}
