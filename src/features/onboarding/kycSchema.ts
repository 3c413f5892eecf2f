import * as yup from 'yup';
import {
  GENDER_VALUES,
  ID_TYPE_VALUES,
  isValidDate,
  RELIGION_VALUES,
  SELLER_TYPE_VALUES,
  SOCIAL_STATUS_VALUES,
} from '../../lib/enumerations';
import { requiredText } from '../../lib/validation';

const choice = (field: string, allowed: readonly string[]) =>
  requiredText(field).oneOf([...allowed], `validation.required.${field}`);

const date = (field: string) =>
  requiredText(field).test('date', 'validation.dateInvalid', (value) => !value || isValidDate(value));

export const DEPENDENTS_PATTERN = /^\d{1,2}$/;

/** SPEC.md §5 KYC: everything is required except dependents (and the two images, uploaded apart). */
export const kycSchema = yup.object({
  type: choice('type', ID_TYPE_VALUES),
  id: requiredText('id'),
  issue_date: date('issue_date'),
  address: requiredText('address'),
  qualification: requiredText('qualification'),
  religion: choice('religion', RELIGION_VALUES),
  social_status: choice('social_status', SOCIAL_STATUS_VALUES),
  job: requiredText('job'),
  dependents: yup
    .string()
    .trim()
    .test('dependents', 'validation.dependentsInvalid', (value) => !value || DEPENDENTS_PATTERN.test(value)),
  gender: choice('gender', GENDER_VALUES),
  nationality: requiredText('nationality'),
  birthday: date('birthday'),
  seller_type: choice('seller_type', SELLER_TYPE_VALUES),
});

export type KycValues = yup.InferType<typeof kycSchema>;

export const KYC_FIELDS = Object.keys(kycSchema.fields) as (keyof KycValues)[];
