/**
 * How numbers, amounts and dates are written in each language: the app's screens (src/i18n/format.ts) and the
 * documents the API renders (order invoices and packing slips) both write them with these, so a printed page
 * and the screen it came from agree to the digit.
 */
import type { Language } from './languages';

/** Arabic pages use Arabic script and Latin (Western) digits, as Egyptian commerce usually does. */
export const intlLocale = (language: Language): string => (language === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB');

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
    format = new Formatter(intlLocale(language), options);
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  cached(Intl.NumberFormat, language, options);

export const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(Intl.DateTimeFormat, language, options);

/** Amounts end with LE in both languages, the suffix the marketplace writes everywhere. */
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

export const toDate = (value: string | number | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function formatDate(value: string | number | Date | null | undefined, language: Language): string {
  const date = value == null ? null : toDate(value);
  return date ? dateFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date) : '';
}
