import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppDispatch, useAppSelector } from '../app/hooks';
import { languageChanged } from '../features/auth/authSlice';

/** Shows the other language's name; the store drives i18next and the page direction. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={className ?? 'btn btn-outline-primary btn-sm'}
      onClick={() => dispatch(languageChanged(other))}
      aria-label={t('layout.languageLabel')}
      lang={other}
    >
      {t('layout.language')}
    </button>
  );
}
