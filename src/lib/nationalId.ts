/**
 * The Egyptian national ID number (الرقم القومي), 14 digits read left to right:
 *
 *   digit 1       century of birth: 2 → 1900s, 3 → 2000s
 *   digits 2–7    birth date as YYMMDD
 *   digits 8–9    governorate of birth registration (88 = born abroad)
 *   digits 10–13  serial number; digit 13 is odd for a man, even for a woman
 *   digit 14      check digit (its algorithm is not published, so it is not checked)
 *
 * Read here once for the KYC form and the API (src/lib/plausibility.ts). Digits typed on an Arabic keyboard
 * are made ASCII before (src/lib/digits.ts).
 */
import { isValidDate } from './enumerations';

export const NATIONAL_ID_LENGTH = 14;

/** Digits 8–9: the governorate codes the Civil Status Organization uses, with the governorate's name. */
export const NATIONAL_ID_GOVERNORATES = {
  '01': 'Cairo',
  '02': 'Alexandria',
  '03': 'Port Said',
  '04': 'Suez',
  '11': 'Damietta',
  '12': 'Dakahlia',
  '13': 'Sharqia',
  '14': 'Qalyubia',
  '15': 'Kafr El Sheikh',
  '16': 'Gharbia',
  '17': 'Monufia',
  '18': 'Beheira',
  '19': 'Ismailia',
  '21': 'Giza',
  '22': 'Beni Suef',
  '23': 'Faiyum',
  '24': 'Minya',
  '25': 'Asyut',
  '26': 'Sohag',
  '27': 'Qena',
  '28': 'Aswan',
  '29': 'Luxor',
  '31': 'Red Sea',
  '32': 'New Valley',
  '33': 'Matrouh',
  '34': 'North Sinai',
  '35': 'South Sinai',
  '88': 'Born abroad',
} as const satisfies Record<string, string>;

const CENTURIES: Readonly<Record<string, number>> = { '2': 1900, '3': 2000 };

/** What the number says about its holder. */
export interface NationalIdDetails {
  /** YYYY-MM-DD. */
  birthDate: string;
  governorate: keyof typeof NATIONAL_ID_GOVERNORATES;
  gender: 'male' | 'female';
}

/**
 * Why a number cannot be a national ID: not 14 ASCII digits; digits 1–7 not a real birth date (an unknown
 * century digit, a day that does not exist, or a day after today); digits 8–9 not a governorate code.
 */
export type NationalIdProblem = 'format' | 'birthDate' | 'governorate';

export type NationalIdReading =
  { valid: true; details: NationalIdDetails } | { valid: false; problem: NationalIdProblem };

const isGovernorateCode = (code: string): code is keyof typeof NATIONAL_ID_GOVERNORATES =>
  Object.hasOwn(NATIONAL_ID_GOVERNORATES, code);

/** Reads a national ID number; `today` (YYYY-MM-DD) bounds the birth date. */
export function readNationalId(id: string, today: string): NationalIdReading {
  if (!/^\d{14}$/.test(id)) return { valid: false, problem: 'format' };
  const century = CENTURIES[id.charAt(0)];
  const birthDate =
    century === undefined ? '' : `${century + Number(id.slice(1, 3))}-${id.slice(3, 5)}-${id.slice(5, 7)}`;
  if (!birthDate || !isValidDate(birthDate) || birthDate > today)
    return { valid: false, problem: 'birthDate' };
  const governorate = id.slice(7, 9);
  if (!isGovernorateCode(governorate)) return { valid: false, problem: 'governorate' };
  const gender = Number(id.charAt(12)) % 2 === 1 ? 'male' : 'female';
  return { valid: true, details: { birthDate, governorate, gender } };
}
