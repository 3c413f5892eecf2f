import arWholeUrl from '../../locales/ar.json?url';
import arFirstScreenUrl from '../../locales/ar.json?url&first-screen';
import enWholeUrl from '../../locales/en.json?url';
import enFirstScreenUrl from '../../locales/en.json?url&first-screen';

export type Catalogue = { [key: string]: string | Catalogue };

/**
 * What a page needs of a language: the sections of the first screens (src/i18n/firstScreen.ts), or all of it.
 * The build writes the first-screen part as a file of its own; in development both addresses are the whole file.
 */
export type CataloguePart = 'firstScreen' | 'whole';

/**
 * Each language's catalogue is fetched when the language is first used: a visitor downloads one language, not
 * both, and the JSON does not weigh on the scripts the first paint waits for. index.html preloads the Arabic
 * first-screen part (the default language).
 */
const CATALOGUE_URLS: Record<string, Record<CataloguePart, string>> = {
  ar: { firstScreen: arFirstScreenUrl, whole: arWholeUrl },
  en: { firstScreen: enFirstScreenUrl, whole: enWholeUrl },
};

const provided = new Map<string, Catalogue>();
const fetched = new Map<string, Promise<Catalogue>>();

/** Hands over whole catalogues already in memory (the unit and component tests), so nothing is fetched. */
export function provideCatalogues(catalogues: Record<string, Catalogue>): void {
  for (const [language, catalogue] of Object.entries(catalogues)) provided.set(language, catalogue);
}

/** Calls back synchronously when the catalogue is already in memory, so tests render translated at once. */
export function readCatalogue(
  language: string,
  part: CataloguePart,
  done: (error: Error | null, catalogue: Catalogue | null) => void,
): void {
  const ready = provided.get(language);
  if (ready) {
    done(null, ready);
    return;
  }
  const url = CATALOGUE_URLS[language]?.[part];
  if (!url) {
    done(new Error(`no catalogue for ${language}`), null);
    return;
  }
  const key = `${language}:${part}`;
  let request = fetched.get(key);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<Catalogue>;
    });
    fetched.set(key, request);
    // A failed fetch is tried again by the next reader.
    request.catch(() => fetched.delete(key));
  }
  request.then(
    (catalogue) => done(null, catalogue),
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
  );
}
