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

/** The same day a year later: '2026-11-24' -> '2027-11-24' (29 February -> 28 February). */
export function aYearAfter(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + 1, month - 1, day));
  // 29 February has no twin a year on: Date rolls it into March.
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * A date further ahead than a year from `today` is taken for a typo (9999 for 2026): a date
 * ahead is a schedule (scheduledFor), and no entry is planned that far out. In the form's words.
 */
export function aheadProblem(value: unknown, today: string): string | undefined {
  if (typeof value !== 'string' || !ISO.test(value)) return undefined;
  // No day in the words: the form's today and a build's may differ, and both say the same.
  return value > aYearAfter(today)
    ? 'Is more than a year ahead; check the year. A date ahead keeps the page off the site until that day.'
    : undefined;
}

/**
 * A closing day already past (a new job typed with last month's date): saved, it would never be
 * listed. A warning, not a refusal: a job that has closed keeps its date.
 */
export function closedNote(value: unknown, today: string): string | undefined {
  if (typeof value !== 'string' || !ISO.test(value) || value >= today) return undefined;
  return `Closed on ${formatDate(value)}, before today: the job is not listed on the site. Set a later date to list it.`;
}

/**
 * What is wrong with a stored date field's value, in the form's words, or undefined. `earlier` is
 * the sibling date it may not precede (e.g. a job's posting date) with that field's label;
 * `today`, the day a date may be at most a year after (aheadProblem).
 */
export function dateProblem(
  value: unknown,
  earlier?: { label: string; value: unknown },
  today?: string,
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !ISO.test(value) || !fromDayMonthYear(toDayMonthYear(value)))
    return 'Enter a real date as day-month-year, e.g. 31-12-2026.';
  if (earlier && typeof earlier.value === 'string' && ISO.test(earlier.value) && value < earlier.value)
    return `Must not be before ${earlier.label} (${toDayMonthYear(earlier.value)}).`;
  return today ? aheadProblem(value, today) : undefined;
}

/**
 * The day an entry dated ahead of `today` (an article's date, a job's posting date) reaches the
 * site, or undefined once it is there: until then it has no page and is in no list, sitemap,
 * feed or search (lib/content/read.ts), and the daily rebuild publishes it on the day.
 */
export function scheduledFor(entry: { date?: string; datePosted?: string }, today: string): string | undefined {
  const day = entry.datePosted ?? entry.date;
  return day !== undefined && day > today ? day : undefined;
}

/**
 * Company details' words for an entry dated ahead (content/site.yaml `editing.scheduled`), with its
 * day as readers see it: 'Scheduled for 3 December 2026', for the content manager's list.
 */
export const scheduledNote = (template: string, day: string): string => template.replace('{date}', formatDate(day));

/** '2026-03-12' -> '12 March 2026', as Indian English writes it, whatever the reader's time zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * The day a build treats as today, at the offices in India (UTC+5:30): a job whose
 * validThrough is before it is closed, and an article or job dated after it is scheduled. SITE_BUILD_DATE (YYYY-MM-DD) pins it, so the tests
 * see the same open and closed jobs whatever day they run.
 */
export function buildDay(pinned = process.env.SITE_BUILD_DATE, now = Date.now()): string {
  if (pinned) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned))
      throw new Error(`SITE_BUILD_DATE must be written YYYY-MM-DD (got "${pinned}")`);
    return pinned;
  }
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}
