/**
 * What a number cell shows through its number format, for the formats a product sheet meets: digits padded
 * with zeros (`00000` shows 123 as 00123), literals between the digits (`000-000`, `"SKU-"0000`), thousands
 * groups and fixed decimals, and percentages (`0%` shows 0.5 as 50%). A SKU or a barcode typed as a number is
 * then read as the seller sees it, and a price formatted as a percentage can be told from a price.
 */

/** Excel's built-in number formats that are neither General nor dates (ids 1–11, 37–40, 48, 49). */
const BUILT_IN_FORMATS: Record<number, string> = {
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;[Red](#,##0.00)',
  48: '##0.0E+0',
  49: '@',
};

/** The format code of a style's number format id, or null for General. */
export const numberFormatCode = (numFmtId: number, customCode: string | undefined): string | null => {
  const code = customCode ?? BUILT_IN_FORMATS[numFmtId];
  return code && !/^general$/i.test(code.trim()) ? code : null;
};

export interface ShownNumber {
  /** The text the spreadsheet program shows. */
  text: string;
  /** The format multiplies by 100 and shows a percent sign. */
  percent: boolean;
}

type Token = { placeholder: '0' | '#' | '?' } | { literal: string };

/** The format's first section as placeholders and literal text; null when this formatter cannot render it. */
const tokenize = (
  section: string,
): { integer: Token[]; fraction: Token[]; grouped: boolean; percent: boolean } | null => {
  const integer: Token[] = [];
  const fraction: Token[] = [];
  let target = integer;
  let grouped = false;
  let percent = false;
  let seenPlaceholder = false;
  for (let at = 0; at < section.length; at += 1) {
    const char = section[at]!;
    if (char === '"') {
      const end = section.indexOf('"', at + 1);
      if (end < 0) return null;
      target.push({ literal: section.slice(at + 1, end) });
      at = end;
    } else if (char === '\\') {
      target.push({ literal: section[at + 1] ?? '' });
      at += 1;
    } else if (char === '[') {
      // A colour, a condition or a locale change nothing shown; `[$EGP-3801]` shows its currency text.
      const end = section.indexOf(']', at);
      if (end < 0) return null;
      const inside = section.slice(at + 1, end);
      if (inside.startsWith('$')) target.push({ literal: inside.slice(1).split('-')[0] ?? '' });
      at = end;
    } else if (char === '_' || char === '*') {
      // Padding to the width of the next character, or repeating it: nothing a reader would type.
      at += 1;
    } else if (char === '0' || char === '#' || char === '?') {
      target.push({ placeholder: char });
      seenPlaceholder = true;
    } else if (char === '.') {
      if (target === fraction) return null;
      target = fraction;
    } else if (char === ',') {
      // Between placeholders a comma groups thousands; after the last one it would scale by 1,000.
      if (!seenPlaceholder || target === fraction || !/[0#?]/.test(section.slice(at + 1))) return null;
      grouped = true;
    } else if (char === '%') {
      percent = true;
      target.push({ literal: '%' });
    } else if (/[eE@/]/.test(char)) {
      // Scientific notation, text sections and fractions are left to the General reading.
      return null;
    } else {
      target.push({ literal: char });
    }
  }
  return seenPlaceholder ? { integer, fraction, grouped, percent } : null;
};

const isPlaceholder = (token: Token): token is { placeholder: '0' | '#' | '?' } => 'placeholder' in token;

/** Fills the integer placeholders right to left; digits beyond them go to the leftmost one, as Excel does. */
const renderInteger = (tokens: Token[], digits: string): string => {
  const placeholders = tokens.filter(isPlaceholder);
  const minimum = placeholders.filter((token) => token.placeholder !== '#').length;
  const padded = digits === '0' && minimum === 0 ? '' : digits.padStart(minimum, '0');
  let remaining = padded;
  const out: string[] = [];
  let placeholdersLeft = placeholders.length;
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index]!;
    if (!isPlaceholder(token)) {
      out.unshift(token.literal);
      continue;
    }
    placeholdersLeft -= 1;
    if (placeholdersLeft === 0) {
      out.unshift(remaining);
      remaining = '';
    } else {
      out.unshift(remaining.slice(-1));
      remaining = remaining.slice(0, -1);
    }
  }
  return out.join('');
};

const renderFraction = (tokens: Token[], digits: string): string => {
  let at = 0;
  return tokens
    .map((token) => {
      if (!isPlaceholder(token)) return token.literal;
      const digit = digits[at] ?? '';
      at += 1;
      return digit;
    })
    .join('');
};

/**
 * The number as the format shows it, or null when the format is one this reader does not render (scientific,
 * fractions, text): the cell is then read as a plain number.
 */
export const showNumber = (value: number, code: string): ShownNumber | null => {
  const sections = code.split(';');
  const negative = value < 0;
  const section = (negative && sections[1] !== undefined ? sections[1] : sections[0]) ?? '';
  const tokens = tokenize(section);
  if (!tokens) return null;
  const scaled = Math.abs(tokens.percent ? value * 100 : value);
  const decimals = tokens.fraction.filter(isPlaceholder).length;
  const fixed = scaled.toFixed(decimals);
  const [integerDigits = '0', fractionDigits = ''] = fixed.split('.');
  const grouped = tokens.grouped ? integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : integerDigits;
  let text = renderInteger(tokens.integer, grouped);
  if (tokens.fraction.length > 0) {
    const shownFraction = renderFraction(tokens.fraction, fractionDigits);
    text += `.${shownFraction}`;
  }
  const sign = negative && sections[1] === undefined ? '-' : '';
  return { text: `${sign}${text}`, percent: tokens.percent };
};
