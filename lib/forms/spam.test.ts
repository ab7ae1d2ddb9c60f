/** @jest-environment node */
import { looksLikeBot, MIN_FILL_MS } from './spam';

describe('looksLikeBot', () => {
  it('lets a person through: honeypot empty, filled in at least the minimum time', () => {
    expect(looksLikeBot({ honeypot: '', startedAt: 1000, now: 1000 + MIN_FILL_MS })).toBe(false);
  });
  it('catches a filled honeypot however slow', () => {
    expect(looksLikeBot({ honeypot: 'https://spam.example', startedAt: 0, now: 60_000 })).toBe(true);
  });
  it('catches a form sent faster than anyone types', () => {
    expect(looksLikeBot({ honeypot: '', startedAt: 1000, now: 1000 + MIN_FILL_MS - 1 })).toBe(true);
  });
});
