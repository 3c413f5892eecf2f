import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { FormikField } from './FormikField';
import { Select, type SelectOption } from './Select';

export type { SelectOption };

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option ("Choose" when empty); omit it to have none. */
  placeholder?: string;
}

/** A labelled Formik select; its message shows only once the field was touched. */
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
  return (
    <FormikField name={name} id={id} label={label} required={selectProps.required} className={className}>
      {({ field, attributes, invalid }) => (
        <Select
          {...field}
          {...selectProps}
          {...attributes}
          className={`form-select${invalid ? ' is-invalid' : ''}`}
          options={options}
          placeholder={placeholder === undefined ? undefined : placeholder || t('common.choose')}
        />
      )}
    </FormikField>
  );
}
