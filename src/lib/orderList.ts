/**
 * What the orders lists are searched, filtered and sorted by, and when a line must ship: shared by the app (its
 * filter bar and badges) and the reference API (its query schema, its SQL and the ship-by date it stores).
 */
import { calendarDayOf, isCalendarDay } from './documentFileName';
import { toAsciiDigits } from './digits';
import type { OrderStatus } from './orderStatus';

/** The orders of a list: last change first (the default), order date either way, or the earliest ship-by date. */
export const ORDER_SORTS = ['recent', 'newest', 'oldest', 'ship_by'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const isOrderSort = (value: unknown): value is OrderSort =>
  typeof value === 'string' && (ORDER_SORTS as readonly string[]).includes(value);

/** Lines still to ship that must ship today, or should have shipped before today. */
export const ORDER_DUE = ['today', 'overdue'] as const;
export type OrderDue = (typeof ORDER_DUE)[number];

export const isOrderDue = (value: unknown): value is OrderDue =>
  typeof value === 'string' && (ORDER_DUE as readonly string[]).includes(value);

/** A line waits for its seller or for sourcing until it ships: only these can be late. */
export const AWAITING_SHIPMENT: readonly OrderStatus[] = ['pending', 'confirmed'];

/** The handling days of a product that names none. */
export const DEFAULT_HANDLING_DAYS = 2;

/** Egypt's weekly day off (getUTCDay of a calendar day): no line is due to ship on it. */
const FRIDAY = 5;

const DAY_MS = 86_400_000;

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The calendar day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string): string => dayOf(dayNumber(day) + DAY_MS);

const isFriday = (day: string): boolean => new Date(dayNumber(day)).getUTCDay() === FRIDAY;

/**
 * The day a line must ship by: the day it was ordered (in Egypt) plus its product's handling days, counting
 * no Friday, and never a Friday itself (a line ordered on a Friday with no handling days ships on Saturday).
 */
export const shipByDay = (orderedAt: string, handlingDays: number | null | undefined): string => {
  let day = calendarDayOf(orderedAt) ?? dayOf(Date.parse(orderedAt));
  let left = Math.max(0, Math.floor(handlingDays ?? DEFAULT_HANDLING_DAYS));
  while (left > 0) {
    day = nextDay(day);
    if (!isFriday(day)) left -= 1;
  }
  return isFriday(day) ? nextDay(day) : day;
};

/** Today in Egypt (YYYY-MM-DD): the day "due today" and "overdue" are counted from. */
export const marketToday = (now: number = Date.now()): string => calendarDayOf(now) ?? dayOf(now);

/**
 * The moment a day begins in Egypt, as an ISO time: a date range of order days compares stored times with it.
 * Egypt is two or three hours ahead of UTC (summer time), so the day's start is one of those two moments.
 */
export const marketDayStart = (day: string): string => {
  const midnight = dayNumber(day);
  for (const hours of [2, 3]) {
    const start = midnight - hours * 3_600_000;
    if (calendarDayOf(start) === day && calendarDayOf(start - 1) !== day)
      return new Date(start).toISOString();
  }
  return new Date(midnight).toISOString();
};

/** A date range whose both ends are days and whose end comes before its start. */
export const dayRangeReversed = (from: string | undefined, to: string | undefined): boolean =>
  !!from && !!to && isCalendarDay(from) && isCalendarDay(to) && to < from;

/**
 * The phone digits a search stands for, as phones are stored (11 digits, "01…"), or null when the search is not
 * a phone: typed in any digits, with spaces, dashes or brackets, with or without the leading 0, +20 or 0020.
 * Part of a number (four digits or more) finds every phone containing it.
 */
export const phoneSearchDigits = (search: string): string | null => {
  const typed = toAsciiDigits(search).trim();
  if (!/^\+?[\d\s\-().]+$/.test(typed)) return null;
  let digits = typed.replace(/\D/g, '');
  if (digits.length < 4) return null;
  if (digits.startsWith('0020')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('20') && digits.length === 12) digits = `0${digits.slice(2)}`;
  return digits;
};
