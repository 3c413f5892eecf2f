import { useId, type ReactNode } from 'react';
import type { SelectOption } from './Select';

export interface RadioGroupProps<Value extends string> {
  legend: ReactNode;
  /** The radios' shared name. */
  name: string;
  options: readonly (SelectOption & { value: Value })[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** Classes of the fieldset, and of the legend after `form-label fs-6`. */
  className?: string;
  legendClassName?: string;
  /** The id of the text that explains the choice, inside or outside the group. */
  describedBy?: string;
  /** Shown after the radios, inside the group (its explanation). */
  children?: ReactNode;
}

/** One choice among a few, as inline radios under a legend (outside a Formik form). */
export function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  className,
  legendClassName,
  describedBy,
  children,
}: RadioGroupProps<Value>) {
  const id = useId();
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className={`form-label fs-6 ${legendClassName ?? ''}`.trim()}>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="form-check form-check-inline">
          <input
            type="radio"
            className="form-check-input"
            id={`${id}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            disabled={disabled}
          />
          <label className="form-check-label" htmlFor={`${id}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
      {children}
    </fieldset>
  );
}
