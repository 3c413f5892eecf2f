/**
 * Plausibility of onboarding data (docs/onboarding.md): values each field accepts on its own that cannot be true
 * together or today — an ID number that is no such document, an issue date in the future, a seller under
 * 18, a registration that ends before it starts. Declared once here; the form's yup schema
 * (`formSchemaOf(entity, check)`) and the API's route (server/onboarding) both run the same check, so the
 * app never sends what the server refuses, and a client that skips the app is refused the same way.
 *
 * Each problem names the field it is shown under and its message's catalogue key (locales/*.json); the API
 * answers the same message in both languages (server/onboarding/messages.ts). Values are read as the form
 * holds them (trimmed text, ASCII digits); an empty or malformed value is left to the field's own rule
 * (required, date format), so a check here never repeats those.
 */
import type { EntityDefinition } from './entities/field';
import type { COMPANY_REGISTRATION, KYC } from './entities/onboarding';
import { toAsciiDigits } from './digits';
import { GENDER_VALUES, isValidDate } from './enumerations';
import { readNationalId, type NationalIdProblem } from './nationalId';

/** The catalogue key of each problem, one per thing that can be wrong. */
export const PLAUSIBILITY_KEYS = [
  'validation.nationalId.format',
  'validation.nationalId.birthDate',
  'validation.nationalId.birthdayMismatch',
  'validation.nationalId.governorate',
  'validation.nationalId.genderMismatch',
  'validation.passportInvalid',
  'validation.familyCardInvalid',
  'validation.dateInFuture',
  'validation.underAge',
  'validation.endBeforeStart',
] as const;

export type PlausibilityKey = (typeof PLAUSIBILITY_KEYS)[number];

/** One problem: the field whose input shows it, and its message. */
export interface Implausibility<F extends string = string> {
  field: F;
  key: PlausibilityKey;
}

/** The check of one entity's values; `today` (YYYY-MM-DD) is Egypt's calendar day at the call unless given. */
export type EntityCheck<E extends EntityDefinition = EntityDefinition> = (
  values: Readonly<Partial<Record<keyof E & string, unknown>>>,
  today?: string,
) => Implausibility<keyof E & string>[];

/** The youngest a seller may be on the day they register (docs/onboarding.md). */
export const MINIMUM_SELLER_AGE = 18;

/**
 * Passport numbers: Egyptian ones are one Latin letter and 8 digits (A12345678); foreign ones differ by
 * country, so the rule is Latin letters and digits only, 6 to 9 of them, at least one a digit (no spaces,
 * dashes or other scripts). Either case is accepted; the API stores it upper case (`idNumberAsStored`).
 */
export const PASSPORT_PATTERN = /^(?=[A-Za-z]*\d)[A-Za-z\d]{6,9}$/;

/** Family card (بطاقة عائلية) numbers: digits only, 6 to 20 of them. */
export const FAMILY_CARD_PATTERN = /^\d{6,20}$/;

/** The formatter is made once (a form runs the check at every keystroke); the day is read at each call. */
let cairoDays: Intl.DateTimeFormat | undefined;

/**
 * Today in Egypt (YYYY-MM-DD), where the sellers are: computed at each call, so a long-running server or an
 * open form moves to the next day at midnight in Cairo, whatever time zone the machine runs in.
 */
