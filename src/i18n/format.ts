import type { Language } from './index';

/** Arabic pages use Arabic script and Latin (Western) digits, as Egyptian commerce usually does. */
const localeOf = (language: Language): string => (language === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB');

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per kind, language and options, built on first use (building one is slow). */
function cached<Format extends Intl.NumberFormat | Intl.DateTimeFormat, Options>(
  Formatter: new (locale: string, options: Options) => Format,
  language: Language,
  options: Options,
): Format {
  const key = `${Formatter.name}|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Format | undefined;
  if (!format) {
    format = new Formatter(localeOf(language), options);
    cache.set(key, format);
  }
  return format;
}

const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  cached(Intl.NumberFormat, language, options);

const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(Intl.DateTimeFormat, language, options);

/** SPEC.md §9: the currency suffix is LE in both languages. */
export const CURRENCY_SUFFIX = 'LE';

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** Money always carries 2 fraction digits and the LE suffix. */
export function formatMoney(value: number | null | undefined, language: Language): string {
  const amount = Number.isFinite(value) ? Number(value) : 0;
  const digits = numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
  return `${digits} ${CURRENCY_SUFFIX}`;
}

const toDate = (value: string | number | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function formatDate(value: string | number | Date | null | undefined, language: Language): string {
  const date = value == null ? null : toDate(value);
  return date ? dateFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date) : '';
}

/** A calendar month as the address names it (2026-11), written out in the page's language ("نوفمبر 2026"). */
export function formatMonth(month: string, language: Language): string {
  const date = /^\d{4}-\d{2}$/.test(month) ? toDate(`${month}-01T00:00:00Z`) : null;
  return date
    ? dateFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(date)
    : month;
}

/**
 * A calendar day as a date input holds it (YYYY-MM-DD), written out in the page's language with the month's
 * name ("12 مارس 2024"): the same day in every time zone.
 */
export function formatCalendarDay(day: string, language: Language): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? toDate(`${day}T00:00:00Z`) : null;
  return date
    ? dateFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date)
    : '';
}

export function formatDateTime(value: string | number | Date | null | undefined, language: Language): string {
  const date = value == null ? null : toDate(value);
  return date
    ? dateFormat(language, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(date)
    : '';
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
