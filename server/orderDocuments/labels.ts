/**
 * The words of the printed documents, from the app's own catalogues (locales/*.json, section orderDocuments):
 * the PDF and the print page say exactly the same, and a text changes in one place.
 */
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import type { Language } from '../../src/lib/languages';

export type DocumentLabels = (typeof en)['orderDocuments'];

const CATALOGUES: Record<Language, DocumentLabels> = { ar: ar.orderDocuments, en: en.orderDocuments };

export const documentLabels = (language: Language): DocumentLabels => CATALOGUES[language];

/** A catalogue text with its {{placeholders}} filled in, as i18next fills them on the page. */
export const filled = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
