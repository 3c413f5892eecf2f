import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  companyRegistrationImplausibilities,
  idNumberAsStored,
  idNumberProblem,
  isAtLeastYearsOld,
  kycImplausibilities,
  todayInEgypt,
  type Implausibility,
} from '../../../src/lib/plausibility';

/** The first problem of each field, as a form shows it under each input. */
const firstImplausibilities = (problems: readonly Implausibility[]): Record<string, string> => {
  const first: Record<string, string> = {};
  for (const { field, key } of problems) first[field] ??= key;
  return first;
};

const TODAY = '2025-06-15';

/** A plausible KYC: a woman born on 1 May 1990 (national ID 2 900501 12 345 6 7). */
const KYC = {
  type: 'national_id',
  id: '29005011234567',
  issue_date: '2021-03-15',
  birthday: '1990-05-01',
  gender: 'female',
};

const idProblem = (values: Partial<typeof KYC>) =>
  firstImplausibilities(kycImplausibilities({ ...KYC, ...values }, TODAY)).id;

describe('national ID against the form', () => {
  it('accepts a national ID that agrees with the birthday and the gender', () => {
    expect(kycImplausibilities(KYC, TODAY)).toEqual([]);
    // A stored timestamp is read as its calendar day.
    expect(kycImplausibilities({ ...KYC, birthday: '1990-05-01T00:00:00.000Z' }, TODAY)).toEqual([]);
  });

  it.each([
    ['13 digits', { id: '2900501123456' }, 'validation.nationalId.format'],
    ['15 digits', { id: '290050112345678' }, 'validation.nationalId.format'],
    ['a letter among the digits', { id: '29005011234S67' }, 'validation.nationalId.format'],
    ['century digit 5', { id: '59005011234567' }, 'validation.nationalId.birthDate'],
    ['30 February', { id: '29002301234567', birthday: '1990-02-28' }, 'validation.nationalId.birthDate'],
    [
      'a birth date that is not the birthday',
      { birthday: '1990-05-02' },
      'validation.nationalId.birthdayMismatch',
    ],
    ['the right day of another century', { id: '39005011234567' }, 'validation.nationalId.birthDate'],
    ['governorate 20', { id: '29005012034567' }, 'validation.nationalId.governorate'],
    ['governorate 99', { id: '29005019934567' }, 'validation.nationalId.governorate'],
    ['an even digit 13 for a man', { gender: 'male' }, 'validation.nationalId.genderMismatch'],
    ['an odd digit 13 for a woman', { id: '29005011234577' }, 'validation.nationalId.genderMismatch'],
  ])('refuses %s', (_name, change, key) => {
    expect(idProblem(change)).toBe(key);
  });

  it('accepts an odd digit 13 for a man', () => {
    expect(idProblem({ id: '29005011234577', gender: 'male' })).toBeUndefined();
  });

  it('takes digits typed on an Arabic or Persian keyboard', () => {
    expect(idProblem({ id: '٢٩٠٠٥٠١١٢٣٤٥٦٧' })).toBeUndefined();
    expect(idProblem({ id: '۲۹۰۰۵۰۱۱۲۳۴۵۶۷' })).toBeUndefined();
  });

  it('leaves an empty, malformed or unknown companion field to its own rule', () => {
    expect(idProblem({ birthday: '' })).toBeUndefined();
    expect(idProblem({ birthday: '1990-02-30' })).toBeUndefined();
    expect(idProblem({ gender: '' })).toBeUndefined();
    expect(idProblem({ gender: 'other' })).toBeUndefined();
    expect(idProblem({ id: '' })).toBeUndefined();
    expect(idProblem({ type: 'driving_licence', id: 'x' })).toBeUndefined();
  });
});

describe('passports and family cards', () => {
  const noHolder = { birthday: null, gender: '' };
  it.each([
    ['an Egyptian passport', 'A12345678', null],
    ['lower case letters', 'a12345678', null],
    ['six characters', 'AB1234', null],
    ['digits only', '123456789', null],
    ['five characters', 'A1234', 'validation.passportInvalid'],
    ['ten characters', 'A123456789', 'validation.passportInvalid'],
    ['letters only', 'ABCDEFGH', 'validation.passportInvalid'],
    ['a space', 'A1234 5678', 'validation.passportInvalid'],
    ['a dash', 'A-1234567', 'validation.passportInvalid'],
    ['Arabic letters', 'ب12345678', 'validation.passportInvalid'],
  ])('passport: %s', (_name, id, key) => {
    expect(idNumberProblem('passport', id, noHolder, TODAY)).toBe(key);
  });

  it.each([
    ['six digits', '123456', null],
    ['twenty digits', '1'.repeat(20), null],
    ['five digits', '12345', 'validation.familyCardInvalid'],
    ['twenty-one digits', '1'.repeat(21), 'validation.familyCardInvalid'],
    ['a letter', '12345A7', 'validation.familyCardInvalid'],
    ['a space', '123 4567', 'validation.familyCardInvalid'],
  ])('family card: %s', (_name, id, key) => {
    expect(idNumberProblem('family_card', id, noHolder, TODAY)).toBe(key);
  });

  it('checks a passport or family card number without the national ID rules', () => {
    expect(idProblem({ type: 'passport', id: 'A12345678', gender: 'male' })).toBeUndefined();
    expect(idProblem({ type: 'family_card', id: '12345678' })).toBeUndefined();
    expect(idProblem({ type: 'passport', id: '29005011234567' })).toBe('validation.passportInvalid');
  });

  it('stores a passport number upper case and other numbers as typed', () => {
    expect(idNumberAsStored('passport', 'a12345678')).toBe('A12345678');
    expect(idNumberAsStored('national_id', '29005011234567')).toBe('29005011234567');
  });
});

