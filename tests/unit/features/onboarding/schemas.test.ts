import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { resetPasswordSchema } from '../../../../src/features/auth/resetPasswordSchema';
import { changePasswordSchema } from '../../../../src/features/onboarding/changePasswordSchema';
import {
  businessInfoSchema,
  companyRegistrationSchema,
  kycSchema,
} from '../../../../src/features/onboarding/onboardingSchemas';
import { signupSchema } from '../../../../src/features/onboarding/signupSchema';
import { GOVERNORATES } from '../../../../src/lib/enumerations';
import { firstErrors } from '../../../../src/lib/validation';
import en from '../../../../locales/en.json';

type Case = [
  description: string,
  change: Record<string, unknown>,
  field: string,
  message: string | undefined,
];

/** Runs each case against a valid base: `message` undefined means the field is accepted. */
function table(schema: AnyObjectSchema, valid: Record<string, unknown>, cases: Case[]) {
  it('accepts the valid base', () => {
    expect(firstErrors(schema, valid)).toEqual({});
  });
  it.each(cases)('%s', (_description, change, field, message) => {
    expect(firstErrors(schema, { ...valid, ...change })[field]).toBe(message);
  });
}

/** Every required field, blank and missing, answers its own `validation.required.<field>` message. */
function requiredCases(fields: string[]): Case[] {
  return fields.flatMap((field): Case[] => [
    [`${field} empty`, { [field]: '' }, field, `validation.required.${field}`],
    [`${field} only spaces`, { [field]: '   ' }, field, `validation.required.${field}`],
    [`${field} missing`, { [field]: undefined }, field, `validation.required.${field}`],
  ]);
}

const english = en as unknown as {
  validation: Record<string, unknown> & { required: Record<string, string> };
};

describe('signupSchema', () => {
  const valid = {
    name: 'Salma Adel',
    nickname: '',
    email: '',
    phone_number: '01012345678',
    referred_by: '',
    password: 'Secret12',
    confirmPass: 'Secret12',
  };
  table(signupSchema, valid, [
    ['name is required', { name: '' }, 'name', 'validation.nameRequired'],
    ['name of spaces is required', { name: '  ' }, 'name', 'validation.nameRequired'],
    ['nickname is optional', { nickname: '' }, 'nickname', undefined],
    ['email may be left empty', { email: '' }, 'email', undefined],
    ['an e-mail address is accepted', { email: 'salma@example.com' }, 'email', undefined],
    [
      'a value that is not an e-mail is refused',
      { email: 'salma@example' },
      'email',
      'validation.emailInvalid',
    ],
    ['an e-mail with spaces is refused', { email: 'sal ma@example.com' }, 'email', 'validation.emailInvalid'],
    ['phone is required', { phone_number: '' }, 'phone_number', 'validation.phoneRequired'],
    [
      'a 10-digit phone is refused',
      { phone_number: '0101234567' },
      'phone_number',
      'validation.phoneInvalid',
    ],
    [
      'a 12-digit phone is refused',
      { phone_number: '010123456789' },
      'phone_number',
      'validation.phoneInvalid',
    ],
    [
      'a phone with letters is refused',
      { phone_number: '0101234567a' },
      'phone_number',
      'validation.phoneInvalid',
    ],
    [
      'a phone with a plus is refused',
      { phone_number: '+2010123456' },
      'phone_number',
      'validation.phoneInvalid',
    ],
    ['the referral code may be left empty', { referred_by: '' }, 'referred_by', undefined],
    ['four letters, hyphen, six letters or digits', { referred_by: 'ABCD-12EF56' }, 'referred_by', undefined],
    ['lower-case letters are letters too', { referred_by: 'abcd-123456' }, 'referred_by', undefined],
    ['three letters are too few', { referred_by: 'ABC-123456' }, 'referred_by', 'validation.referralInvalid'],
    [
      'digits in the first part are refused',
      { referred_by: 'AB1D-123456' },
      'referred_by',
      'validation.referralInvalid',
    ],
    [
      'five characters after the hyphen are too few',
      { referred_by: 'ABCD-12345' },
      'referred_by',
      'validation.referralInvalid',
    ],
    ['the hyphen is needed', { referred_by: 'ABCD123456' }, 'referred_by', 'validation.referralInvalid'],
    ['password is required', { password: '', confirmPass: '' }, 'password', 'validation.passwordRequired'],
    [
      '7 characters are too short',
      { password: 'Secret1', confirmPass: 'Secret1' },
      'password',
      'validation.passwordMin',
    ],
    ['8 characters are enough', { password: 'Secret12', confirmPass: 'Secret12' }, 'password', undefined],
    [
      'letters only are refused',
      { password: 'Secretpass', confirmPass: 'Secretpass' },
      'password',
      'validation.passwordPattern',
    ],
    [
      'digits only are refused',
      { password: '12345678', confirmPass: '12345678' },
      'password',
      'validation.passwordPattern',
    ],
    [
      '$ @ ! % * ? & are allowed',
      { password: 'Se$@!%*?&1', confirmPass: 'Se$@!%*?&1' },
      'password',
      undefined,
    ],
    [
      'other symbols are refused',
      { password: 'Secret12#', confirmPass: 'Secret12#' },
      'password',
      'validation.passwordPattern',
    ],
    ['confirmation is required', { confirmPass: '' }, 'confirmPass', 'validation.confirmPasswordRequired'],
    ['confirmation must match', { confirmPass: 'Secret13' }, 'confirmPass', 'validation.passwordMismatch'],
  ]);
});

