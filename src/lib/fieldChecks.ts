import { toAsciiDigits } from './digits';
import { isEmailOrPhone } from './patterns';

/**
 * Plain field checks for small forms (login, forgot password, a reason dialog), so yup (about 11 KB brotli)
 * stays out of the files /login and the lists wait for on a slow network (docs/performance.md); the other forms keep their
 * yup schemas (src/lib/validation.ts). A check answers the message of the first rule the value breaks.
 */

/** A message as the forms give it: a catalogue key, or a key with the values it interpolates. */
export type MessageKey = string | { key: string; values?: Record<string, unknown> };

/** A field's check, given its value and the whole form's (a rule may depend on another field). */
export type FieldCheck<Values = unknown> = (value: unknown, values: Values) => MessageKey | undefined;

/** A field's text as it is checked: digits typed on an Arabic keyboard read as ASCII, outer spaces ignored. */
export const checkedText = (value: unknown): string =>
  typeof value === 'string' ? toAsciiDigits(value).trim() : '';

/** Something was typed (spaces count, as in a password). */
export const filledIn =
  (requiredKey: string): FieldCheck =>
  (value) =>
    typeof value === 'string' && value.length > 0 ? undefined : requiredKey;

/** An e-mail address or an 11-digit phone number, the identifier of docs/onboarding.md. */
export const emailOrPhone =
  (invalidKey: string): FieldCheck =>
  (value) => {
    const text = checkedText(value);
    if (!text) return 'validation.emailRequired';
    return isEmailOrPhone(text) ? undefined : invalidKey;
  };

/** One of the values offered (a choice from a list). */
export const oneOf =
  (allowed: readonly string[], messageKey: string): FieldCheck =>
  (value) =>
    typeof value === 'string' && allowed.includes(value) ? undefined : messageKey;

/** At most `limit` characters, outer spaces left out. */
export const atMost =
  (limit: number): FieldCheck =>
  (value) =>
    checkedText(value).length > limit ? { key: 'validation.tooLong', values: { count: limit } } : undefined;

/** The first message of several checks. */
export const allOf =
  <Values>(...checks: FieldCheck<Values>[]): FieldCheck<Values> =>
  (value, values) => {
    for (const check of checks) {
      const message = check(value, values);
      if (message) return message;
    }
    return undefined;
  };

/** A Formik `validate` function from one check per field: the fields that fail, each with its message. */
export function formChecks<Values extends object>(checks: { [Field in keyof Values]?: FieldCheck<Values> }): (
  values: Values,
) => Partial<Record<keyof Values, MessageKey>> {
  return (values) => {
    const errors: Partial<Record<keyof Values, MessageKey>> = {};
    for (const field of Object.keys(checks) as (keyof Values)[]) {
      const message = checks[field]?.(values[field], values);
      if (message) errors[field] = message;
    }
    return errors;
  };
}
