import { useTranslation } from 'react-i18next';

/**
 * Validation errors are catalogue keys (or `{ key, values }`), translated here so a shown message follows a
 * language switch. The live region announces the message to screen readers as soon as it appears.
 */
export type FieldErrorValue = string | { key: string; values?: Record<string, unknown> } | undefined;

export function fieldErrorId(name: string): string {
  return `${name.replace(/[^\w-]/g, '-')}-error`;
}

export function FieldError({ name, error }: { name: string; error: FieldErrorValue }) {
  const { t } = useTranslation();
  const text = !error ? '' : typeof error === 'string' ? t(error) : t(error.key, error.values);
  return (
    <div id={fieldErrorId(name)} className="invalid-feedback d-block" aria-live="polite">
      {text}
    </div>
  );
}
