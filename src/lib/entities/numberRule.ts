import { readCellNumber } from '../spreadsheet/numbers';
import type { NumberField } from './field';

/**
 * What is wrong with a number for its field, worded by each door in its reader's language: the form
 * (`validation.*` keys), the API (bilingual field messages) and the spreadsheet check (`products.sheetIssues.*`).
 */
export type NumberRuleCode =
  'negativeNumber' | 'notPositive' | 'notAWholeNumber' | 'tooManyDecimals' | 'tooLarge';

export interface NumberRuleProblem {
  code: NumberRuleCode;
  /** The limit the value broke: the most decimals, or the maximum. */
  params?: { max: number };
}

/**
 * How many decimals a number has as a person reads it. A JSON number is binary floating point (19.99 may arrive
 * as 19.989999999999998), so it is read at 15 significant digits, as a spreadsheet shows a number cell.
 */
export const decimalsOf = (value: number): number => {
  const read = readCellNumber(value);
  return read.ok ? read.decimals : Infinity;
};

/**
 * The one check of a number against its field's declaration. `decimals` is how many the value was written with
 * (typed text, a cell); a number without that is read by `decimalsOf`. Null when the value is acceptable.
 */
export function numberProblem(
  field: NumberField,
  value: number,
  decimals: number = decimalsOf(value),
): NumberRuleProblem | null {
  if (field.aboveMinimum && value <= field.minimum) return { code: 'notPositive' };
  if (value < field.minimum) return { code: 'negativeNumber' };
  if (decimals > field.decimals)
    return field.decimals === 0
      ? { code: 'notAWholeNumber' }
      : { code: 'tooManyDecimals', params: { max: field.decimals } };
  if (value > field.maximum) return { code: 'tooLarge', params: { max: field.maximum } };
  return null;
}

/** The least value a field accepts: its minimum, or one step of its last decimal above it. */
export const leastValueOf = (field: NumberField): number =>
  field.aboveMinimum ? field.minimum + 10 ** -field.decimals : field.minimum;
