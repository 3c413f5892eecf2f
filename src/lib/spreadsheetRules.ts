/**
 * The rules a product spreadsheet must pass, shared by the browser check (run in a Web Worker before the
 * upload) and the reference API (run again on the stored file), so both always agree on what a clean file is.
 *
 * Pure: no DOM, no Node APIs. Errors carry catalogue codes, never texts, so each side words them in the
 * reader's language (`products.sheetErrors.<code>` in the app).
 */
import { normalizeForSearch } from './arabicSearch';

/** The parts of a category header (SPEC.md §3) the rules need. */
export interface SheetHeader {
  en: string;
  ar: string;
  key: string;
  is_required: boolean;
  is_visible?: boolean;
  lang_specific: boolean;
  value_type: 'text' | 'number';
}

export type SheetLanguage = 'en' | 'ar';

export type SheetCell = string | number | boolean | Date | null | undefined;

export type SheetErrorCode =
  | 'noRows'
  | 'tooManyRows'
  | 'missingColumn'
  | 'unknownColumn'
  | 'duplicateColumn'
  | 'required'
  | 'notANumber'
  | 'negativeNumber'
  | 'notAWholeNumber'
  | 'invalidImageUrl'
  | 'duplicateSku'
  | 'skuExists';

/**
 * One problem. `row` is the row number the seller sees in the spreadsheet (the header row is 1), null for
 * problems of the whole file; `column` is the column's key (or, for an unknown column, its title as typed).
 */
export interface SheetError {
  row: number | null;
  column: string | null;
  code: SheetErrorCode;
}

/** One clean data row, ready to become a product. */
export interface SheetProduct {
  row: number;
  /** Empty when the file has no SKU column or the cell is empty: the API then assigns one. */
  sku: string;
  values: Record<string, string | number>;
  images: string[];
}

export interface SheetCheckResult {
  errors: SheetError[];
  /** How many errors there were in all; `errors` keeps only the first MAX_REPORTED_ERRORS. */
  errorCount: number;
  /** Data rows read (empty rows skipped). */
  rowCount: number;
  products: SheetProduct[];
}

/** Above this many data rows a file is refused as a whole: split it into several uploads. */
export const MAX_SHEET_ROWS = 5000;
/** A table of thousands of errors helps nobody; the count says how many more there are. */
export const MAX_REPORTED_ERRORS = 500;

export const SKU_KEY = 'sku';
/** Keys whose numbers must be whole (a quantity or a number of days). */
const WHOLE_NUMBER_KEYS: ReadonlySet<string> = new Set(['stock_quantity', 'handling_time']);

/** The four image URL columns every template ends with. */
export const IMAGE_COLUMNS: readonly SheetHeader[] = [1, 2, 3, 4].map((n) => ({
  en: `Image URL ${n}`,
  ar: `رابط الصورة ${n}`,
  key: `image_${n}`,
  is_required: false,
  is_visible: true,
  lang_specific: false,
  value_type: 'text' as const,
}));

/** The optional SKU column: not part of the template (SPEC.md §3), but a seller's own file may carry one. */
const SKU_COLUMN: SheetHeader = {
  en: 'SKU',
  ar: 'رمز المنتج',
  key: SKU_KEY,
  is_required: false,
  lang_specific: false,
  value_type: 'text',
};

/** The category's columns of a template, in order: visible headers without the sku key, then the images. */
export const sheetColumns = (headers: readonly SheetHeader[]): SheetHeader[] => [
  ...headers.filter((header) => header.key !== SKU_KEY && header.is_visible !== false),
  ...IMAGE_COLUMNS,
];

/** Titles compare without case, spacing, a required-marker asterisk or Arabic letter variants. */
export const normalizeTitle = (title: string): string =>
  normalizeForSearch(title.replace(/\*/g, ' ')).replace(/[_\s]+/g, ' ');

const ARABIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;

/**
 * Reads a number the way an Egyptian seller may type it: Western or Arabic-Indic digits, the Arabic
 * decimal separator (٫) or a point, and thousands separators (٬ or ,). Null when it is not a number.
 */
export const parseSheetNumber = (value: SheetCell): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/[\u066C,\s]/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
};

const cellText = (value: SheetCell): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim();
};

/**
 * Products from a spreadsheet always start as pending (DESIGN.md §4): a status column a seller adds is
 * read past, not refused, so a file exported from elsewhere still uploads.
 */
const IGNORED_TITLES: ReadonlySet<string> = new Set(
  ['status', 'الحاله'].map((title) => normalizeForSearch(title)),
);

const isImageUrl = (text: string): boolean => /^https?:\/\/[^\s]+$/i.test(text);

