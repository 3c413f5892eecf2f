import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** Text of an empty first option; none when omitted. */
  placeholder?: string;
}

/** A native select over a list of options. */
export function Select({ options, placeholder, ...selectProps }: SelectProps) {
  return (
    <select {...selectProps}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export interface LabelledSelectProps extends Omit<SelectProps, 'id' | 'onChange' | 'className'> {
  label: ReactNode;
  onChange: (value: string) => void;
  /** The label beside the select (a toolbar) rather than above it. */
  inline?: boolean;
  /** The small size of a toolbar or a table's footer. */
  small?: boolean;
  invalid?: boolean;
  /** More classes of the wrapper. */
  className?: string;
  /** Shown under the select (a message). */
  footer?: ReactNode;
}

/** A labelled select outside a Formik form (a filter, a page size, a bulk action). */
export function LabelledSelect({
  label,
  onChange,
  inline,
  small,
  invalid,
  className,
  footer,
  ...selectProps
}: LabelledSelectProps) {
  const id = useId();
  const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
  return (
    <FieldFrame
      controlId={id}
      label={label}
      className={join(inline && 'd-flex align-items-center gap-2', className)}
      labelClassName={join(inline ? 'm-0' : small && 'mb-1', small && 'small')}
      footer={footer}
    >
      <Select
        {...selectProps}
        id={id}
        className={join(
          'form-select',
          small && 'form-select-sm',
          inline && 'w-auto',
          invalid && 'is-invalid',
        )}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
