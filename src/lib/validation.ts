import * as yup from 'yup';
import { toAsciiDigits } from './digits';
import type { MessageKey } from './fieldChecks';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PASSWORD_PATTERN, PHONE_PATTERN } from './patterns';

/**
 * Shared yup rules; every message is a catalogue key (locales/*.json `validation.*`), translated where the
 * error is shown so it follows the language.
 */
export const passwordRule = () =>
  yup
    .string()
    .required('validation.passwordRequired')
    .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
    .matches(PASSWORD_PATTERN, 'validation.passwordPattern');

export const confirmPasswordRule = (passwordField = 'password') =>
  yup
    .string()
    .required('validation.confirmPasswordRequired')
    // A test rather than oneOf: yup checks oneOf before required, so an empty field read "does not match".
    .test('match', 'validation.passwordMismatch', function (value) {
      return !value || value === this.parent[passwordField];
    });

/** Text whose digits may come from an Arabic keyboard: checked (and sent, once cast) with ASCII digits. */
export const digitText = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? toAsciiDigits(value) : value))
    .trim();

export const optionalEmailRule = () =>
  yup
    .string()
    .trim()
    .test('email', 'validation.emailInvalid', (value) => !value || EMAIL_PATTERN.test(value));

export const phoneRule = (requiredKey = 'validation.phoneRequired') =>
  digitText().required(requiredKey).matches(PHONE_PATTERN, 'validation.phoneInvalid');

/** A required field whose message is `validation.required.<field>`. */
export const requiredText = (field: string) => yup.string().trim().required(`validation.required.${field}`);

export type { MessageKey } from './fieldChecks';

/** Validates with a schema and returns the first message per field (handy in tests and fuzzing). */
export function firstErrors(schema: yup.AnyObjectSchema, values: unknown): Record<string, MessageKey> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const result: Record<string, MessageKey> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in result)) result[inner.path] = inner.message as MessageKey;
    }
    return result;
  }
}
