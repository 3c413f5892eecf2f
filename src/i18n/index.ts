import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCatalogue, type Catalogue } from './catalogues';

import { DEFAULT_LANGUAGE, type Language } from '../lib/languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../lib/languages';

/**
 * Until a page beyond the first screens is opened, a language is loaded as its first-screen part. A start with a
 * stored session opens such a page (src/boot.js marks it with <html data-session>): the whole catalogue at once,
 * rather than the part first and the whole beside it.
 */
let wholeCatalogueWanted =
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-session');

/** Languages whose whole catalogue is in memory: each route that loads asks, but it is merged once. */
const wholeInMemory = new Set<Language>();
/** i18next's reads of a whole catalogue, settled once it has the texts: a route asking meanwhile waits for them. */
const wholeReads = new Map<Language, Promise<void>>();

/** i18next loads a language through this before switching to it, so no raw key is ever shown. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const part = wholeCatalogueWanted ? 'whole' : 'firstScreen';
    const read = new Promise<void>((settled) => {
      readCatalogue(language, part, (error, catalogue) => {
        // Loaded whole already: the page's route does not merge the same catalogue in again (a deep copy of every text).
        if (catalogue && part === 'whole') wholeInMemory.add(language as Language);
        callback(error, catalogue ?? false);
        settled();
      });
    });
    if (part === 'whole') wholeReads.set(language as Language, read);
  },
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

const wholeCatalogueOf = (language: Language): Promise<Catalogue | null> =>
  new Promise((resolve) => readCatalogue(language, 'whole', (_error, catalogue) => resolve(catalogue)));

/**
 * Every section of the language the page shows (or is switching to) is in memory once this resolves: a page
 * beyond the first screens waits for it with its code (src/app/router.tsx), and languages switched to from now
 * on load whole. It fails when the catalogue could not be fetched (the page shows its error); the next call
 * tries again.
 */
export async function loadWholeCatalogue(): Promise<void> {
  wholeCatalogueWanted = true;
  for (;;) {
    const language = currentLanguage();
    if (!wholeInMemory.has(language)) await wholeReads.get(language);
    if (!wholeInMemory.has(language)) {
      const catalogue = await wholeCatalogueOf(language);
      if (!catalogue) throw new Error(`the ${language} catalogue could not be loaded`);
      i18n.addResourceBundle(language, 'translation', catalogue, true, true);
      wholeInMemory.add(language);
    }
    if (language === currentLanguage()) return;
  }
}
