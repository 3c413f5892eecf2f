import * as yup from 'yup';
import { GOVERNORATE_VALUES, isValidDate } from '../../lib/enumerations';
import { requiredText } from '../../lib/validation';

const date = (field: string) =>
  requiredText(field).test('date', 'validation.dateInvalid', (value) => !value || isValidDate(value));

export const CAPITAL_PATTERN = /^\d+(\.\d{1,2})?$/;

/** SPEC.md §5 Company registration: every field is required; the file upload is optional. */
export const companyRegistrationSchema = yup.object({
  reg_nb: requiredText('reg_nb'),
  tax_number: requiredText('tax_number'),
  activity_start_date: date('activity_start_date'),
  license_date: date('license_date'),
  start_date: date('start_date'),
  end_date: date('end_date'),
  governorate: requiredText('governorate').oneOf([...GOVERNORATE_VALUES], 'validation.required.governorate'),
  reg_section: requiredText('reg_section'),
  capital: requiredText('capital').matches(CAPITAL_PATTERN, 'validation.capitalInvalid'),
  owner_name: requiredText('owner_name'),
});

export type CompanyRegistrationValues = yup.InferType<typeof companyRegistrationSchema>;

export const COMPANY_REGISTRATION_FIELDS = Object.keys(
  companyRegistrationSchema.fields,
) as (keyof CompanyRegistrationValues)[];

export const CR_DATE_FIELDS = ['activity_start_date', 'license_date', 'start_date', 'end_date'] as const;
