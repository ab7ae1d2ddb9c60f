/** @jest-environment node */
import {
  aYearAfter,
  buildDay,
  closedNote,
  dateProblem,
  formatDate,
  fromDayMonthYear,
  scheduledFor,
  scheduledNote,
  toDayMonthYear,
} from './dates';

describe('day-month-year dates', () => {
  it('shows an ISO date day first', () => {
    expect(toDayMonthYear('2026-12-31')).toBe('31-12-2026');
  });

  it('reads what editors type, with dashes, slashes or dots and without leading zeros', () => {
    expect(fromDayMonthYear('31-12-2026')).toBe('2026-12-31');
    expect(fromDayMonthYear('1/2/2027')).toBe('2027-02-01');
    expect(fromDayMonthYear(' 05.06.2026 ')).toBe('2026-06-05');
  });

  it('refuses days that are not in the calendar and other orders', () => {
    expect(fromDayMonthYear('31-02-2026')).toBeUndefined();
    expect(fromDayMonthYear('2026-12-31')).toBeUndefined();
    expect(fromDayMonthYear('12-31-2026')).toBeUndefined();
  });
});

describe('dateProblem', () => {
  const posted = { label: 'Date posted', value: '2026-11-20' };

  it('accepts an empty value (the required check is the form’s) and a date on or after the earlier one', () => {
    expect(dateProblem('')).toBeUndefined();
    expect(dateProblem('2026-11-20', posted)).toBeUndefined();
    expect(dateProblem('2026-12-31', posted)).toBeUndefined();
  });

  it('names the earlier field and its date when the order is reversed', () => {
    expect(dateProblem('2026-11-19', posted)).toBe('Must not be before Date posted (20-11-2026).');
  });

  it('refuses a date more than a year after today as a likely typo, and takes one up to a year ahead', () => {
    expect(dateProblem('9999-01-01', undefined, '2026-11-24')).toBe(
      'Is more than a year ahead; check the year. A date ahead keeps the page off the site until that day.',
    );
    expect(dateProblem('2027-11-25', posted, '2026-11-24')).toMatch(/^Is more than a year ahead/);
    expect(dateProblem('2027-11-24', posted, '2026-11-24')).toBeUndefined();
    expect(dateProblem('2027-11-25', posted)).toBeUndefined();
  });

  it('asks for day-month-year when the text is not a real date', () => {
    expect(dateProblem('31-02-2026')).toMatch(/day-month-year/);
    expect(dateProblem('next week')).toMatch(/day-month-year/);
  });
});

describe('closedNote', () => {
  it('warns of a closing day before today, not of today or later, nor of what is no date', () => {
    expect(closedNote('2026-11-01', '2026-11-24')).toBe(
      'Closed on 1 November 2026, before today: the job is not listed on the site. Set a later date to list it.',
    );
    expect(closedNote('2026-11-24', '2026-11-24')).toBeUndefined();
    expect(closedNote('2027-01-31', '2026-11-24')).toBeUndefined();
    expect(closedNote('01-11-2026', '2026-11-24')).toBeUndefined();
  });
});

describe('formatDate', () => {
  it('writes a stored date as Indian English does, the same day in every time zone', () => {
    expect(formatDate('2026-03-12')).toBe('12 March 2026');
    expect(formatDate('2026-12-31')).toBe('31 December 2026');
  });
});

describe('a date ahead is a schedule', () => {
  it('gives the day an article or a job reaches the site, and nothing once it is there', () => {
    expect(scheduledFor({ date: '2026-12-03' }, '2026-11-24')).toBe('2026-12-03');
    expect(scheduledFor({ datePosted: '2026-11-25' }, '2026-11-24')).toBe('2026-11-25');
    expect(scheduledFor({ date: '2026-11-24' }, '2026-11-24')).toBeUndefined();
    expect(scheduledFor({ datePosted: '2026-10-01' }, '2026-11-24')).toBeUndefined();
  });

  it('says when, as readers see dates', () => {
    expect(scheduledNote('Scheduled for {date}', '2026-12-03')).toBe('Scheduled for 3 December 2026');
  });

  it('counts a year on to the same day, 29 February to 28 February', () => {
    expect(aYearAfter('2026-11-24')).toBe('2027-11-24');
    expect(aYearAfter('2028-02-29')).toBe('2029-02-28');
  });
});

describe('the build day', () => {
  it('takes the build day in India, or the pinned SITE_BUILD_DATE', () => {
    // 20:00 UTC on 24 November is already 25 November in New Delhi.
    expect(buildDay('', Date.UTC(2026, 10, 24, 20))).toBe('2026-11-25');
    expect(buildDay('2026-12-01')).toBe('2026-12-01');
    expect(() => buildDay('1/12/2026')).toThrow('SITE_BUILD_DATE must be written YYYY-MM-DD');
  });
});
