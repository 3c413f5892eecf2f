import { useSearchParams } from 'react-router-dom';
import {
  isInsightGrain,
  presetOf,
  presetPeriod,
  type InsightGrain,
  type InsightPreset,
  type Period,
} from '../../lib/insight';
import { isCalendarDay } from '../../lib/documentFileName';
import { dayRangeReversed } from '../../lib/orderList';

export type InsightPeriodState = {
  /** The period as typed: either end may be '' while the user is choosing. */
  range: { from: string; to: string };
  grain: InsightGrain;
  /** The preset the range matches, or 'custom'. */
  preset: InsightPreset | 'custom';
  /** The period to ask for, or null while the range is incomplete or reversed. */
  period: Period | null;
  setRange: (range: { from: string; to: string }) => void;
  setPreset: (preset: InsightPreset) => void;
  setGrain: (grain: InsightGrain) => void;
};

/** A sensible grain for a period's length: days up to two months, then weeks, months beyond half a year. */
export const grainFor = (period: Period): InsightGrain => {
  const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1;
  if (days > 183) return 'month';
  if (days > 62) return 'week';
  return 'day';
};

/**
 * The insight's period and grain, kept in the address (`from`, `to`, `grain`) so a reload, a shared link and
 * back/forward show the same figures; this month to date when the address names none.
 */
export function useInsightPeriod(): InsightPeriodState {
  const [params, setParams] = useSearchParams();
  const thisMonth = presetPeriod('this_month');
  const given = (name: 'from' | 'to') => {
    const value = params.get(name);
    return value !== null && (value === '' || isCalendarDay(value)) ? value : null;
  };
  const range = { from: given('from') ?? thisMonth.from, to: given('to') ?? thisMonth.to };
  const complete = isCalendarDay(range.from) && isCalendarDay(range.to);
  const period = complete && !dayRangeReversed(range.from, range.to) ? range : null;
  const grainParam = params.get('grain');
  const grain = isInsightGrain(grainParam) ? grainParam : period ? grainFor(period) : 'day';
  const write = (next: { from: string; to: string }, nextGrain: InsightGrain | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('from', next.from);
      updated.set('to', next.to);
      if (nextGrain) updated.set('grain', nextGrain);
      else updated.delete('grain');
      return updated;
    });
  return {
    range,
    grain,
    preset: period ? (presetOf(period) ?? 'custom') : 'custom',
    period,
    setRange: (next) => write(next, isInsightGrain(grainParam) ? grainParam : null),
    setPreset: (preset) => write(presetPeriod(preset), null),
    setGrain: (next) => write(range, next),
  };
}
