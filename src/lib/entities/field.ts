import { toAsciiNumber } from '../digits';
import type { Enumerated } from '../enumerations';

/**
 * One declaration per field of an entity the app sends to the API (docs/api.md). The form's yup
 * schema, the API's JSON schema, the request type, the inputs' `maxLength` and the rows of the admin's
 * user detail all derive from it (see `formSchema.ts`, `jsonSchema.ts`, `types.ts`), so a field is added
 * or changed in one place.
 */
interface FieldBase {
  required: boolean;
  /** Longest text accepted, by the input (`maxLength`), the form and the API alike. */
  maxLength: number;
  /** Typed and shown left to right whatever the page's direction (numbers, e-mails). */
  ltr?: boolean;
  /**
   * A code (an ID, registration or tax number, a phone, a SKU, a referral code): typed and shown left to right
   * and isolated from the text around it, its digits written ASCII as they are typed (Arabic-Indic digit
   * groups would otherwise be laid out in reverse order) and stored so, never completed or corrected by the
   * browser. The inputs (EntityFields), the displays (`CodeText`) and the stored values all follow it.
   */
  code?: boolean;
  /** Takes a whole form row instead of half of it. */
  wide?: boolean;
  autoComplete?: string;
  /** Catalogue key of the message for an empty required value (default `validation.required.<name>`). */
  requiredKey?: string;
}

export interface TextField extends FieldBase {
  kind: 'text';
}

export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: readonly Enumerated[];
}

/** A calendar day typed in a date input (YYYY-MM-DD); the API also takes an ISO timestamp. */
export interface DateField extends FieldBase {
  kind: 'date';
  /** Stored as an ISO timestamp (company registration) rather than as typed (KYC). */
  storedAsTimestamp?: boolean;
}

/** Text that must match a pattern (a phone, a count, an amount); the API may also take it as a number. */
export interface PatternField extends FieldBase {
  kind: 'pattern';
  pattern: RegExp;
  /** Catalogue key of the message shown when the pattern does not match. */
  invalidKey: string;
  input: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  /** The API also accepts a JSON number in this range (the form always sends text). */
  asNumber?: { integer: boolean; minimum: number; maximum?: number };
  /** Shown as a formatted number where the value is displayed. */
  numeric?: boolean;
}

/**
 * A number typed as text: Arabic-Indic digits and separators are read (lib/spreadsheet/numbers.ts), a price
 * may carry its currency; the API takes a JSON number (null when an optional one is empty). Its rule (range,
 * decimals) is checked by one function, `numberProblem` in numberRule.ts, at every door: the form, the API's
 * body, the spreadsheet.
 */
export interface NumberField extends FieldBase {
  kind: 'number';
  /** The most decimals a value may have: 0 for a whole number, 2 for an amount in pounds and piasters. */
  decimals: number;
  minimum: number;
  /** The value must be above the minimum, not equal to it (a price of 0 is refused). */
  aboveMinimum: boolean;
  maximum: number;
  /** Catalogue key of the message for text that is not such a number, or one below the minimum. */
  invalidKey: string;
  /** Accepts a currency word or sign beside the amount (LE, ج.م). */
  currency?: boolean;
}

export type FieldDefinition = TextField | ChoiceField | DateField | PatternField | NumberField;

export type EntityDefinition = Readonly<Record<string, FieldDefinition>>;

/** A field's name and declaration, in the entity's declaration order (the form's and the detail's order). */
export const fieldsOf = <E extends EntityDefinition>(entity: E) =>
  Object.entries(entity) as [keyof E & string, FieldDefinition][];

export const fieldNames = <E extends EntityDefinition>(entity: E) =>
  Object.keys(entity) as (keyof E & string)[];

export const requiredFieldNames = <E extends EntityDefinition>(entity: E) =>
  fieldsOf(entity)
    .filter(([, field]) => field.required)
    .map(([name]) => name);

/** A whole number: typed with the numeric keyboard, checked as an integer by the API. */
export const isWholeNumber = (field: NumberField): boolean => field.decimals === 0;

/** Numbers and codes take any keyboard's digits and are stored with ASCII ones (src/lib/digits.ts). */
export const takesDigits = (field: FieldDefinition): boolean =>
  field.kind === 'pattern' || field.kind === 'number' || Boolean(field.code);

/** Typed and shown left to right, whatever the page's direction. */
export const isLeftToRight = (field: FieldDefinition): boolean => Boolean(field.ltr || field.code);

/** The values with the digits of every digit-taking field made ASCII; other values as they are. */
export function withAsciiDigits<T extends Record<string, unknown>>(entity: EntityDefinition, values: T): T {
  const result: Record<string, unknown> = { ...values };
  for (const [name, field] of fieldsOf(entity)) {
    const value = result[name];
    if (typeof value === 'string' && takesDigits(field)) result[name] = toAsciiNumber(value);
  }
  return result as T;
}

/** The `maxLength` of each field's input. */
export const inputLimits = <E extends EntityDefinition>(entity: E) =>
  Object.fromEntries(fieldsOf(entity).map(([name, field]) => [name, field.maxLength])) as Record<
    keyof E & string,
    number
  >;

export const dateFieldNames = <E extends EntityDefinition>(entity: E) =>
  fieldsOf(entity)
    .filter(([, field]) => field.kind === 'date')
    .map(([name]) => name);

// Builders keep the declarations short and their defaults in one place.
export const text = (maxLength: number, extra: Partial<Omit<TextField, 'kind'>> = {}): TextField => ({
  kind: 'text',
  required: true,
  maxLength,
  ...extra,
});

export const choice = (options: readonly Enumerated[], extra: Partial<Omit<ChoiceField, 'kind'>> = {}) =>
  ({ kind: 'choice', required: true, maxLength: 40, options, ...extra }) satisfies ChoiceField;

export const date = (extra: Partial<Omit<DateField, 'kind'>> = {}): DateField => ({
  kind: 'date',
  required: true,
  maxLength: 40,
  ...extra,
});

export const numeric = (
  limits: { decimals: number; minimum?: number; aboveMinimum?: boolean; maximum: number },
  invalidKey: string,
  extra: Partial<
    Omit<NumberField, 'kind' | 'decimals' | 'minimum' | 'aboveMinimum' | 'maximum' | 'invalidKey'>
  > = {},
): NumberField => ({
  kind: 'number',
  required: true,
  maxLength: 40,
  ltr: true,
  minimum: 0,
  aboveMinimum: false,
  ...limits,
  invalidKey,
  ...extra,
});

export const patterned = (
  pattern: RegExp,
  invalidKey: string,
  input: PatternField['input'],
  extra: Partial<Omit<PatternField, 'kind' | 'pattern' | 'invalidKey' | 'input'>> = {},
): PatternField => ({
  kind: 'pattern',
  required: true,
  maxLength: 20,
  ltr: true,
  pattern,
  invalidKey,
  input,
  ...extra,
});
