/**
 * Category attribute keys (SPEC.md §5 Category form). Shared by the category editor and the reference API,
 * so the key a product attribute is stored under is the same wherever it is computed.
 */

/** The longest name, label, option, key or code of a category, in the editor and the API alike. */
export const CATEGORY_TEXT_LIMIT = 100;

export interface HeaderLike {
  key: string;
}

/** One attribute field of a category (SPEC.md §3), as the API stores and sends it. */
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

/** The key of a field from its English name: spaces become underscores, other non-alphanumerics go, lower case. */
export function categoryKey(englishName: string): string {
  return englishName
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .toLowerCase();
}

/** True when an English name gives a key: it has a Latin letter or a digit. */
export const hasCategoryKey = (englishName: string): boolean => categoryKey(englishName) !== '';

/** What the category editor fills in for one field; its key follows from `en`. */
export type CategoryHeaderFields = Omit<CategoryHeader, 'key' | 'options'>;

/** A field just added in the editor: no labels yet, optional, visible, text, the same in both languages. */
export const NEW_HEADER_FIELDS: CategoryHeaderFields = {
  en: '',
  ar: '',
  is_required: false,
  is_visible: true,
  lang_specific: false,
  value_type: 'text',
};

/** A field as it is stored: its labels trimmed and its key derived from the English one. */
export const withCategoryKey = <Header extends { en: string; ar: string }>(
  header: Header,
): Header & HeaderLike => ({
  ...header,
  en: header.en.trim(),
  ar: header.ar.trim(),
  key: categoryKey(header.en),
});

/**
 * What the category form submits: fields with an empty key are dropped and, of fields sharing a key, only
 * the first is kept (a later duplicate would silently overwrite the same product attribute).
 */
export function dedupeHeaders<Header extends HeaderLike>(headers: readonly Header[]): Header[] {
  const seen = new Set<string>();
  return headers.filter((header) => {
    if (!header.key || seen.has(header.key)) return false;
    seen.add(header.key);
    return true;
  });
}
