/**
 * The sales insight's periods and buckets, in Egypt's calendar days (YYYY-MM-DD): shared by the app (its period
 * picker and chart labels) and the reference API (its query schema and the sums it reads).
 */
import { marketToday, nextDay } from './orderList';

/** How the chart groups a period's days: one bar per day, per week (from Saturday, Egypt's first) or month. */
export const INSIGHT_GRAINS = ['day', 'week', 'month'] as const;
export type InsightGrain = (typeof INSIGHT_GRAINS)[number];

export const isInsightGrain = (value: unknown): value is InsightGrain =>
  typeof value === 'string' && (INSIGHT_GRAINS as readonly string[]).includes(value);

/** The periods the picker offers besides a range of the user's own. */
export const INSIGHT_PRESETS = [
  'this_month',
  'last_month',
  'last_7_days',
  'last_30_days',
  'this_year',
] as const;
export type InsightPreset = (typeof INSIGHT_PRESETS)[number];

/** The longest period one answer covers, in days, unless INSIGHT_PERIOD_LIMIT_DAYS says otherwise. */
export const DEFAULT_INSIGHT_PERIOD_LIMIT_DAYS = 366;

/** How many products the best sellers list names. */
export const BEST_SELLERS = 10;

export type Period = { from: string; to: string };

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => dayOf(dayNumber(day) + days * DAY_MS);

/** Days from `from` to `to`, both counted. */
export const daysIn = ({ from, to }: Period): number =>
  Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS) + 1;

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string): string => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return dayOf(Date.UTC(year, month, 0));
};
const addMonths = (day: string, months: number): string => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return dayOf(Date.UTC(year, month - 1 + months, 1));
};

/**
 * The period a preset names on `today` (Egypt's today unless given): this month and this year run to today,
 * last month is the whole of it, the last 7 and 30 days end today.
 */
export const presetPeriod = (preset: InsightPreset, today: string = marketToday()): Period => {
  switch (preset) {
    case 'this_month':
      return { from: monthStart(today), to: today };
    case 'last_month': {
      const from = addMonths(today, -1);
      return { from, to: monthEnd(from) };
    }
    case 'last_7_days':
      return { from: addDays(today, -6), to: today };
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
};

/** The years a period may fall in: the marketplace's calendar, not the whole of JavaScript's. */
export const INSIGHT_YEARS = { first: 2000, last: 2099 } as const;

/**
 * The period a question names: its two days, or, when one is missing, the rest of the given day's month (up to
 * today when that month is this one); this month to date when neither is given.
 */
export const periodAsked = (asked: { from?: string; to?: string }, today: string = marketToday()): Period => {
  const { from, to } = asked;
  if (from && to) return { from, to };
  if (to) return { from: monthStart(to), to };
  if (from) {
    const end = monthEnd(from);
    return { from, to: today >= from && today <= end ? today : end };
  }
  return presetPeriod('this_month', today);
};

/** The preset that names exactly this period on `today`, if one does. */
export const presetOf = (period: Period, today: string = marketToday()): InsightPreset | null =>
  INSIGHT_PRESETS.find((preset) => {
    const named = presetPeriod(preset, today);
    return named.from === period.from && named.to === period.to;
  }) ?? null;

/**
 * The period a period is compared with. One that starts on the first of a month is compared with the same days
 * of the months before (November 1–27 with October 1–27, a whole month with the whole month before); one that
 * starts on January 1 and ends after January that year with the same days of the year before; any other with as
 * many days just before it.
 */
export const previousPeriod = (period: Period): Period => {
  const { from, to } = period;
  if (!from.endsWith('-01')) {
    const length = daysIn(period);
    return { from: addDays(from, -length), to: addDays(from, -1) };
  }
  const monthsSpanned =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7)) +
    1;
  const yearToDate = from.endsWith('-01-01') && to.slice(0, 4) === from.slice(0, 4) && monthsSpanned > 1;
  const shift = yearToDate ? 12 : monthsSpanned;
  const lastMonth = addMonths(to, -shift);
  // The same day of that month, or its last day when it is shorter or when `to` ends its own month.
  const sameDay = `${lastMonth.slice(0, 8)}${to.slice(8)}`;
  const previousTo = to === monthEnd(to) || sameDay > monthEnd(lastMonth) ? monthEnd(lastMonth) : sameDay;
  return { from: addMonths(from, -shift), to: previousTo };
};

/** Saturday, as getUTCDay counts: Egypt's week starts on it. */
const SATURDAY = 6;

/** The first day of the bucket `day` falls in (never before the period's start). */
export const bucketStart = (day: string, grain: InsightGrain, periodFrom: string): string => {
  let start = day;
  if (grain === 'month') start = monthStart(day);
  if (grain === 'week') {
    const weekday = new Date(dayNumber(day)).getUTCDay();
    start = addDays(day, -((weekday - SATURDAY + 7) % 7));
  }
  return start < periodFrom ? periodFrom : start;
};

/** Every bucket's first day in a period, in order. */
export const bucketStarts = (period: Period, grain: InsightGrain): string[] => {
  const starts: string[] = [];
  for (let day = period.from; day <= period.to; day = nextDay(day)) {
    const start = bucketStart(day, grain, period.from);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
};

/**
 * A period cut into whole months and the days around them, so a sum over it can read months where it may: the
 * days before the first whole month, the whole months (first days), and the days after the last.
 */
export const splitByMonths = (period: Period): { days: Period[]; months: Period | null } => {
  const firstWhole = period.from.endsWith('-01') ? period.from : addMonths(period.from, 1);
  const lastWholeEnd = period.to === monthEnd(period.to) ? period.to : addDays(monthStart(period.to), -1);
  if (firstWhole > lastWholeEnd) return { days: [period], months: null };
  const days: Period[] = [];
  if (period.from < firstWhole) days.push({ from: period.from, to: addDays(firstWhole, -1) });
  if (lastWholeEnd < period.to) days.push({ from: nextDay(lastWholeEnd), to: period.to });
  return { days, months: { from: firstWhole, to: monthStart(lastWholeEnd) } };
};

/** A share (0–1) of a whole, or null when the whole is 0: "no shipment" is not "0% on time". */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The change from `previous` to `current` as a fraction, or null when there was nothing before. */
export const changeOf = (current: number, previous: number): number | null =>
  previous !== 0 ? (current - previous) / Math.abs(previous) : null;
