/**
 * Request schemas of onboarding (KYC, business info, company registration) and the own profile, derived from
 * the one definition of each entity (src/lib/entities), which the app's forms use too.
 */
import { dateFieldNames, type EntityDefinition } from '../../src/lib/entities/field';
import { bodySchemaOf, updateSchemaOf } from '../../src/lib/entities/jsonSchema';
import {
  BUSINESS_INFO,
  COMPANY_REGISTRATION,
  KYC,
  PRIMARY_ADDRESS,
  PROFILE,
} from '../../src/lib/entities/onboarding';
import type { FormValues } from '../../src/lib/entities/types';
import {
  companyRegistrationImplausibilities,
  kycImplausibilities,
  type EntityCheck,
} from '../../src/lib/plausibility';
import { LANGUAGES } from '../../src/lib/languages';
import { closedObject } from '../lib/requestSchemas';

export type BusinessInfoBody = { lang: 'ar' | 'en'; response: FormValues<typeof BUSINESS_INFO> };

export const BUSINESS_INFO_BODY = closedObject(
  { lang: { type: 'string', enum: [...LANGUAGES] }, response: bodySchemaOf(BUSINESS_INFO) },
  ['lang', 'response'],
);

/** A form of fields stored in one JSON column of the user (KYC, company registration). */
export type FieldsBody = Record<string, string | number | undefined>;

export type FieldSection = {
  path: string;
  entity: EntityDefinition;
  column: 'kyc' | 'company_registration';
  /** The plausibility check the app's form runs too (src/lib/plausibility.ts). */
  check: EntityCheck;
  /** What the call does, for the API's reference (server/lib/openApi.ts). */
  summary: string;
};

export const FIELD_SECTIONS: FieldSection[] = [
  {
    path: '/accounts/add-kyc',
    entity: KYC,
    column: 'kyc',
    check: kycImplausibilities,
    summary: 'Send the identity (KYC) details for review',
  },
  {
    path: '/accounts/add-cr',
    entity: COMPANY_REGISTRATION,
    column: 'company_registration',
    check: companyRegistrationImplausibilities,
    summary: 'Send the company registration details for review',
  },
];

/** The date fields of a section, checked as real days beyond the schema, and whether they are stored as timestamps. */
export const sectionDates = (entity: EntityDefinition) =>
  dateFieldNames(entity).map((name) => {
    const field = entity[name];
    return { name, asTimestamp: field?.kind === 'date' && Boolean(field.storedAsTimestamp) };
  });

export type GeneralBody = Partial<FormValues<typeof PROFILE>> & {
  default_lang?: 'ar' | 'en';
  primary_address?: Partial<FormValues<typeof PRIMARY_ADDRESS>>;
};

export const GENERAL_BODY = closedObject({
  ...updateSchemaOf(PROFILE).properties,
  default_lang: { type: 'string', enum: [...LANGUAGES] },
  primary_address: updateSchemaOf(PRIMARY_ADDRESS),
});

/** Which document an upload route writes, and which file types it accepts (docs/api.md). */
export type DocumentSlot = {
  path: string;
  kind: 'kyc_front' | 'kyc_back' | 'company_reg';
  column: 'kyc' | 'company_registration';
  key: 'front' | 'back' | 'doc';
  allowPdf: boolean;
  /** What the call does, for the API's reference (server/lib/openApi.ts). */
  summary: string;
};

/** `passed_id`: an admin uploads their own copy of this user's document (docs/api.md). */
export const DOCUMENT_UPLOAD_QUERY = {
  type: 'object',
  properties: { passed_id: { type: 'string', maxLength: 64 } },
} as const;

export const DOCUMENT_SLOTS: DocumentSlot[] = [
  {
    path: '/accounts/add-front-id',
    kind: 'kyc_front',
    column: 'kyc',
    key: 'front',
    allowPdf: false,
    summary: 'Upload the front of the ID card (multipart field image; passed_id: an admin’s copy)',
  },
  {
    path: '/accounts/add-back-id',
    kind: 'kyc_back',
    column: 'kyc',
    key: 'back',
    allowPdf: false,
    summary: 'Upload the back of the ID card (multipart field image; passed_id: an admin’s copy)',
  },
  {
    path: '/accounts/add-company-reg',
    kind: 'company_reg',
    column: 'company_registration',
    key: 'doc',
    allowPdf: true,
    summary:
      'Upload the company registration, an image or a PDF (multipart field image; passed_id: an admin’s copy)',
  },
];
