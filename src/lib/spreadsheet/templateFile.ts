/**
 * File names of the spreadsheets the app hands to a seller. Shared by the download code and the tests, so
 * the name a seller sees is pinned in one place.
 */
import type { TemplateLanguage } from './columns';

/** Excel's MIME type for .xlsx files: browsers and mail clients open the file with the right program. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const LANGUAGE_SUFFIX: Record<TemplateLanguage, string> = { ar: 'ar', en: 'en', both: 'bilingual' };

/**
 * Keeps a name portable: category codes and seller file names may hold characters that file systems or the
 * download attribute refuse (slashes, colons, quotes, control characters). Letters of any script stay, so an
 * Arabic file name is still recognisable.
 */
const safeName = (name: string, fallback: string): string =>
  name
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100) || fallback;

/**
 * The template is named by the category code (docs/screens.md), with its language after it so that the Arabic,
 * English and bilingual templates of one category can sit side by side: `electronics-ar.xlsx`.
 */
export const templateFileName = (categoryCode: string, language: TemplateLanguage): string =>
  `${safeName(categoryCode, 'products')}-${LANGUAGE_SUFFIX[language]}.xlsx`;

/** The rows a file could not import, named after that file: `my-products.xlsx` → `my-products-rejected.xlsx`. */
export const rejectedRowsFileName = (uploadedFileName: string): string =>
  `${safeName(uploadedFileName.replace(/\.[^.]*$/, ''), 'products')}-rejected.xlsx`;
