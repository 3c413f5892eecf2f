import * as yup from 'yup';
import { toAsciiNumber } from '../digits';
import { isValidDate } from '../enumerations';
import type { EntityCheck } from '../plausibility';
import { fieldsOf, takesDigits, type EntityDefinition, type FieldDefinition } from './field';
import { numberMessage } from './typedNumber';
import type { FormValues } from './types';

/** Catalogue key of the message for text longer than the field's limit (`{{count}}` characters, in plural forms). */
export const TOO_LONG_KEY = 'validation.tooLong';

/** A yup message that carries the limit as a count, so the catalogue can use the plural forms of it. */
const tooLong = ({ max }: { max: number }) => ({ key: TOO_LONG_KEY, values: { count: max } });

/** The field's own check (choice, day, pattern, number), before the length limit so its message wins. */
function kindRule(rule: yup.StringSchema, field: FieldDefinition, requiredKey: string): yup.StringSchema {
  switch (field.kind) {
    case 'choice': {
      const values = field.options.map((option) => option.value);
      // An unknown code reads as "please choose", the same message as an empty choice.
      return rule.test('choice', requiredKey, (value) => !value || values.includes(value));
    }
    case 'date':
      return rule.test('date', 'validation.dateInvalid', (value) => !value || isValidDate(value));
    case 'pattern':
      return rule.test('pattern', field.invalidKey, (value) => !value || field.pattern.test(value));
    case 'number':
      return rule.test('number', field.invalidKey, function (value) {
        const problem = value ? numberMessage(field, value) : null;
        return problem ? this.createError({ message: problem }) : true;
      });
    default:
      return rule;
  }
}

/**
 * The entity's plausibility check (src/lib/plausibility.ts) as a test of one field: it reads the sibling
 * values (the form's, already trimmed and with ASCII digits) and shows the field's own problem, if any, under
 * it. Formik validates the whole form at each change, so the message follows the other field it depends on.
 */
function plausibleRule(rule: yup.StringSchema, name: string, check: EntityCheck): yup.StringSchema {
  return rule.test('plausible', '', function (value) {
    if (!value) return true;
    const problem = check(this.parent as Record<string, unknown>).find(({ field }) => field === name);
    return problem ? this.createError({ message: problem.key }) : true;
  });
}

function ruleOf(name: string, field: FieldDefinition, check: EntityCheck | undefined): yup.StringSchema {
  const requiredKey = field.requiredKey ?? `validation.required.${name}`;
  let rule = yup.string().trim();
  if (takesDigits(field))
    rule = rule.transform((value: unknown) => (typeof value === 'string' ? toAsciiNumber(value) : value));
  if (field.required) rule = rule.required(requiredKey);
  rule = kindRule(rule, field, requiredKey);
  if (check) rule = plausibleRule(rule, name, check);
  return rule.max(field.maxLength, tooLong);
}

/**
 * The yup schema a Formik form validates an entity with; messages are catalogue keys. `check` adds the
 * entity's plausibility rules across fields, the same function the API runs on the body.
 */
export function formSchemaOf<E extends EntityDefinition>(entity: E, check?: EntityCheck<E>) {
  const shape = Object.fromEntries(
    fieldsOf(entity).map(([name, field]) => [name, ruleOf(name, field, check as EntityCheck | undefined)]),
  );
  return yup.object(shape) as unknown as yup.ObjectSchema<FormValues<E>>;
}

/** Empty form values, or the stored ones as text (dates cut to the day a date input shows). */
export function formValuesOf<E extends EntityDefinition>(
  entity: E,
  stored: object | null | undefined,
): FormValues<E> {
  const source = (stored ?? {}) as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    fieldsOf(entity).map(([name, field]) => {
      const value = source[name];
      const text = value === null || value === undefined ? '' : String(value);
      return [name, field.kind === 'date' ? text.slice(0, 10) : text];
    }),
  ) as FormValues<E>;
}
