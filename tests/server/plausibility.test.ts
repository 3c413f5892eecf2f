import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { PLAUSIBILITY_MESSAGES } from '../../server/onboarding/messages';
import { PLAUSIBILITY_KEYS } from '../../src/lib/plausibility';
import { COMPANY_REGISTRATION_BODY, KYC_BODY } from '../fixtures/onboarding';
import { bearer, loginAs, makeTestApp } from './helpers';

/** The API refuses impossible onboarding data with the form's message, in both languages (docs/onboarding.md). */

const FIELDS_TO_CORRECT = {
  en: 'Please correct the fields marked below',
  ar: 'يرجى تصحيح الحقول المشار إليها',
};

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await makeTestApp();
  token = await loginAs(app, 'newseller');
});

afterAll(async () => {
  await app.close();
});

const put = (path: 'add-kyc' | 'add-cr', payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/v1/accounts/${path}`, headers: bearer(token), payload });

const profile = async () =>
  (await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(token) })).json<{
    data: { kyc?: Record<string, unknown>; company_registration?: Record<string, unknown> };
  }>().data;

const inFuture = () => `${new Date().getUTCFullYear() + 2}-01-01`;

describe('PUT /accounts/add-kyc plausibility', () => {
  it('refuses a national ID whose gender digit disagrees with the gender, under the ID field', async () => {
    const response = await put('add-kyc', { ...KYC_BODY, gender: 'male' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: FIELDS_TO_CORRECT,
      fields: {
        id: {
          en: 'Digit 13 of the national ID does not match the Gender field (odd for male, even for female)',
          ar: 'الرقم 13 في الرقم القومي لا يطابق حقل النوع (فردي للذكر وزوجي للأنثى)',
        },
      },
    });
    // Nothing of the refused body was stored.
    expect((await profile()).kyc?.gender).not.toBe('male');
  });

  it.each([
    ['a 13-digit national ID', { id: '2900501123456' }, 'id', 'validation.nationalId.format'],
    ['a national ID of 30 February', { id: '29002301234567' }, 'id', 'validation.nationalId.birthDate'],
    [
      'a national ID of another birthday',
      { birthday: '1991-05-01' },
      'id',
      'validation.nationalId.birthdayMismatch',
    ],
    ['governorate 20', { id: '29005012034567' }, 'id', 'validation.nationalId.governorate'],
    ['a passport of five characters', { type: 'passport', id: 'A1234' }, 'id', 'validation.passportInvalid'],
    [
      'a family card with a letter',
      { type: 'family_card', id: '1234A678' },
      'id',
      'validation.familyCardInvalid',
    ],
    ['an issue date in the future', { issue_date: inFuture() }, 'issue_date', 'validation.dateInFuture'],
    [
      'a seller under 18',
      { type: 'passport', id: 'A12345678', birthday: `${new Date().getUTCFullYear() - 10}-01-01` },
      'birthday',
      'validation.underAge',
    ],
  ] as const)('refuses %s', async (_name, change, field, key) => {
    const response = await put('add-kyc', { ...KYC_BODY, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: PLAUSIBILITY_MESSAGES[key] });
  });

  it('accepts a plausible KYC, an ID typed with Arabic-Indic digits, and stores a passport upper case', async () => {
    const national = await put('add-kyc', { ...KYC_BODY, id: '٢٩٠٠٥٠١١٢٣٤٥٦٧' });
    expect(national.statusCode).toBe(200);
    expect(national.json().data.kyc).toMatchObject({ id: '29005011234567' });
    const passport = await put('add-kyc', { ...KYC_BODY, type: 'passport', id: 'a12345678', gender: 'male' });
    expect(passport.statusCode).toBe(200);
    expect(passport.json().data.kyc).toMatchObject({ type: 'passport', id: 'A12345678' });
  });
});

describe('PUT /accounts/add-cr plausibility', () => {
  it('refuses a registration that ends before it starts, under the end date', async () => {
    const response = await put('add-cr', {
      ...COMPANY_REGISTRATION_BODY,
      start_date: '2024-01-01',
      end_date: '2023-12-31T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: FIELDS_TO_CORRECT,
      fields: {
        end_date: {
          en: 'The end date must be after the registration start date',
          ar: 'يجب أن يكون تاريخ انتهاء القيد بعد تاريخ بدايته',
        },
      },
    });
  });

  it('refuses a license date in the future and accepts the fixture', async () => {
    const future = await put('add-cr', { ...COMPANY_REGISTRATION_BODY, license_date: inFuture() });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ license_date: PLAUSIBILITY_MESSAGES['validation.dateInFuture'] });
    expect((await put('add-cr', COMPANY_REGISTRATION_BODY)).statusCode).toBe(200);
  });
});

describe('plausibility messages', () => {
  type Catalogue = { [key: string]: string | Catalogue };
  const read = (catalogue: Catalogue, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);

  it.each(PLAUSIBILITY_KEYS.map((key) => [key]))('%s reads the same in the API and the app', (key) => {
    expect(PLAUSIBILITY_MESSAGES[key]).toEqual({
      en: read(en as Catalogue, key),
      ar: read(ar as Catalogue, key),
    });
  });
});
