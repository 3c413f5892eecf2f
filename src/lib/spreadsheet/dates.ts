/**
 * Dates in .xlsx files are numbers shown through a number format. A date typed in a text column is kept as
 * the seller sees it, so the serial number is rendered back through the cell's format here.
 */

/** Excel's built-in formats that show dates or times (ids 14–22 and 45–47); 14 follows Egypt's day-first order. */
const BUILT_IN_DATE_FORMATS: Record<number, string> = {
  14: 'dd/mm/yyyy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'dd/mm/yyyy h:mm',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mm:ss',
};
/** East Asian locale date formats; shown as ISO dates, since their own wording depends on the program's locale. */
const LOCALE_DATE_IDS = new Set([27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Quoted text, escaped characters and [colour]/[locale] sections say nothing about whether a format is a date. */
const stripLiterals = (code: string): string =>
  code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h\]|m\]|s\])[^\]]*\]/gi, '');

export const dateFormatOf = (numFmtId: number, customCode: string | undefined): string | null => {
  if (customCode !== undefined) {
    const section = stripLiterals(customCode.split(';')[0] ?? '');
    return /[dmyhs]/i.test(section) && !/^general$/i.test(section.trim()) ? customCode.split(';')[0]! : null;
  }
  if (BUILT_IN_DATE_FORMATS[numFmtId]) return BUILT_IN_DATE_FORMATS[numFmtId];
  return LOCALE_DATE_IDS.has(numFmtId) ? 'yyyy-mm-dd' : null;
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The serial number as a UTC date: day 1 is 1900-01-01 (with Excel's phantom 1900-02-29), or day 0 is 1904-01-01. */
export const serialToDate = (serial: number, date1904: boolean): Date => {
  const days = date1904 ? serial + 1461 : serial < 60 ? serial : serial - 1;
  return new Date(Date.UTC(1899, 11, 31) + Math.round(days * 86_400_000));
};

/** Renders a date serial through a format code's tokens (y, m, d, h, m after h, s, AM/PM). */
export const formatDateSerial = (serial: number, code: string, date1904: boolean): string => {
  const date = serialToDate(serial, date1904);
  const twelveHour = /AM\/PM|A\/P/i.test(code);
  const hours = date.getUTCHours();
  const tokens =
    code.match(
      /"[^"]*"|\\.|\[[^\]]*\]|yyyy|yy|mmmmm|mmmm|mmm|mm|m|dddd|ddd|dd|d|hh|h|ss|s|AM\/PM|A\/P|./gi,
    ) ?? [];
  let afterHour = false;
  return tokens
    .map((token, index) => {
      const lower = token.toLowerCase();
      if (token.startsWith('"')) return token.slice(1, -1);
      if (token.startsWith('\\')) return token.slice(1);
      if (token.startsWith('[')) {
        if (lower === '[h]') return String(Math.floor(serial * 24));
        return '';
      }
      const nextIsSeconds = tokens.slice(index + 1).some((next) => /^s+$/i.test(next));
      switch (lower) {
        case 'yyyy':
          return String(date.getUTCFullYear());
        case 'yy':
          return pad(date.getUTCFullYear() % 100);
        case 'mmmmm':
          return MONTHS[date.getUTCMonth()]!.charAt(0);
        case 'mmmm':
          return MONTHS[date.getUTCMonth()]!;
        case 'mmm':
          return MONTHS[date.getUTCMonth()]!.slice(0, 3);
        case 'mm':
        case 'm': {
          const minutes = afterHour || (nextIsSeconds && !/[dy]/i.test(code.slice(0, code.indexOf(token))));
          afterHour = false;
          const value = minutes ? date.getUTCMinutes() : date.getUTCMonth() + 1;
          return lower === 'mm' ? pad(value) : String(value);
        }
        case 'dddd':
          return DAYS[date.getUTCDay()]!;
        case 'ddd':
          return DAYS[date.getUTCDay()]!.slice(0, 3);
        case 'dd':
          return pad(date.getUTCDate());
        case 'd':
          return String(date.getUTCDate());
        case 'hh':
        case 'h': {
          afterHour = true;
          const value = twelveHour ? hours % 12 || 12 : hours;
          return lower === 'hh' ? pad(value) : String(value);
        }
        case 'ss':
          return pad(date.getUTCSeconds());
        case 's':
          return String(date.getUTCSeconds());
        case 'am/pm':
          return hours < 12 ? 'AM' : 'PM';
        case 'a/p':
          return hours < 12 ? 'A' : 'P';
        default:
          return token;
      }
    })
    .join('');
};
