/**
 * Numbers as people type them in Egypt (docs/screens.md): Arabic-Indic (٠–٩) and Persian (۰–۹) digits, the Arabic
 * decimal (٫) and thousands (٬) separators, spaces and non-breaking spaces between groups, Western thousands
 * separators and decimal commas. A value is read only when it can mean one thing; otherwise it is refused with
 * a reason, never guessed.
 */
import { toAsciiDigits } from '../digits';
import { stripInvisible } from './columns';

export type NumberProblem =
  /** Not a number at all ("abc", "1e12" typed as text, "(5)"). */
  | 'notANumber'
  /** Separators that fit no single reading ("1,23,456", "1.234.5", "1,234,5"). */
  | 'ambiguousNumber'
  /** A currency word where only a plain number belongs (a quantity, a number of days). */
  | 'currencyNotAllowed';

export type ParsedNumber =
  { ok: true; value: number; decimals: number } | { ok: false; problem: NumberProblem };

export interface NumberReading {
  /** Money columns accept LE, EGP, ج.م or جنيه before or after the amount. */
  currency?: boolean;
  /**
   * The file writes decimals with a comma elsewhere: then "1,250" could be 1.25 as well as 1,250 and is
   * refused as ambiguous rather than read either way.
   */
  decimalComma?: boolean;
}

const CURRENCY_WORD = String.raw`(?:egp|l\.?\s?e\.?|e£|£|ج\s?\.?\s?م\s?\.?|جم|جنيه(?:ا|اً|ات)?(?:\s?مصري)?)`;
const LEADING_CURRENCY = new RegExp(String.raw`^${CURRENCY_WORD}(?=$|[\s\d.,\u066B\u066C+-])`, 'i');
const TRAILING_CURRENCY = new RegExp(String.raw`(?<=^|[\s\d.])${CURRENCY_WORD}$`, 'i');

/** Digits, separators and sign only, with the currency word (if any) taken off. */
const normalize = (text: string): { body: string; hadCurrency: boolean } => {
  const body = toAsciiDigits(stripInvisible(text).trim())
    .replace(/\u2212/g, '-')
    .replace(/^'/, '');
  const withoutCurrency = body.replace(LEADING_CURRENCY, '').trim().replace(TRAILING_CURRENCY, '').trim();
  return { body: withoutCurrency.replace(/\s+/g, ''), hadCurrency: withoutCurrency !== body };
};

/** Thousands groups: 1–3 digits, then groups of exactly 3. */
const isGrouped = (groups: string[]): boolean =>
  groups.length > 1 &&
  /^\d{1,3}$/.test(groups[0] ?? '') &&
  groups.slice(1).every((group) => /^\d{3}$/.test(group));

const finish = (integer: string, fraction: string): ParsedNumber => {
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || (integer === '' && fraction === '')) {
    return { ok: false, problem: 'notANumber' };
  }
  return {
    ok: true,
    value: Number(`${integer || '0'}.${fraction || '0'}`),
    decimals: fraction.replace(/0+$/, '').length,
  };
};

const readUnsigned = (body: string, reading: NumberReading): ParsedNumber => {
  const body2 = body.replace(/\u066C/g, ',').replace(/\u060C/g, ',');
  if (body2.includes('\u066B')) {
    // The Arabic decimal separator is unambiguous; commas beside it can only group thousands.
    const [integer = '', fraction = '', ...rest] = body2.split('\u066B');
    if (rest.length > 0 || integer.includes('.')) return { ok: false, problem: 'ambiguousNumber' };
    const groups = integer.split(',');
    if (groups.length > 1 && !isGrouped(groups)) return { ok: false, problem: 'ambiguousNumber' };
    return finish(groups.join(''), fraction);
  }
  const lastComma = body2.lastIndexOf(',');
  const lastDot = body2.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one written is the decimal separator, the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    const [integer = '', fraction = '', ...rest] = body2.split(decimal);
    if (rest.length > 0 || fraction.includes(thousands)) return { ok: false, problem: 'ambiguousNumber' };
    if (!isGrouped(integer.split(thousands))) return { ok: false, problem: 'ambiguousNumber' };
    return finish(integer.split(thousands).join(''), fraction);
  }
  if (lastComma >= 0) {
    const groups = body2.split(',');
    if (groups.length === 2) {
      const [integer = '', fraction = ''] = groups;
      const couldBeThousands = isGrouped(groups) && !/^0+$/.test(integer);
      if (!couldBeThousands) return finish(integer, fraction);
      return reading.decimalComma
        ? { ok: false, problem: 'ambiguousNumber' }
        : finish(integer + fraction, '');
    }
    return isGrouped(groups) ? finish(groups.join(''), '') : { ok: false, problem: 'ambiguousNumber' };
  }
  if (lastDot >= 0) {
    const groups = body2.split('.');
    if (groups.length === 2) return finish(groups[0] ?? '', groups[1] ?? '');
    return isGrouped(groups) ? finish(groups.join(''), '') : { ok: false, problem: 'ambiguousNumber' };
  }
  return finish(body2, '');
};

/** Reads a number typed as text. */
export const parseTypedNumber = (text: string, reading: NumberReading = {}): ParsedNumber => {
  const { body, hadCurrency } = normalize(text);
  if (hadCurrency && !reading.currency) return { ok: false, problem: 'currencyNotAllowed' };
  const sign = body[0] === '-' || body[0] === '+' ? body[0] : '';
  const unsigned = sign ? body.slice(1) : body;
  if (!/^[\d.,\u066B\u066C\u060C]+$/.test(unsigned)) return { ok: false, problem: 'notANumber' };
  const parsed = readUnsigned(unsigned, reading);
  if (!parsed.ok || sign !== '-') return parsed;
  return { ...parsed, value: -parsed.value };
};

/**
 * A number stored in a cell as a number. Binary floating point turns 19.99 into 19.989999999999998 in some
 * files; 15 significant digits is what spreadsheet programs show, so that is what is read.
 */
export const readCellNumber = (value: number): ParsedNumber => {
  if (!Number.isFinite(value)) return { ok: false, problem: 'notANumber' };
  const shown = Number(value.toPrecision(15));
  const text = String(shown);
  if (text.includes('e')) {
    const exponent = Number(text.slice(text.indexOf('e') + 1));
    const mantissaDecimals = (text.split('e')[0]?.split('.')[1] ?? '').length;
    return { ok: true, value: shown, decimals: Math.max(0, mantissaDecimals - exponent) };
  }
  return { ok: true, value: shown, decimals: (text.split('.')[1] ?? '').length };
};

/** Does the text write a decimal with a comma in a way that cannot be a thousands separator ("12,50")? */
export const writesDecimalComma = (text: string): boolean => {
  const { body } = normalize(text);
  return /^[-+]?\d+(\.\d{3})*,\d+$/.test(body) && !/^[-+]?\d{1,3}(,\d{3})+$/.test(body);
};

/** For form fields: the number typed, or null when it cannot be read as one. */
export const typedNumberOrNull = (
  text: string,
  reading: NumberReading = { currency: true },
): number | null => {
  const parsed = parseTypedNumber(text, reading);
  return parsed.ok ? parsed.value : null;
};