describe('resetPasswordSchema', () => {
  table(resetPasswordSchema, { password: 'NewPass99', confirmPass: 'NewPass99' }, [
    ['password is required', { password: '', confirmPass: '' }, 'password', 'validation.passwordRequired'],
    ['too short', { password: 'Pass9', confirmPass: 'Pass9' }, 'password', 'validation.passwordMin'],
    [
      'needs a digit',
      { password: 'Password', confirmPass: 'Password' },
      'password',
      'validation.passwordPattern',
    ],
    [
      'needs a letter',
      { password: '99999999', confirmPass: '99999999' },
      'password',
      'validation.passwordPattern',
    ],
    ['confirmation is required', { confirmPass: '' }, 'confirmPass', 'validation.confirmPasswordRequired'],
    ['confirmation must match', { confirmPass: 'NewPass98' }, 'confirmPass', 'validation.passwordMismatch'],
  ]);
});

describe('changePasswordSchema', () => {
  table(changePasswordSchema, { old_password: 'Old12345', password: 'NewPass99', confirmPass: 'NewPass99' }, [
    ...requiredCases(['old_password']),
    [
      'the new password follows the signup rules',
      { password: 'short1', confirmPass: 'short1' },
      'password',
      'validation.passwordMin',
    ],
    ['confirmation must match', { confirmPass: 'x' }, 'confirmPass', 'validation.passwordMismatch'],
  ]);
});

describe('kycSchema', () => {
  const valid = {
    type: 'national_id',
    id: '29005011234567',
    issue_date: '2021-03-15',
    address: '12 Tahrir Street, Cairo',
    qualification: 'Bachelor of Commerce',
    religion: 'muslim',
    social_status: 'married',
    job: 'Trader',
    dependents: '',
    gender: 'female',
    nationality: 'Egyptian',
    birthday: '1990-05-01',
    seller_type: 'supplier',
  };
  table(kycSchema, valid, [
    ...requiredCases([
      'type',
      'id',
      'issue_date',
      'address',
      'qualification',
      'religion',
      'social_status',
      'job',
      'birthday',
      'gender',
      'nationality',
      'seller_type',
    ]),
    ['dependents are optional', { dependents: '' }, 'dependents', undefined],
    ['dependents as a number', { dependents: '3' }, 'dependents', undefined],
    [
      'dependents must be a whole number',
      { dependents: 'two' },
      'dependents',
      'validation.dependentsInvalid',
    ],
    ['every ID type is accepted: passport', { type: 'passport' }, 'type', undefined],
    ['every ID type is accepted: family card', { type: 'family_card' }, 'type', undefined],
    ['an unknown ID type is refused', { type: 'driving_licence' }, 'type', 'validation.required.type'],
    ['religion christian', { religion: 'christian' }, 'religion', undefined],
    ['religion jewish', { religion: 'jewish' }, 'religion', undefined],
    ['social status widowed', { social_status: 'widowed' }, 'social_status', undefined],
    ['social status divorced', { social_status: 'divorced' }, 'social_status', undefined],
    [
      'an unknown social status is refused',
      { social_status: 'engaged' },
      'social_status',
      'validation.required.social_status',
    ],
    ['gender male', { gender: 'male' }, 'gender', undefined],
    ['seller type wholesaler', { seller_type: 'wholesaler' }, 'seller_type', undefined],
    ['seller type merchant', { seller_type: 'merchant' }, 'seller_type', undefined],
    [
      'an unknown seller type is refused',
      { seller_type: 'buyer' },
      'seller_type',
      'validation.required.seller_type',
    ],
    ['an impossible date is refused', { issue_date: '2021-02-30' }, 'issue_date', 'validation.dateInvalid'],
    ['a date in another format is refused', { birthday: '01/05/1990' }, 'birthday', 'validation.dateInvalid'],
    // Plausibility (src/lib/plausibility.ts), shown under the field it concerns.
    ['a national ID that is not 14 digits', { id: '2900501123456' }, 'id', 'validation.nationalId.format'],
    [
      'a national ID whose digit 13 disagrees with the gender',
      { gender: 'male' },
      'id',
      'validation.nationalId.genderMismatch',
    ],
    [
      'a national ID whose birth date disagrees with the birthday',
      { birthday: '1990-05-02' },
      'id',
      'validation.nationalId.birthdayMismatch',
    ],
    ['a passport number', { type: 'passport', id: 'A12345678' }, 'id', undefined],
    ['a passport number too short', { type: 'passport', id: 'A1234' }, 'id', 'validation.passportInvalid'],
    ['a family card number', { type: 'family_card', id: '12345678' }, 'id', undefined],
    ['an issue date in the future', { issue_date: '2999-01-01' }, 'issue_date', 'validation.dateInFuture'],
    ['a seller under 18', { birthday: '2999-01-01' }, 'birthday', 'validation.underAge'],
  ]);
});

