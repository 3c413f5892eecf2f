import { useTranslation } from '../../i18n/useTranslation';
import type { Language } from '../../i18n';
import { formatNumber } from '../../i18n/format';

/**
 * Validation errors are catalogue keys (or `{ key, values }`), translated here so a shown message follows a
 * language switch; a message the server wrote comes in both languages (`{ byLanguage }`). The live region
 * announces the message to screen readers as soon as it appears.
 */
export type FieldErrorValue =
  | string
  | { key: string; values?: Record<string, unknown> }
  | { byLanguage: Partial<Record<Language, string>> }
  | undefined;

export function fieldErrorId(name: string): string {
  return `${name.replace(/[^\w-]/g, '-')}-error`;
}

/** Numbers in a message (a limit) are written for the language; `count` stays a number to pick the plural. */
function localised(values: Record<string, unknown> | undefined, language: Language) {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'number' && key !== 'count' ? formatNumber(value, language) : value,
    ]),
  );
}

export function FieldError({ name, error }: { name: string; error: FieldErrorValue }) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'ar';
  const text = !error
    ? ''
    : typeof error === 'string'
      ? t(error)
      : 'byLanguage' in error
        ? (error.byLanguage[language] ?? error.byLanguage.en ?? '')
        : t(error.key, localised(error.values, language));
  return (
    <div id={fieldErrorId(name)} className="invalid-feedback d-block" aria-live="polite">
      {text}
    </div>
  );
}
