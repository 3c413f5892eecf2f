/**
 * Digits as people type them in Egypt: an Arabic keyboard writes Arabic-Indic digits (٠١٢…), a Persian or
 * Urdu layout the extended ones (۰۱۲…). Every number and identifier is stored with ASCII digits, so a search,
 * a uniqueness check or a pattern sees one spelling whatever keyboard was used.
 */
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC_DIGITS = /[\u06F0-\u06F9]/g;

/** The text with every Arabic-Indic and extended Arabic-Indic digit replaced by its ASCII digit. */
export const toAsciiDigits = (text: string): string =>
  text
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x06f0));

/** Also the Arabic decimal separator (٫) as a point, for an amount typed in a number field. */
export const toAsciiNumber = (text: string): string => toAsciiDigits(text).replace(/\u066B/g, '.');
