/**
 * The columns of a category's product spreadsheet: what a template holds, and how the titles of a seller's
 * file are matched back to the category's fields. Shared by the template writer, the browser check and the
 * reference API, so a column means the same thing wherever a file is read.
 */
import { normalizeForSearch } from '../arabicSearch';
import { isOfferNumberKey } from '../entities/product';
import { IMAGE_COLUMN_COUNT } from './limits';

/** The parts of a category header (docs/api.md) the spreadsheet needs. */
export interface SheetHeader {
  en: string;
  ar: string;
  key: string;
  is_required: boolean;
  is_visible?: boolean;
  lang_specific: boolean;
  value_type: 'text' | 'number';
  /** The choices of an enumerated field: a drop-down in the template, a warning for other values. */
  options?: readonly { en: string; ar: string }[];
}

export type SheetLanguage = 'en' | 'ar';
/** A template is written in one language, or in both ('both': language-specific fields get one column each). */
export type TemplateLanguage = SheetLanguage | 'both';

/**
 * How a column's cells are read: the SKU; one of the offer's numbers (price, stock, handling days: their own
 * product columns, read by the offer's rule); another number or text of the category; an image link.
 */
export type ColumnKind = 'sku' | 'offer' | 'number' | 'text' | 'image';

export interface SheetColumn {
  /** The product field: a header key, `sku` or `image_1`…`image_4`. */
  key: string;
  /** The language block a language-specific column fills; null for every other column. */
  language: SheetLanguage | null;
  kind: ColumnKind;
  required: boolean;
  header: SheetHeader;
}

export const SKU_KEY = 'sku';

/** Every template starts with the SKU: it is how a row finds the product it updates (docs/spreadsheet-import.md). */
export const SKU_HEADER: SheetHeader = {
  en: 'SKU',
  ar: 'رمز المنتج',
  key: SKU_KEY,
  is_required: false,
  is_visible: true,
  lang_specific: false,
  value_type: 'text',
};

export const IMAGE_HEADERS: readonly SheetHeader[] = Array.from(
  { length: IMAGE_COLUMN_COUNT },
  (_, index) => ({
    en: `Image URL ${index + 1}`,
    ar: `رابط الصورة ${index + 1}`,
    key: `image_${index + 1}`,
    is_required: false,
    is_visible: true,
    lang_specific: false,
    value_type: 'text' as const,
  }),
);

const IMAGE_KEYS: ReadonlySet<string> = new Set(IMAGE_HEADERS.map((header) => header.key));

const kindOf = (header: SheetHeader): ColumnKind => {
  if (header.key === SKU_KEY) return 'sku';
  if (IMAGE_KEYS.has(header.key)) return 'image';
  if (isOfferNumberKey(header.key)) return 'offer';
  return header.value_type === 'number' ? 'number' : 'text';
};

/** The category's fields a spreadsheet carries, in template order: SKU, the visible headers, the images. */
export const sheetHeaders = (headers: readonly SheetHeader[]): SheetHeader[] => [
  SKU_HEADER,
  ...headers.filter((header) => header.key !== SKU_KEY && header.is_visible !== false),
  ...IMAGE_HEADERS,
];

const column = (header: SheetHeader, language: SheetLanguage | null): SheetColumn => ({
  key: header.key,
  language: header.lang_specific ? language : null,
  kind: kindOf(header),
  required: header.is_required,
  header,
});

/** A column's identity: language-specific fields appear once per language. */
export const columnId = (col: Pick<SheetColumn, 'key' | 'language'>): string =>
  col.language ? `${col.key}@${col.language}` : col.key;

export interface TemplateColumn extends SheetColumn {
  /** The title written in the header row (required columns end with an asterisk). */
  title: string;
}

/** Bilingual titles of fields that are not language-specific: both names, Arabic first. */
const bothTitle = (header: SheetHeader): string => `${header.ar} / ${header.en}`;

export const REQUIRED_MARK = ' *';

/** The template's columns: one per field, or for 'both' one per language of each language-specific field. */
export const templateColumns = (
  headers: readonly SheetHeader[],
  language: TemplateLanguage,
): TemplateColumn[] =>
  sheetHeaders(headers).flatMap((header) => {
    const languages: SheetLanguage[] =
      language === 'both' ? (header.lang_specific ? ['ar', 'en'] : ['ar']) : [language];
    return languages.map((lang) => {
      const base = column(header, lang);
      const label = language === 'both' && !header.lang_specific ? bothTitle(header) : header[lang];
      return { ...base, title: `${label}${base.required ? REQUIRED_MARK : ''}` };
    });
  });

/** Direction marks, zero-width characters, the BOM and soft hyphens that spreadsheet programs keep in cells. */
const INVISIBLE = /[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
/** Non-breaking and other typographic spaces. */
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

/** Removes what a reader cannot see from a cell's text, keeping every visible character. */
export const stripInvisible = (text: string): string => text.replace(INVISIBLE, '').replace(ODD_SPACES, ' ');

/** Titles compare without case, spacing, invisible marks, a required-marker asterisk or Arabic letter variants. */
export const normalizeTitle = (title: string): string =>
  normalizeForSearch(stripInvisible(title).replace(/\*/g, ' '))
    .replace(/[_\s]+/g, ' ')
    .trim();

/**
 * The two columns the rows-to-fix file adds around the seller's own: the row number in the file it came from,
 * and what was wrong. Declared here, like the template's own titles, so that file uploaded back is read past
 * them instead of warning about them.
 */
export const ROWS_TO_FIX_TITLES = {
  row: { en: 'Row in your file', ar: 'رقم الصف في ملفك' },
  problems: { en: 'Problems', ar: 'المشكلات' },
} as const satisfies Record<string, Record<SheetLanguage, string>>;

/**
 * Columns a seller's file may carry that are read past, not refused: products from a spreadsheet always
 * start as pending, so a status column exported from elsewhere changes nothing; and the rows-to-fix file's
 * own two columns.
 */
const IGNORED_TITLES: ReadonlySet<string> = new Set(
  ['status', 'الحالة', ...Object.values(ROWS_TO_FIX_TITLES).flatMap((title) => [title.en, title.ar])].map(
    normalizeTitle,
  ),
);

export const isIgnoredTitle = (title: string): boolean => IGNORED_TITLES.has(normalizeTitle(title));

/**
 * Every title that names a column: the English and Arabic names (which also say the language block of a
 * language-specific field), the key (in the seller's chosen language), and the bilingual "ar / en" title.
 */
export const columnLookup = (
  headers: readonly SheetHeader[],
  chosenLanguage: SheetLanguage,
): Map<string, SheetColumn> => {
  const lookup = new Map<string, SheetColumn>();
  const add = (title: string, col: SheetColumn) => {
    const normalized = normalizeTitle(title);
    if (normalized && !lookup.has(normalized)) lookup.set(normalized, col);
  };
  for (const header of sheetHeaders(headers)) {
    add(header.en, column(header, 'en'));
    add(header.ar, column(header, 'ar'));
    add(header.key, column(header, chosenLanguage));
    if (!header.lang_specific) {
      add(bothTitle(header), column(header, null));
      add(`${header.en} / ${header.ar}`, column(header, null));
    }
  }
  return lookup;
};
