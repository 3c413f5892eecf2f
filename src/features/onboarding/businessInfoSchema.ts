import * as yup from 'yup';
import { BUSINESS_LOCATION_VALUES, BUSINESS_OWNERSHIP_VALUES } from '../../lib/enumerations';
import { phoneRule, requiredText } from '../../lib/validation';

/** SPEC.md §5 Business info; the phone has its own empty and invalid messages. */
export const businessInfoSchema = yup.object({
  business_name: requiredText('business_name'),
  business_phone: phoneRule('validation.required.business_phone'),
  business_type: requiredText('business_type'),
  business_sector: requiredText('business_sector'),
  main_activity: requiredText('main_activity'),
  secondary_activity: requiredText('secondary_activity'),
  business_address: requiredText('business_address'),
  business_location: requiredText('business_location').oneOf(
    [...BUSINESS_LOCATION_VALUES],
    'validation.required.business_location',
  ),
  business_ownership: requiredText('business_ownership').oneOf(
    [...BUSINESS_OWNERSHIP_VALUES],
    'validation.required.business_ownership',
  ),
});

export type BusinessInfoValues = yup.InferType<typeof businessInfoSchema>;

export const BUSINESS_INFO_FIELDS = Object.keys(businessInfoSchema.fields) as (keyof BusinessInfoValues)[];
