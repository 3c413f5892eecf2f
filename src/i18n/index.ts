import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';

export type Language = 'ar' | 'en';
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGES: readonly Language[] = ['ar', 'en'];

export const isLanguage = (value: unknown): value is Language => value === 'ar' || value === 'en';

/** Both catalogues are bundled: together they weigh less than one extra round trip on a slow network. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { ar: { translation: ar }, en: { translation: en } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export const i18n = createI18n();
