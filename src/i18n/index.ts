import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCatalogue } from './catalogues';

import { DEFAULT_LANGUAGE, type Language } from '../lib/languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../lib/languages';

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

let requestedLanguage: Language = DEFAULT_LANGUAGE;

/**
 * Switches the app's language. i18next only changes `i18n.language` once the catalogue has arrived, so the
 * language asked for is remembered here for code that words a text meanwhile (toasts).
 */
export function switchLanguage(language: Language): Promise<unknown> {
  requestedLanguage = language;
  return i18n.changeLanguage(language);
}

/** The language the page shows, or is switching to. */
export const currentLanguage = (): Language => requestedLanguage;
