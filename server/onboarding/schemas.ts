/**
 * Request schemas of onboarding (KYC, business info, company registration) and the own profile; each body
 * type sits beside its schema.
 */
import {
  BUSINESS_LOCATION_VALUES,
  BUSINESS_OWNERSHIP_VALUES,
  GENDER_VALUES,
  GOVERNORATE_VALUES,
  ID_TYPE_VALUES,
  RELIGION_VALUES,
  SELLER_TYPE_VALUES,
  SOCIAL_STATUS_VALUES,
} from '../../src/lib/enumerations';
import {
  BUSINESS_INFO_FIELDS,
  COMPANY_REGISTRATION_FIELDS,
  KYC_REQUIRED_FIELDS,
} from '../../src/lib/onboardingFields';

const text = (maxLength: number) => ({ type: 'string', maxLength, pattern: '\\S' }) as const;
const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] }) as const;
const dateText = { type: 'string', maxLength: 40 } as const;

export type KycBody = Record<string, string | number | undefined>;

export const KYC_BODY = {
  type: 'object',
  additionalProperties: false,
  required: [...KYC_REQUIRED_FIELDS],
  properties: {
    type: oneOf(ID_TYPE_VALUES),
    id: text(40),
    issue_date: dateText,
    address: text(300),
    qualification: text(120),
    religion: oneOf(RELIGION_VALUES),
    social_status: oneOf(SOCIAL_STATUS_VALUES),
    job: text(120),
    dependents: {
      anyOf: [
        { type: 'string', pattern: '^\\d{0,2}$' },
        { type: 'integer', minimum: 0, maximum: 99 },
      ],
    },
    gender: oneOf(GENDER_VALUES),
    nationality: text(80),
    birthday: dateText,
    seller_type: oneOf(SELLER_TYPE_VALUES),
  },
} as const;

/** The KYC fields that hold dates, checked beyond the schema. */
const KYC_DATES = ['issue_date', 'birthday'] as const;

export type BusinessInfoBody = { lang: 'ar' | 'en'; response: Record<string, string> };

export const BUSINESS_INFO_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['lang', 'response'],
  properties: {
    lang: oneOf(['ar', 'en']),
    response: {
      type: 'object',
      additionalProperties: false,
      required: [...BUSINESS_INFO_FIELDS],
      properties: {
        business_name: text(160),
        business_phone: { type: 'string', pattern: '^\\d{11}$' },
        business_type: text(120),
        business_sector: text(120),
        main_activity: text(160),
        secondary_activity: text(160),
        business_address: text(300),
        business_location: oneOf(BUSINESS_LOCATION_VALUES),
        business_ownership: oneOf(BUSINESS_OWNERSHIP_VALUES),
      },
    },
  },
} as const;

export type CrBody = Record<string, string | number>;

export const CR_BODY = {
  type: 'object',
  additionalProperties: false,
  required: [...COMPANY_REGISTRATION_FIELDS],
  properties: {
    reg_nb: text(60),
    tax_number: text(60),
    activity_start_date: dateText,
    license_date: dateText,
    start_date: dateText,
    end_date: dateText,
    governorate: oneOf(GOVERNORATE_VALUES),
    reg_section: text(160),
    capital: {
      anyOf: [
        { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$', maxLength: 20 },
        { type: 'number', minimum: 0 },
      ],
    },
    owner_name: text(160),
  },
} as const;

/** The company registration fields that hold dates, checked beyond the schema. */
const CR_DATES = ['activity_start_date', 'license_date', 'start_date', 'end_date'] as const;

/** A form of fields stored in one JSON column of the user (KYC, company registration). */
export type FieldsBody = KycBody | CrBody;

export type FieldSection = {
  path: string;
  body: typeof KYC_BODY | typeof CR_BODY;
  column: 'kyc' | 'company_registration';
  dates: readonly string[];
  /** Company registration dates are stored as ISO timestamps; KYC dates as typed. */
  datesAsTimestamps: boolean;
};

export const FIELD_SECTIONS: FieldSection[] = [
  { path: '/accounts/add-kyc', body: KYC_BODY, column: 'kyc', dates: KYC_DATES, datesAsTimestamps: false },
  {
    path: '/accounts/add-cr',
    body: CR_BODY,
    column: 'company_registration',
    dates: CR_DATES,
    datesAsTimestamps: true,
  },
];

export type GeneralBody = {
  name?: string;
  nickname?: string;
  email?: string;
  phone_number?: string;
  default_lang?: 'ar' | 'en';
  primary_address?: Record<string, string>;
};

export const GENERAL_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text(120),
    nickname: optionalText(120),
    email: optionalText(254),
    phone_number: optionalText(32),
    default_lang: oneOf(['ar', 'en']),
    primary_address: {
      type: 'object',
      additionalProperties: false,
      properties: {
        city: optionalText(120),
        street: optionalText(200),
        building_number: optionalText(40),
      },
    },
  },
} as const;

/** Which document an upload route writes, and which file types it accepts (SPEC.md §7). */
export type DocumentSlot = {
  path: string;
  kind: 'kyc_front' | 'kyc_back' | 'company_reg';
  column: 'kyc' | 'company_registration';
  key: 'front' | 'back' | 'doc';
  allowPdf: boolean;
};

export const DOCUMENT_SLOTS: DocumentSlot[] = [
  { path: '/accounts/add-front-id', kind: 'kyc_front', column: 'kyc', key: 'front', allowPdf: false },
  { path: '/accounts/add-back-id', kind: 'kyc_back', column: 'kyc', key: 'back', allowPdf: false },
  {
    path: '/accounts/add-company-reg',
    kind: 'company_reg',
    column: 'company_registration',
    key: 'doc',
    allowPdf: true,
  },
];
