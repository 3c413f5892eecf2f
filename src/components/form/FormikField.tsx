import { useField, type FieldInputProps } from 'formik';
import type { ReactNode } from 'react';
import { FieldError, fieldErrorId, type FieldErrorValue } from './FieldError';
import { FieldFrame, hintIdOf } from './FieldFrame';

/** What a Formik field's control is given: its value and handlers, then the attributes that must win. */
export interface FieldControl {
  field: FieldInputProps<string>;
  attributes: { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby': string };
  invalid: boolean;
}

export interface FormikFieldProps {
  name: string;
  /** The control's id: `field-<name>` when omitted. */
  id?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Classes of the wrapper: `mb-3` when omitted. */
  className?: string;
  /**
   * A message shown whether or not the field was touched (a clash with another field, found while the other
   * was typed); the field's own message shows when there is none.
   */
  message?: FieldErrorValue;
  /** The control, from its wiring; spread `field` first and `attributes` after the caller's own props. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * A labelled Formik field: label (with a star when required), the control, a hint and the message, which
 * shows only once the field was touched (docs/onboarding.md) and which the control points to.
 */
export function FormikField({
  name,
  id,
  label,
  required,
  hint,
  className,
  message,
  children,
}: FormikFieldProps) {
  const [field, meta] = useField<string>(name);
  const controlId = id ?? `field-${name}`;
  const error = message ?? (meta.touched ? (meta.error as FieldErrorValue) : undefined);
  const invalid = Boolean(error);
  const describedBy = hint ? `${fieldErrorId(name)} ${hintIdOf(controlId)}` : fieldErrorId(name);
  return (
    <FieldFrame
      controlId={controlId}
      label={label}
      required={required}
      hint={hint}
      className={className ?? 'mb-3'}
      footer={<FieldError name={name} error={error} />}
    >
      {children({
        field: { ...field, value: field.value ?? '' },
        attributes: { id: controlId, name, 'aria-invalid': invalid, 'aria-describedby': describedBy },
        invalid,
      })}
    </FieldFrame>
  );
}
