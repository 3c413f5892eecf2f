/**
 * Search normalisation shared by the app and the reference API, so a seller finds "احمد" when the
 * stored name is "أحمد", "مكتبة" when it is "مكتبه", and "١٢٠" when it is "120".
 */
import { toAsciiDigits } from './digits';

const DIACRITICS = /[\u064B-\u065F\u0670]/g;
const TATWEEL = /\u0640/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g;
const ALEF_MAKSURA = /\u0649/g;
const TEH_MARBUTA = /\u0629/g;
const WHITESPACE = /\s+/g;

/**
 * Unicode's compatibility form (NFKC) comes first: Arabic presentation forms (U+FB50–U+FEFF, as PDFs and old
 * systems paste them), ligatures and full-width letters become the ordinary letters a search types.
 */
export const normalizeForSearch = (value: string): string =>
  toAsciiDigits(value.normalize('NFKC'))
    .toLowerCase()
    .replace(TATWEEL, '')
    .replace(DIACRITICS, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(ALEF_MAKSURA, '\u064A')
    .replace(TEH_MARBUTA, '\u0647')
    .replace(WHITESPACE, ' ')
    .trim();

/**
 * The text stored in products.search_text: both names, so a search in either language matches, and the brand in
 * each language when the names do not already say it (the catalogue is searched by brand too).
 */
export const productSearchText = (nameEn: string, nameAr: string, brands: readonly string[] = []): string => {
  const names = normalizeForSearch(`${nameEn} ${nameAr}`);
  const extra = [...new Set(brands.map(normalizeForSearch))].filter(
    (brand) => brand && !names.includes(brand),
  );
  return [names, ...extra].filter(Boolean).join(' ');
};
