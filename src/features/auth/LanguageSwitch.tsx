import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { LanguageToggle } from '../../components/LanguageToggle';
import { languageChanged } from './authSlice';

/** The language toggle wired to the store's language (the auth state area holds `lang`). */
export function LanguageSwitch({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <LanguageToggle
      className={className}
      language={language}
      onChange={(next) => dispatch(languageChanged(next))}
    />
  );
}
