import { toAsciiDigits } from './digits';

/** Egyptian IBANs: EG, 2 check digits, then 25 digits (bank, branch, account): 29 characters in all. */
export const EGYPT_IBAN_PATTERN = /^EG\d{27}$/;

/** The IBAN as it is sent: spaces and dashes dropped, upper case, Latin digits. */
export const compactIban = (value: string): string =>
  toAsciiDigits(value).replace(/[\s-]/g, '').toUpperCase();

/** ISO 13616 check: move the first four characters to the end, letters to numbers, the remainder mod 97 is 1. */
export function hasValidIbanChecksum(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Builds a valid Egyptian IBAN from its 25-digit body (for sample values and tests). */
export function egyptianIban(body: string): string {
  let remainder = 0;
  for (const digit of `${body}${'EG'
    .split('')
    .map((c) => c.charCodeAt(0) - 55)
    .join('')}00`) {
    remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return `EG${String(98 - remainder).padStart(2, '0')}${body}`;
}

/** Groups by four for reading: EG38 0019 0005 …. */
export const formatIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Is it an Egyptian IBAN (compacted) whose check digits are right? */
export const isEgyptianIban = (iban: string): boolean =>
  EGYPT_IBAN_PATTERN.test(iban) && hasValidIbanChecksum(iban);
