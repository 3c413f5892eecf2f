import { describe, expect, it } from 'vitest';
import {
  dateTimeParts,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
} from '../../../src/i18n/format';

describe('formatting for the language', () => {
  it('shows money with 2 fraction digits and LE', () => {
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50 LE');
    expect(formatMoney(0, 'en')).toBe('0.00 LE');
    expect(formatMoney(null, 'en')).toBe('0.00 LE');
    expect(formatMoney(99.999, 'ar')).toMatch(/^100[.٫]00 LE$/);
  });

  it('formats numbers and dates per language', () => {
    expect(formatNumber(15000, 'en')).toBe('15,000');
    expect(formatDate('2026-11-01T10:00:00Z', 'en')).toBe('1 Nov 2026');
    expect(formatDate('2026-11-01T10:00:00Z', 'ar')).toMatch(/نوفمبر/);
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it.each(['en', 'ar'] as const)(
    'splits a moment into its date and its time, which joined are its text (%s)',
    (language) => {
      // A moment every 37 hours and 11 minutes over a year: every month, hours on both sides of noon.
      for (let step = 0; step < 240; step += 1) {
        const moment = new Date(Date.UTC(2026, 0, 1) + step * (37 * 60 + 11) * 60_000).toISOString();
        const { date, space, time } = dateTimeParts(moment, language);
        expect(date + space + time).toBe(formatDateTime(moment, language));
        expect(date).toContain(formatDate(moment, language).split(' ')[0]!);
        expect(date).not.toMatch(/\s$/);
        expect(time).toMatch(/^\d{2}:\d{2}/);
      }
      expect(dateTimeParts('2026-10-31T21:00:00Z', 'en')).toEqual(
        expect.objectContaining({ date: expect.stringMatching(/^31 Oct 2026,?$/), space: ' ' }),
      );
      expect(dateTimeParts('not a date', language)).toEqual({ date: '', space: '', time: '' });
    },
  );
});
