/**
 * Category attribute keys (docs/products.md). Shared by the category editor and the reference API,
 * so the key a product attribute is stored under is the same wherever it is computed.
 */
import { hasLatinLetter, transliterateArabic } from './transliterate';

/** The longest name, label, option, key or code of a category, in the editor and the API alike. */
export const CATEGORY_TEXT_LIMIT = 100;

export interface HeaderLike {
  key: string;
}

/** One attribute field of a category (docs/products.md), as the API stores and sends it. */
export interface CategoryHeader extends HeaderLike {
  en: string;
  ar: string;
  is_required: boolean;
  is_visible: boolean;
  lang_specific: boolean;
  value_type: 'text' | 'number';
  /** The values a field takes, when it is a choice (offered as a drop-down in the spreadsheet template). */
  options?: FieldOption[];
}

/** One choice of an enumerated field, in both languages. */
export interface FieldOption {
  en: string;
  ar: string;
}

/**
 * The code of a category from its English name: spaces become underscores, other non-alphanumerics go, lower
 * case. Codes are fixed once a category exists, so this rule never changes.
 */
export function categoryKey(englishName: string): string {
  return englishName
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .toLowerCase();
}

/** True when an English name gives a code: it has a Latin letter or a digit. */
export const hasCategoryKey = (englishName: string): boolean => categoryKey(englishName) !== '';

/**
 * A field key as typed, made safe: Arabic letters transliterated, digits in ASCII, white space as underscores,
 * anything else left out, lower case, at most CATEGORY_TEXT_LIMIT characters. A key already stored comes out
 * unchanged, so saving a category never moves its products' values to another key.
 */
export function normaliseKey(text: string): string {
  return transliterateArabic(text)
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .toLowerCase()
    .slice(0, CATEGORY_TEXT_LIMIT);
}

/** The labels of a field, and the key the admin typed for it (blank: none). */
export interface KeyedLabels {
  en: string;
  ar: string;
  key?: string;
}

/**
 * The key a field gets when none is typed: made from the English label, or from the Arabic one when the
 * English label has no Latin letter (an admin typing Arabic in both); runs of underscores become one and
 * none starts or ends it.
 */
export function automaticKey({ en, ar }: KeyedLabels): string {
  const source = hasLatinLetter(en) || !ar.trim() ? en : ar;
  return normaliseKey(source).replace(/_+/g, '_').replace(/^_|_$/g, '');
}

/** The key a field is stored under: the one typed (made safe), else the automatic one. */
export const headerKey = (header: KeyedLabels): string =>
  header.key?.trim() ? normaliseKey(header.key) : automaticKey(header);

/** Why a field's key cannot be saved: it is empty, or an earlier field (its index) already has it. */
export type KeyProblem = { problem: 'empty' } | { problem: 'taken'; key: string; by: number };

/**
 * The problem of each field's key, by position (null: none). Of fields sharing a key the first keeps it and
 * each later one is marked, so the editor can say which field to change and the API can refuse the list:
 * a field is never dropped.
 */
export function keyProblems(headers: readonly KeyedLabels[]): (KeyProblem | null)[] {
  const firstWith = new Map<string, number>();
  return headers.map((header, index) => {
    const key = headerKey(header);
    if (!key) return { problem: 'empty' };
    const by = firstWith.get(key);
    if (by !== undefined) return { problem: 'taken', key, by };
    firstWith.set(key, index);
    return null;
  });
}

/** What the category editor fills in for one field; a blank `key` stands for the automatic one. */
export type CategoryHeaderFields = Omit<CategoryHeader, 'options'>;

/**
 * A field just added in the editor: no labels yet, an automatic key, optional, visible, text, the same in both
 * languages.
 */
export const NEW_HEADER_FIELDS: CategoryHeaderFields = {
  en: '',
  ar: '',
  key: '',
  is_required: false,
  is_visible: true,
  lang_specific: false,
  value_type: 'text',
};

/** A field as it is stored: its labels trimmed and its key the one typed or the automatic one. */
export const withHeaderKey = <Header extends KeyedLabels>(header: Header): Header & HeaderLike => ({
  ...header,
  en: header.en.trim(),
  ar: header.ar.trim(),
  key: headerKey(header),
});
