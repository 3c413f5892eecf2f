import type { Language } from './index';
import {
  dateFormat,
  formatDate,
  formatMoney,
  formatNumber,
  intlLocale as localeOf,
  numberFormat,
  toDate,
  CURRENCY_SUFFIX,
} from '../lib/intlFormat';

// Numbers, amounts and dates are written by src/lib/intlFormat.ts, which the API's printed documents share.
export { CURRENCY_SUFFIX, formatDate, formatMoney, formatNumber };

/** A calendar month as the address names it (2026-11), written out in the page's language ("نوفمبر 2026"). */
export function formatMonth(month: string, language: Language): string {
  const date = /^\d{4}-\d{2}$/.test(month) ? toDate(`${month}-01T00:00:00Z`) : null;
  return date
    ? dateFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(date)
    : month;
}

/**
 * A calendar day as a date input holds it (YYYY-MM-DD), written out in the page's language with the month's
 * name ("12 مارس 2024"), or its short name where room is tight ("12 Mar 2024"): the same day in every time zone.
 */
export function formatCalendarDay(day: string, language: Language, month: 'long' | 'short' = 'long'): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? toDate(`${day}T00:00:00Z`) : null;
  return date
    ? dateFormat(language, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' }).format(date)
    : '';
}

/** A moment with its date and its time of day, to the minute. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

export function formatDateTime(value: string | number | Date | null | undefined, language: Language): string {
  const date = value == null ? null : toDate(value);
  return date ? dateFormat(language, DATE_TIME).format(date) : '';
}

/**
 * formatDateTime's text in three parts: the date (with the mark that closes it, "31 Oct 2026,"), the space after
 * it, and the time ("23:00"), so that a narrow place can put the time under the date. Joined, they are
 * formatDateTime's text.
 */
export function dateTimeParts(
  value: string | number | Date | null | undefined,
  language: Language,
): { date: string; space: string; time: string } {
  const date = value == null ? null : toDate(value);
  if (!date) return { date: '', space: '', time: '' };
  const parts = dateFormat(language, DATE_TIME).formatToParts(date);
  const hour = parts.findIndex((part) => part.type === 'hour');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  if (hour <= 0) return { date: text(0), space: '', time: '' };
  const [, head = '', space = ''] = /^([\s\S]*?)(\s*)$/.exec(text(0, hour)) ?? [];
  return { date: head, space, time: text(hour) };
}

/** A fraction (0.153) as a percentage in the page's language ("15.3%"), one decimal at most. */
export function formatPercent(fraction: number, language: Language): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
}

/** Items joined the way the language joins a list ("a, b and c" in English). */
export function formatList(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(items);
}

/**
 * A value set inside a sentence (a date, an amount) isolated from the text around it with Unicode's
 * first-strong isolate, so "-350.50 LE" or an English date keeps its order inside an Arabic sentence.
 */
export const isolated = (value: string): string => `\u2068${value}\u2069`;

const ELAPSED_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago a time was, in the largest whole unit ("3 days ago", "منذ 3 أيام"); under a minute reads as
 * "now". Used for how long the oldest item of a review queue has waited.
 */
export function formatElapsed(since: string | number | Date, now: number, language: Language): string {
  const date = toDate(since);
  if (!date) return '';
  const elapsed = Math.max(0, now - date.getTime());
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  for (const [unit, size] of ELAPSED_UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