interface MatchedColumns {
  /** Sheet column index → header (undefined for an unknown column). */
  byIndex: (SheetHeader | undefined)[];
  errors: SheetError[];
}

const matchColumns = (titles: readonly SheetCell[], headers: readonly SheetHeader[]): MatchedColumns => {
  const expected = sheetColumns(headers);
  const known = [...expected, SKU_COLUMN];
  const lookup = new Map<string, SheetHeader>();
  for (const header of known) {
    for (const title of [header.en, header.ar, header.key]) lookup.set(normalizeTitle(title), header);
  }
  const errors: SheetError[] = [];
  const seen = new Set<string>();
  const byIndex = titles.map((raw) => {
    const title = cellText(raw);
    if (!title) return undefined;
    const normalized = normalizeTitle(title);
    if (IGNORED_TITLES.has(normalized)) return undefined;
    const header = lookup.get(normalized);
    if (!header) {
      errors.push({ row: 1, column: title, code: 'unknownColumn' });
      return undefined;
    }
    if (seen.has(header.key)) {
      errors.push({ row: 1, column: header.key, code: 'duplicateColumn' });
      return undefined;
    }
    seen.add(header.key);
    return header;
  });
  for (const header of expected) {
    if (!seen.has(header.key)) errors.push({ row: 1, column: header.key, code: 'missingColumn' });
  }
  return { byIndex, errors };
};

const isEmptyRow = (row: readonly SheetCell[] | undefined): boolean =>
  !row || row.every((cell) => cellText(cell) === '');

/**
 * Checks a sheet read as rows of cells (the first row holds the column titles, in English or Arabic)
 * against a category's headers. The file is clean when `errors` is empty; `products` then holds every row.
 */
export function checkSheet(
  rows: readonly (readonly SheetCell[])[],
  headers: readonly SheetHeader[],
): SheetCheckResult {
  const errors: SheetError[] = [];
  let errorCount = 0;
  const report = (error: SheetError) => {
    errorCount += 1;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
  };
  const dataRows = rows
    .map((cells, index) => ({ cells, number: index + 1 }))
    .slice(1)
    .filter((row) => !isEmptyRow(row.cells));

  if (rows.length === 0 || isEmptyRow(rows[0])) {
    report({ row: null, column: null, code: 'noRows' });
    return { errors, errorCount, rowCount: 0, products: [] };
  }
  if (dataRows.length > MAX_SHEET_ROWS) {
    report({ row: null, column: null, code: 'tooManyRows' });
    return { errors, errorCount, rowCount: dataRows.length, products: [] };
  }

  const columns = matchColumns(rows[0] ?? [], headers);
  columns.errors.forEach(report);
  if (dataRows.length === 0) report({ row: null, column: null, code: 'noRows' });

  const products: SheetProduct[] = [];
  const skuRows = new Map<string, number>();
  for (const { cells, number } of dataRows) {
    const values: Record<string, string | number> = {};
    const images: string[] = [];
    let sku = '';
    let rowHasError = false;
    const fail = (column: string, code: SheetErrorCode) => {
      rowHasError = true;
      report({ row: number, column, code });
    };
    const present = new Set<string>();
    columns.byIndex.forEach((header, index) => {
      if (!header) return;
      present.add(header.key);
      const cell = cells[index];
      const text = cellText(cell);
      if (!text) {
        if (header.is_required) fail(header.key, 'required');
        return;
      }
      if (header.key === SKU_KEY) {
        sku = text;
        return;
      }
      if (header.key.startsWith('image_') && IMAGE_COLUMNS.some((image) => image.key === header.key)) {
        if (isImageUrl(text)) images.push(text);
        else fail(header.key, 'invalidImageUrl');
        return;
      }
      if (header.value_type === 'number') {
        const value = parseSheetNumber(cell);
        if (value === null) fail(header.key, 'notANumber');
        else if (value < 0) fail(header.key, 'negativeNumber');
        else if (WHOLE_NUMBER_KEYS.has(header.key) && !Number.isInteger(value))
          fail(header.key, 'notAWholeNumber');
        else values[header.key] = value;
        return;
      }
      values[header.key] = text;
    });
    // A missing required column is reported once for the file, not once per row.
    if (sku) {
      const key = sku.toLowerCase();
      if (skuRows.has(key)) fail(SKU_KEY, 'duplicateSku');
      else skuRows.set(key, number);
    }
    if (!rowHasError && present.size > 0) products.push({ row: number, sku, values, images });
  }
  return { errors, errorCount, rowCount: dataRows.length, products: errorCount === 0 ? products : [] };
}
