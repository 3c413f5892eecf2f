import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCatalogue } from './catalogues';

export type Language = 'ar' | 'en';
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGES: readonly Language[] = ['ar', 'en'];

export const isLanguage = (value: unknown): value is Language => value === 'ar' || value === 'en';

/** i18next loads a language through this before switching to it, so no raw key is ever shown. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) =>
    readCatalogue(language, (error, catalogue) => callback(error, catalogue ?? false)),
};

export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  return instance;
}

export const i18n = createI18n();
