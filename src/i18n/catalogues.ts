export type Catalogue = { [key: string]: string | Catalogue };

/**
 * Each language's catalogue is a JSON file of its own, fetched when the language is first used: a visitor
 * downloads one language, not both, and the JSON does not weigh on the scripts the first paint waits for.
 * index.html preloads the Arabic one (the default language).
 */
const CATALOGUE_URLS: Record<string, string> = {
  ar: new URL('../../locales/ar.json', import.meta.url).href,
  en: new URL('../../locales/en.json', import.meta.url).href,
};

const provided = new Map<string, Catalogue>();

/** Hands over catalogues already in memory (the unit and component tests), so nothing is fetched. */
export function provideCatalogues(catalogues: Record<string, Catalogue>): void {
  for (const [language, catalogue] of Object.entries(catalogues)) provided.set(language, catalogue);
}

/** Calls back synchronously when the catalogue is already in memory, so tests render translated at once. */
export function readCatalogue(
  language: string,
  done: (error: Error | null, catalogue: Catalogue | null) => void,
): void {
  const ready = provided.get(language);
  if (ready) {
    done(null, ready);
    return;
  }
  const url = CATALOGUE_URLS[language];
  if (!url) {
    done(new Error(`no catalogue for ${language}`), null);
    return;
  }
  fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<Catalogue>;
    })
    .then(
      (catalogue) => {
        provided.set(language, catalogue);
        done(null, catalogue);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
    );
}
