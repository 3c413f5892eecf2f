import { describe, expect, it } from 'vitest';
import {
  bucketStarts,
  changeOf,
  daysIn,
  presetOf,
  periodAsked,
  presetPeriod,
  previousPeriod,
  shareOf,
  splitByMonths,
} from '../../../src/lib/insight';

describe('insight periods', () => {
  it.each([
    // Month to date: the same days of the month before.
    [
      { from: '2026-11-01', to: '2026-11-27' },
      { from: '2026-10-01', to: '2026-10-27' },
    ],
    // A whole month: the whole month before, however long.
    [
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    // March 1–30 against February: February has no 30th, so all of it.
    [
      { from: '2026-03-01', to: '2026-03-30' },
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    // Two whole months: the two before.
    [
      { from: '2026-09-01', to: '2026-10-31' },
      { from: '2026-07-01', to: '2026-08-31' },
    ],
    // Year to date: the same days a year before.
    [
      { from: '2026-01-01', to: '2026-11-27' },
      { from: '2025-01-01', to: '2025-11-27' },
    ],
    // Across a year's end from January 1: as many months before.
    [
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2025-12-01', to: '2025-12-31' },
    ],
    // Any other period: as many days just before it.
    [
      { from: '2026-11-21', to: '2026-11-27' },
      { from: '2026-11-14', to: '2026-11-20' },
    ],
    [
      { from: '2026-03-15', to: '2026-04-14' },
      { from: '2026-02-12', to: '2026-03-14' },
    ],
  ])('compares %o with %o', (period, previous) => {
    expect(previousPeriod(period)).toEqual(previous);
  });

  it('names the presets on a given day, and finds the preset of a period', () => {
    expect(presetPeriod('this_month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(presetPeriod('last_month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last_month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('last_7_days', '2026-11-27')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(daysIn(presetPeriod('last_30_days', '2026-11-27'))).toBe(30);
    expect(presetPeriod('this_year', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-11-27' });
    expect(presetOf({ from: '2026-11-01', to: '2026-11-27' }, '2026-11-27')).toBe('this_month');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-27' }, '2026-11-27')).toBeNull();
  });

  it('completes a question that names one end within that day’s month', () => {
    const today = '2026-11-27';
    expect(periodAsked({}, today)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(periodAsked({ from: '2026-11-10' }, today)).toEqual({ from: '2026-11-10', to: '2026-11-27' });
    expect(periodAsked({ from: '2026-02-10' }, today)).toEqual({ from: '2026-02-10', to: '2026-02-28' });
    expect(periodAsked({ from: '2027-05-03' }, today)).toEqual({ from: '2027-05-03', to: '2027-05-31' });
    expect(periodAsked({ to: '2020-01-15' }, today)).toEqual({ from: '2020-01-01', to: '2020-01-15' });
    expect(periodAsked({ from: '2026-10-10', to: '2026-10-01' }, today)).toEqual({
      from: '2026-10-10',
      to: '2026-10-01',
    });
  });

  it('cuts a period into buckets: days, weeks from Saturday, months, never before its start', () => {
    expect(bucketStarts({ from: '2026-11-25', to: '2026-11-27' }, 'day')).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    // November 1, 2026 is a Sunday: its week began on the Saturday before, outside the period.
    expect(bucketStarts({ from: '2026-11-01', to: '2026-11-27' }, 'week')).toEqual([
      '2026-11-01',
      '2026-11-07',
      '2026-11-14',
      '2026-11-21',
    ]);
    expect(bucketStarts({ from: '2025-12-15', to: '2026-02-03' }, 'month')).toEqual([
      '2025-12-15',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('reads whole months from months and the days around them from days', () => {
    expect(splitByMonths({ from: '2025-11-15', to: '2026-11-27' })).toEqual({
      days: [
        { from: '2025-11-15', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-27' },
      ],
      months: { from: '2025-12-01', to: '2026-10-01' },
    });
    expect(splitByMonths({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      days: [],
      months: { from: '2026-10-01', to: '2026-10-01' },
    });
    expect(splitByMonths({ from: '2026-10-05', to: '2026-10-20' })).toEqual({
      days: [{ from: '2026-10-05', to: '2026-10-20' }],
      months: null,
    });
  });

  it('has no share of nothing and no change from nothing', () => {
    expect(shareOf(3, 0)).toBeNull();
    expect(shareOf(1, 4)).toBe(0.25);
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(5, 0)).toBeNull();
  });
});
