import { toAsciiNumber } from '../digits';
import { parseTypedNumber, typedNumberOrNull } from '../spreadsheet/numbers';
import type { NumberField } from './field';
import { numberProblem } from './numberRule';

/*
 * A number typed in a form field, read the way spreadsheets are and checked by the field's rule. Apart from the
 * form schemas (formSchema.ts) so that a page which only reads or checks a typed number does not load yup.
 */

/** Catalogue key of the message for a number above the field's maximum (`{{max}}`). */
export const TOO_LARGE_KEY = 'validation.atMost';

/** Catalogue key of the message for a number with more decimals than the field takes (`{{count}}`, plural forms). */
export const TOO_MANY_DECIMALS_KEY = 'validation.tooManyDecimals';

/** The number typed in a field, read the way spreadsheets are (Arabic-Indic digits, a currency word). */
export const typedNumberOf = (field: NumberField, value: string): number | null =>
  typedNumberOrNull(value, { currency: Boolean(field.currency) });

/** A message key, with the values it names. */
export type MessageKey = string | { key: string; values: Record<string, number> };

/**
 * What is wrong with a number typed in a field, by the field's rule (numberRule.ts) with the decimals as typed
 * ("12.50" has two, as in a spreadsheet); null when it is right. Arabic-Indic digits are read as digits.
 */
export function numberMessage(field: NumberField, typed: string): MessageKey | null {
  const parsed = parseTypedNumber(toAsciiNumber(typed.trim()), { currency: Boolean(field.currency) });
  if (!parsed.ok) return field.invalidKey;
  const problem = numberProblem(field, parsed.value, parsed.decimals);
  if (!problem) return null;
  if (problem.code === 'tooLarge') return { key: TOO_LARGE_KEY, values: { max: field.maximum } };
  if (problem.code === 'tooManyDecimals')
    return { key: TOO_MANY_DECIMALS_KEY, values: { count: field.decimals } };
  return field.invalidKey;
}
