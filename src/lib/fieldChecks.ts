import { toAsciiDigits } from './digits';
import { isEmailOrPhone } from './patterns';

/**
 * Plain field checks for the forms of the first screen (login, forgot password), so yup (about 12 KB brotli)
 * stays out of the files /login waits for on a slow network (issue 17); the other forms keep their yup schemas
 * (src/lib/validation.ts). A check answers the catalogue key of the first rule the value breaks.
 */
export type FieldCheck = (value: unknown) => string | undefined;

/** A field's text as it is checked: digits typed on an Arabic keyboard read as ASCII, outer spaces ignored. */
export const checkedText = (value: unknown): string =>
  typeof value === 'string' ? toAsciiDigits(value).trim() : '';

/** Something was typed (spaces count, as in a password). */
export const filledIn =
  (requiredKey: string): FieldCheck =>
  (value) =>
    typeof value === 'string' && value.length > 0 ? undefined : requiredKey;

/** An e-mail address or an 11-digit phone number, the identifier of SPEC.md §5. */
export const emailOrPhone =
  (invalidKey: string): FieldCheck =>
  (value) => {
    const text = checkedText(value);
    if (!text) return 'validation.emailRequired';
    return isEmailOrPhone(text) ? undefined : invalidKey;
  };

/** A Formik `validate` function from one check per field: the fields that fail, each with its message key. */
export function formChecks<Values extends object>(checks: { [Field in keyof Values]?: FieldCheck }): (
  values: Values,
) => Partial<Record<keyof Values, string>> {
  return (values) => {
    const errors: Partial<Record<keyof Values, string>> = {};
    for (const field of Object.keys(checks) as (keyof Values)[]) {
      const message = checks[field]?.(values[field]);
      if (message) errors[field] = message;
    }
    return errors;
  };
}
