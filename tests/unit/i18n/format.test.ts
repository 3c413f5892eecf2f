import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from '../../../src/i18n/format';

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
});
