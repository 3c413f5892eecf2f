import { useField } from 'formik';
import type { ReactNode } from 'react';

export function CheckboxField({ name, label, id }: { name: string; label: ReactNode; id?: string }) {
  const [{ value: _value, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  const inputId = id ?? `field-${name}`;
  return (
    <div className="form-check mb-3">
      <input {...field} id={inputId} type="checkbox" className="form-check-input" />
      <label htmlFor={inputId} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
