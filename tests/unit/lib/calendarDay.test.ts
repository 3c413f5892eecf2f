import { describe, expect, it } from 'vitest';
import { parseTypedDay, typedFormOfDay } from '../../../src/lib/calendarDay';

describe('parseTypedDay', () => {
  it.each([
    ['25/12/2026', '2026-12-25'],
    ['٢٥/١٢/٢٠٢٦', '2026-12-25'],
    ['۲۵/۱۲/۲۰۲۶', '2026-12-25'],
    ['1/2/2026', '2026-02-01'],
    ['01-02-2026', '2026-02-01'],
    ['1.2.2026', '2026-02-01'],
    ['1 2 2026', '2026-02-01'],
    [' 03 / 04 / 2024 ', '2024-04-03'],
    ['٣،٤،٢٠٢٤', '2024-04-03'],
    ['29/02/2024', '2024-02-29'],
    ['2024-04-03', '2024-04-03'],
    ['٢٠٢٤-٠٤-٠٣', '2024-04-03'],
  ])('reads %s day first as %s', (typed, day) => {
    expect(parseTypedDay(typed)).toBe(day);
  });

  it.each([
    '',
    '25/12',
    '31/02/2026',
    '29/02/2025',
    '13/13/2026',
    '25/12/26',
    '25/12/0999',
    '12/25/2026',
    'yesterday',
  ])('refuses %j', (typed) => {
    expect(parseTypedDay(typed)).toBeNull();
  });
});

describe('typedFormOfDay', () => {
  it('writes a stored day day first, with ASCII digits', () => {
    expect(typedFormOfDay('2026-12-25')).toBe('25/12/2026');
    expect(typedFormOfDay('2024-04-03')).toBe('03/04/2024');
  });

  it('writes nothing for what is not a stored day', () => {
    expect(typedFormOfDay('')).toBe('');
    expect(typedFormOfDay('2026-02-30')).toBe('');
    expect(typedFormOfDay('25/12/2026')).toBe('');
  });
});