describe('businessInfoSchema', () => {
  const valid = {
    business_name: 'Nile Store',
    business_phone: '01234567890',
    business_type: 'LLC',
    business_sector: 'Textiles',
    main_activity: 'Wholesale',
    secondary_activity: 'Distribution',
    business_address: '5 El Geish Street, Mansoura',
    business_location: 'commercial',
    business_ownership: 'rental',
  };
  table(businessInfoSchema, valid, [
    ...requiredCases([
      'business_name',
      'business_type',
      'business_sector',
      'main_activity',
      'secondary_activity',
      'business_address',
      'business_location',
      'business_ownership',
      'business_phone',
    ]),
    [
      'a short business phone has its own message',
      { business_phone: '0123456789' },
      'business_phone',
      'validation.phoneInvalid',
    ],
    [
      'a long business phone is invalid',
      { business_phone: '012345678901' },
      'business_phone',
      'validation.phoneInvalid',
    ],
    [
      'a business phone with letters is invalid',
      { business_phone: '0123456789x' },
      'business_phone',
      'validation.phoneInvalid',
    ],
    ['location home', { business_location: 'home' }, 'business_location', undefined],
    [
      'an unknown location is refused',
      { business_location: 'farm' },
      'business_location',
      'validation.required.business_location',
    ],
    ['ownership owned', { business_ownership: 'owned' }, 'business_ownership', undefined],
    [
      'an unknown ownership is refused',
      { business_ownership: 'leased' },
      'business_ownership',
      'validation.required.business_ownership',
    ],
  ]);
});

describe('companyRegistrationSchema', () => {
  const valid = {
    reg_nb: '12345',
    tax_number: '123-456-789',
    activity_start_date: '2020-01-01',
    license_date: '2020-02-01',
    start_date: '2024-01-01',
    end_date: '2029-01-01',
    governorate: 'cairo',
    reg_section: 'Cairo Commercial Registry',
    capital: '500000',
    owner_name: 'Hoda Fathy',
  };
  table(companyRegistrationSchema, valid, [
    ...requiredCases([
      'reg_nb',
      'tax_number',
      'activity_start_date',
      'license_date',
      'start_date',
      'end_date',
      'governorate',
      'reg_section',
      'capital',
      'owner_name',
    ]),
    ['an ISO timestamp is a valid date', { start_date: '2024-01-01T00:00:00.000Z' }, 'start_date', undefined],
    ['an impossible date is refused', { end_date: '2029-13-01' }, 'end_date', 'validation.dateInvalid'],
    ['words are not a date', { license_date: 'yesterday' }, 'license_date', 'validation.dateInvalid'],
    [
      'an unknown governorate is refused',
      { governorate: 'paris' },
      'governorate',
      'validation.required.governorate',
    ],
    ['capital with piasters', { capital: '1500.50' }, 'capital', undefined],
    ['capital must be a number', { capital: 'a lot' }, 'capital', 'validation.capitalInvalid'],
    ['an end before the start', { end_date: '2023-12-31' }, 'end_date', 'validation.endBeforeStart'],
    [
      'a start in the future',
      { start_date: '2999-01-01', end_date: '3000-01-01' },
      'start_date',
      'validation.dateInFuture',
    ],
  ]);

  it.each(GOVERNORATES.map((governorate) => [governorate.value]))('accepts the governorate %s', (value) => {
    expect(firstErrors(companyRegistrationSchema, { ...valid, governorate: value })).toEqual({});
  });

  it('lists the 26 governorates, each with an Arabic and an English label', () => {
    expect(GOVERNORATES).toHaveLength(26);
    for (const governorate of GOVERNORATES) {
      expect(governorate.ar).toMatch(/[\u0600-\u06FF]/);
      expect(governorate.en).toMatch(/^[A-Z]/);
    }
  });
});

describe('message catalogue', () => {
  it('has an English and Arabic text for every key the schemas return', () => {
    const schemas = [
      signupSchema,
      resetPasswordSchema,
      changePasswordSchema,
      kycSchema,
      businessInfoSchema,
      companyRegistrationSchema,
    ];
    const keys = new Set<string>();
    for (const schema of schemas) {
      const blank = Object.fromEntries(Object.keys(schema.fields).map((field) => [field, '']));
      for (const message of Object.values(firstErrors(schema, blank))) {
        keys.add(typeof message === 'string' ? message : message.key);
      }
    }
    for (const key of keys) {
      const path = key.split('.').slice(1);
      const text = path.reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)[part],
        english.validation,
      );
      expect(typeof text, key).toBe('string');
    }
    expect(english.validation.passwordMismatch).toBe('Password does not match');
    expect(english.validation.dateInvalid).toBe('Invalid date format');
  });
});
