import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { provideCatalogues } from '../../src/i18n/catalogues';

// The app fetches one catalogue per language; tests hold both in memory so every render is synchronous.
provideCatalogues({ ar, en });