export function todayInEgypt(now: Date = new Date()): string {
  try {
    cairoDays ??= new Intl.DateTimeFormat('en-US', {
      timeZone: 'Africa/Cairo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const parts = cairoDays.formatToParts(now);
    const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
    const day = `${part('year')}-${part('month')}-${part('day')}`;
    if (isValidDate(day)) return day;
  } catch {
    // A runtime without time-zone data: UTC is at most a few hours off.
  }
  return now.toISOString().slice(0, 10);
}

/** The calendar day of a stored or typed date (a day or an ISO timestamp), or null when it is not one. */
const dayOf = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text && isValidDate(text) ? text.slice(0, 10) : null;
};

const textOf = (value: unknown): string => (typeof value === 'string' ? toAsciiDigits(value).trim() : '');

/** Whether someone born on `birthday` has had their `years`-th birthday by `today` (all YYYY-MM-DD). */
export function isAtLeastYearsOld(birthday: string, years: number, today: string): boolean {
  // Compared as text: a 29 February birthday comes of age on 1 March of a common year.
  const anniversary = `${String(Number(birthday.slice(0, 4)) + years).padStart(4, '0')}${birthday.slice(4, 10)}`;
  return anniversary <= today;
}

const NATIONAL_ID_KEYS: Record<NationalIdProblem, PlausibilityKey> = {
  format: 'validation.nationalId.format',
  birthDate: 'validation.nationalId.birthDate',
  governorate: 'validation.nationalId.governorate',
};

/**
 * What is wrong with an ID number for its type, or null. A national ID must also agree with the birthday
 * and the gender when those are given (each checked only once it is a real day or a known gender).
 */
export function idNumberProblem(
  type: string,
  id: string,
  holder: { birthday: string | null; gender: string },
  today: string,
): PlausibilityKey | null {
  switch (type) {
    case 'national_id': {
      const reading = readNationalId(id, today);
      if (!reading.valid) return NATIONAL_ID_KEYS[reading.problem];
      if (holder.birthday && reading.details.birthDate !== holder.birthday)
        return 'validation.nationalId.birthdayMismatch';
      if (
        (GENDER_VALUES as readonly string[]).includes(holder.gender) &&
        reading.details.gender !== holder.gender
      )
        return 'validation.nationalId.genderMismatch';
      return null;
    }
    case 'passport':
      return PASSPORT_PATTERN.test(id) ? null : 'validation.passportInvalid';
    case 'family_card':
      return FAMILY_CARD_PATTERN.test(id) ? null : 'validation.familyCardInvalid';
    default:
      // An unknown type is the type field's own problem.
      return null;
  }
}

/** The ID number as the API stores it: a passport's letters upper case, any other number as typed. */
export const idNumberAsStored = (type: unknown, id: string): string =>
  type === 'passport' ? id.toUpperCase() : id;

/** KYC: the ID number for its type (and the holder's birthday and gender), the issue date, the age. */
export const kycImplausibilities: EntityCheck<typeof KYC> = (values, today = todayInEgypt()) => {
  const problems: Implausibility<keyof typeof KYC>[] = [];
  const issued = dayOf(values.issue_date);
  if (issued && issued > today) problems.push({ field: 'issue_date', key: 'validation.dateInFuture' });
  const birthday = dayOf(values.birthday);
  if (birthday && !isAtLeastYearsOld(birthday, MINIMUM_SELLER_AGE, today))
    problems.push({ field: 'birthday', key: 'validation.underAge' });
  const id = textOf(values.id);
  const idProblem = id
    ? idNumberProblem(textOf(values.type), id, { birthday, gender: textOf(values.gender) }, today)
    : null;
  if (idProblem) problems.push({ field: 'id', key: idProblem });
  return problems;
};

/** The registration's past dates are not after today; it ends after the day it starts. */
const PAST_REGISTRATION_DATES = ['activity_start_date', 'license_date', 'start_date'] as const;

/** Company registration: no past date in the future, and the end after the start. */
export const companyRegistrationImplausibilities: EntityCheck<typeof COMPANY_REGISTRATION> = (
  values,
  today = todayInEgypt(),
) => {
  const problems: Implausibility<keyof typeof COMPANY_REGISTRATION>[] = [];
  for (const field of PAST_REGISTRATION_DATES) {
    const day = dayOf(values[field]);
    if (day && day > today) problems.push({ field, key: 'validation.dateInFuture' });
  }
  const start = dayOf(values.start_date);
  const end = dayOf(values.end_date);
  if (start && end && end <= start) problems.push({ field: 'end_date', key: 'validation.endBeforeStart' });
  return problems;
};
