import { ValidationError } from 'yup';
import type { FieldErrorValue } from '../../components/form/FieldError';
import { formSchemaOf } from '../../lib/entities/formSchema';
import { PRODUCT_OFFER } from '../../lib/entities/product';
import { INLINE_FIELDS, type InlineField } from './inlineOffer';

/** The same rule as the product form and the API for each field (formSchemaOf over the product offer). */
export const offerSchema = formSchemaOf(PRODUCT_OFFER).pick([...INLINE_FIELDS]);

/** What the rule says of a value typed in a cell, or undefined when it is acceptable. */
export const offerRuleProblem = (field: InlineField, typed: string): FieldErrorValue => {
  try {
    offerSchema.validateSyncAt(field, { [field]: typed });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] as FieldErrorValue;
    throw error;
  }
};
