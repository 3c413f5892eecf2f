import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, fieldErrorId, type FieldErrorValue } from './FieldError';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Something shown inside the input group after the input (a show-password button, a unit). */
  addon?: ReactNode;
}

/** A labelled Formik input; its message shows only once the field was touched (SPEC.md §5). */
export function TextField({ name, label, hint, addon, id, className, ...inputProps }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const invalid = Boolean(meta.touched && meta.error);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const input = (
    <input
      {...field}
      value={field.value ?? ''}
      {...inputProps}
      id={inputId}
      name={name}
      className={`form-control${invalid ? ' is-invalid' : ''}`}
      aria-invalid={invalid}
      aria-describedby={[fieldErrorId(name), hintId].filter(Boolean).join(' ')}
    />
  );
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={inputId} className="form-label">
        {label}
        {inputProps.required && (
          <span aria-hidden="true" className="text-danger ms-1">
            *
          </span>
        )}
      </label>
      {addon ? (
        <div className={`input-group${invalid ? ' has-validation' : ''}`}>
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError name={name} error={meta.touched ? (meta.error as FieldErrorValue) : undefined} />
    </div>
  );
}
