import { useField } from 'formik';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, fieldErrorId, type FieldErrorValue } from './FieldError';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option; omit it to have none. */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const selectId = id ?? `field-${name}`;
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={selectId} className="form-label">
        {label}
        {selectProps.required && (
          <span aria-hidden="true" className="text-danger ms-1">
            *
          </span>
        )}
      </label>
      <select
        {...field}
        value={field.value ?? ''}
        {...selectProps}
        id={selectId}
        name={name}
        className={`form-select${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid}
        aria-describedby={fieldErrorId(name)}
      >
        {placeholder !== undefined && <option value="">{placeholder || t('common.choose')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} error={meta.touched ? (meta.error as FieldErrorValue) : undefined} />
    </div>
  );
}
