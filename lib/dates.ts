/**
 * Dates, stored as ISO dates (2026-12-31) in content files: as the site shows them to readers
 * (31 December 2026, on articles and openings), and as Indian editors read and type them
 * (31-12-2026) in the CMS's date field (cms/fields/date.ts).
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED = /^\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})\s*$/;

/** '2026-12-31' -> '31-12-2026'; anything else is returned as it is. */
export function toDayMonthYear(iso: string): string {
  const m = ISO.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}

/** '31-12-2026', '31/12/2026' or '1.2.2026' -> the ISO date; undefined unless a real calendar day. */
export function fromDayMonthYear(text: string): string | undefined {
  const m = TYPED.exec(text);
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * What is wrong with a stored date field's value, in the form's words, or undefined. `earlier` is
 * the sibling date it may not precede (e.g. a job's posting date) with that field's label.
 */
export function dateProblem(value: unknown, earlier?: { label: string; value: unknown }): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !ISO.test(value) || !fromDayMonthYear(toDayMonthYear(value)))
    return 'Enter a real date as day-month-year, e.g. 31-12-2026.';
  if (earlier && typeof earlier.value === 'string' && ISO.test(earlier.value) && value < earlier.value)
    return `Must not be before ${earlier.label} (${toDayMonthYear(earlier.value)}).`;
  return undefined;
}

/** '2026-03-12' -> '12 March 2026', as Indian English writes it, whatever the reader's time zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
