/**
 * Category attribute keys (SPEC.md §5 Category form). Shared by the category editor and the reference API,
 * so the key a product attribute is stored under is the same wherever it is computed.
 */

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
