import { useTranslation } from '../i18n/useTranslation';
import type { Language } from '../i18n';

export interface LanguageToggleProps {
  /** The language the page shows now. */
  language: Language;
  /** Called with the other language when the user presses the toggle. */
  onChange: (language: Language) => void;
  className?: string;
}

/** Shows the other language's name (its accessible name starts with it); the caller changes the language (the store drives i18next and the page direction). */
export function LanguageToggle({ language, onChange, className }: LanguageToggleProps) {
  const { t } = useTranslation();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={className ?? 'btn btn-outline-primary btn-sm'}
      onClick={() => onChange(other)}
      // The accessible name begins with the word on the button, so a voice command saying it finds it.
      aria-label={t('layout.languageLabel', { language: t('layout.language') })}
      lang={other}
    >
      {t('layout.language')}
    </button>
  );
}