describe('KYC dates', () => {
  const problems = (values: Partial<typeof KYC>) =>
    firstImplausibilities(kycImplausibilities({ ...KYC, ...values }, TODAY));

  it.each([
    ['an issue date today', { issue_date: TODAY }, {}],
    ['an issue date tomorrow', { issue_date: '2025-06-16' }, { issue_date: 'validation.dateInFuture' }],
    [
      'an issue date tomorrow as a timestamp',
      { issue_date: '2025-06-16T00:00:00.000Z' },
      { issue_date: 'validation.dateInFuture' },
    ],
    ['a seller 18 today', { birthday: '2007-06-15', type: 'passport', id: 'A1234567' }, {}],
    [
      'a seller 18 tomorrow',
      { birthday: '2007-06-16', type: 'passport', id: 'A1234567' },
      { birthday: 'validation.underAge' },
    ],
    [
      'a birthday in the future',
      { birthday: '2030-01-01', type: 'passport', id: 'A1234567' },
      { birthday: 'validation.underAge' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(problems(change)).toEqual(expected);
  });

  it('counts a 29 February birthday as coming of age on 1 March of a common year', () => {
    expect(isAtLeastYearsOld('2008-02-29', 18, '2026-02-28')).toBe(false);
    expect(isAtLeastYearsOld('2008-02-29', 18, '2026-03-01')).toBe(true);
  });
});

describe('company registration dates', () => {
  const REGISTRATION = {
    activity_start_date: '2020-01-01T00:00:00.000Z',
    license_date: '2020-02-01T00:00:00.000Z',
    start_date: '2024-01-01T00:00:00.000Z',
    end_date: '2029-01-01T00:00:00.000Z',
  };
  const problems = (values: Partial<typeof REGISTRATION>) =>
    firstImplausibilities(companyRegistrationImplausibilities({ ...REGISTRATION, ...values }, TODAY));

  it.each([
    ['a plausible registration', {}, {}],
    ['days typed in the form', { start_date: '2024-01-01', end_date: '2029-01-01' }, {}],
    ['dates of today', { activity_start_date: TODAY, license_date: TODAY, start_date: TODAY }, {}],
    [
      'an activity start in the future',
      { activity_start_date: '2025-06-16' },
      { activity_start_date: 'validation.dateInFuture' },
    ],
    ['a license in the future', { license_date: '2026-01-01' }, { license_date: 'validation.dateInFuture' }],
    ['a start in the future', { start_date: '2025-07-01' }, { start_date: 'validation.dateInFuture' }],
    ['an end before the start', { end_date: '2023-12-31' }, { end_date: 'validation.endBeforeStart' }],
    ['an end on the start day', { end_date: '2024-01-01' }, { end_date: 'validation.endBeforeStart' }],
    ['an end in the future is expected', { end_date: '2040-01-01' }, {}],
    ['a malformed date is left to its own rule', { end_date: '2029-13-01' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(problems(change)).toEqual(expected);
  });
});

describe('today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the calendar day in Cairo, taken at each call', () => {
    vi.useFakeTimers();
    // 23:30 UTC on 14 June is 02:30 on 15 June in Cairo (UTC+3 in summer).
    vi.setSystemTime(new Date('2025-06-14T23:30:00Z'));
    expect(todayInEgypt()).toBe('2025-06-15');
    vi.setSystemTime(new Date('2025-01-10T12:00:00Z'));
    expect(todayInEgypt()).toBe('2025-01-10');
  });

  it('moves the limits with the clock', () => {
    vi.useFakeTimers();
    const tomorrow = { ...KYC, issue_date: '2025-06-16' };
    vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    expect(kycImplausibilities(tomorrow)).toEqual([{ field: 'issue_date', key: 'validation.dateInFuture' }]);
    vi.setSystemTime(new Date('2025-06-16T12:00:00Z'));
    expect(kycImplausibilities(tomorrow)).toEqual([]);
  });
});
