/**
 * The rules a product spreadsheet must pass, shared by the browser check (in a Web Worker, before the upload)
 * and the reference API (in its worker pool, on the stored file), so both agree on every file.
 *
 * Pure: no DOM, no Node APIs. Problems carry catalogue codes and parameters, never texts, so each side words
 * them in the reader's language (`products.sheetIssues.<code>` in the app).
 */
import {
  cellRef,
  cellText,
  columnLetter,
  SHEET_READ_ERROR_CODES,
  type NumberCell,
  type SheetCell,
  type SheetRow,
} from './cells';
import {
  columnId,
  columnLookup,
  isIgnoredTitle,
  normalizeTitle,
  sheetHeaders,
  stripInvisible,
  templateColumns,
  type SheetColumn,
  type SheetHeader,
  type SheetLanguage,
} from './columns';
import { checkImageLink } from './imageLinks';
import { numberProblem, type NumberRuleProblem } from '../entities/numberRule';
import {
  isOfferNumberKey,
  OFFER_NUMBER_KEYS,
  PRODUCT_OFFER,
  skuOf,
  type OfferNumberKey,
} from '../entities/product';
import { MAX_REPORTED_ERRORS } from './limits';
import { parseTypedNumber, readCellNumber, writesDecimalComma, type ParsedNumber } from './numbers';
import type { ReadSheet } from './read';
import type { SheetChooser } from './xlsx';

/** Problems shown apart from the errors, which never block an import. */
const SHEET_WARNING_CODES = [
  'unknownColumn',
  'notAnImageLink',
  'priceOutlier',
  'notInList',
  'templateChanged',
  'backToReview',
  'hiddenRowsSkipped',
  'hiddenColumnsSkipped',
] as const;

/** Every problem a sheet can have, in the order a report lists its kinds. */
export const SHEET_ISSUE_CODES = [
  ...SHEET_READ_ERROR_CODES,
  // The whole file.
  'noRows',
  'missingColumn',
  'duplicateColumn',
  'templateOutdated',
  'wrongCategory',
  // One cell or row.
  'required',
  'notANumber',
  'ambiguousNumber',
  'currencyNotAllowed',
  'negativeNumber',
  'notAWholeNumber',
  'priceNotPositive',
  'tooManyDecimals',
  'tooLarge',
  'percentFormat',
  'longNumber',
  'errorValue',
  'formulaWithoutValue',
  'invalidImageUrl',
  'oneLinkPerCell',
  'privateImageHost',
  'skuTooLong',
  'duplicateSku',
  'duplicateRow',
  'skuInOtherCategory',
  ...SHEET_WARNING_CODES,
] as const;

export type SheetIssueCode = (typeof SHEET_ISSUE_CODES)[number];

/** Codes that never block an import. */
export const WARNING_CODES: ReadonlySet<SheetIssueCode> = new Set(SHEET_WARNING_CODES);

export type IssueParams = Record<string, string | number>;

/**
 * One problem. `row` is the row number the seller sees (the header row is 1), null for the whole file;
 * `column` is a column id (`key` or `key@lang`), or the title as typed for an unknown column; `cell` is the
 * A1 reference and `value` the cell's text as typed, so the message can quote it.
 */
export interface SheetIssue {
  row: number | null;
  column: string | null;
  cell: string | null;
  value: string | null;
  code: SheetIssueCode;
  params?: IssueParams;
}

export type AttributeValue = string | number;

/** One valid data row. Only the cells that hold a value are here: an empty cell keeps what is stored. */
export interface SheetProduct {
  row: number;
  /** Empty when the row has none: the API then assigns one from the fingerprint. */
  sku: string;
  /** The row's content, stable across uploads of the same file (a row without SKU keeps its generated one). */
  fingerprint: string;
  /** The offer's numbers the row gives (price in pounds, stock, handling days). */
  offer: Partial<Record<OfferNumberKey, number>>;
  blocks: Record<SheetLanguage, Record<string, AttributeValue>>;
  details: Record<string, AttributeValue>;
  images: string[];
}

export interface SheetCheckResult {
  /** Blocking problems, the first MAX_REPORTED_ERRORS of them. */
  errors: SheetIssue[];
  errorCount: number;
  warnings: SheetIssue[];
  warningCount: number;
  /** Data rows read (empty rows skipped). */
  rowCount: number;
  /** True when a problem of the whole file means no row can be imported. */
  fileRejected: boolean;
  /** The language blocks the file's columns fill, read from its titles. */
  languages: SheetLanguage[];
  /** Row numbers with at least one blocking problem (every data row of a file refused as a whole). */
  rejectedRows: number[];
  /** Where each column the file fills sits: column id → zero-based index. */
  columns: Record<string, number>;
  /** The titles of the header row as typed (for the rejected-rows file). */
  titles: string[];
  /** The workbook sheet read (null for a CSV file). */
  sheet: string | null;
  /** What the file hides: data rows (hidden or filtered out) and columns (letters), skipped unless included. */
  hidden: { rows: number[]; columns: string[] };
  /** The valid rows; empty when the file is rejected as a whole. */
  products: SheetProduct[];
}

export interface CheckOptions {
  /** The sheet language the seller chose: it decides the block of columns titled by their key only. */
  language: SheetLanguage;
  /** The category the file is uploaded for, to compare with the one a template was made for. */
  category: string;
  /** The seller's usual price (median of their products), to warn about prices far from it. */
  referencePrice?: number;
  /** Read the rows and columns the file hides too (by default they are skipped, with a warning). */
  includeHidden?: boolean;
}

/** The sheet as the rules take it: a CSV file or a test may leave out what only workbooks have. */
export type CheckedSheet = Pick<ReadSheet, 'rows' | 'schema'> &
  Partial<Pick<ReadSheet, 'sheet' | 'hiddenRows' | 'hiddenColumns'>>;

const MAX_SKU_LENGTH = PRODUCT_OFFER.sku.maxLength;

/** The offer field the outlier check compares: the price. */
const PRICE_FIELD: OfferNumberKey = 'listing_price';
/** A price this many times above or below the reference is worth a second look. */
const OUTLIER_FACTOR = 10;
const MIN_PRICES_FOR_MEDIAN = 5;

/**
 * Spreadsheet programs hold numbers to 15 significant digits: a longer barcode typed as a number has already
 * lost its last digits, and so has a number shown in scientific notation ("6.22E+12") in a CSV file.
 */
const LARGEST_EXACT = 1e15;
const SCIENTIFIC = /^[+-]?\d(?:[.,]\d+)?e[+-]?\d+$/i;

const isNumberCell = (cell: SheetCell): cell is NumberCell =>
  typeof cell === 'object' && cell !== null && cell.kind === 'number';

/** A text column's cell that cannot hold what the seller typed: a number past 15 digits, or one in E notation. */
const isMangledNumber = (cell: SheetCell): boolean => {
  const value = typeof cell === 'number' ? cell : isNumberCell(cell) ? cell.value : null;
  if (value !== null) return Math.abs(value) >= LARGEST_EXACT;
  return typeof cell === 'string' && SCIENTIFIC.test(stripInvisible(cell).trim());
};

const quote = (cell: SheetCell): string | null => {
  const text = cellText(cell);
  return text === '' ? null : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

const isEmpty = (cell: SheetCell): boolean =>
  cell === null || (typeof cell === 'string' && stripInvisible(cell).trim() === '');

/**
 * The text stored for a text cell: what the seller sees, without invisible direction marks around it, in
 * Unicode's compatibility form (NFKC), so Arabic presentation forms and full-width letters pasted from a PDF
 * or an old system are stored as the ordinary letters a search types.
 */
export const storedText = (cell: SheetCell): string =>
  stripInvisible(cellText(cell)).normalize('NFKC').replace(/\r\n?/g, '\n').trim();

const median = (values: number[]): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface MatchedColumn extends SheetColumn {
  index: number;
}

const isNumeric = (column: SheetColumn): boolean => column.kind === 'offer' || column.kind === 'number';

/** The offer field an offer column fills. */
const offerKeyOf = (column: SheetColumn): OfferNumberKey | null =>
  column.kind === 'offer' && isOfferNumberKey(column.key) ? column.key : null;

/** How far down a title row may sit: sellers put a heading, a date or a note above it. */
const HEADER_SEARCH_ROWS = 10;

/**
 * The row that holds the column titles: of the first rows, the one whose cells name the most of the
 * category's columns (the first row when none names any), so a heading typed above the titles is read past.
 */
const findHeaderRow = (
  rows: readonly SheetRow[],
  lookup: Map<string, SheetColumn>,
): { index: number; named: number } => {
  let best = 0;
  let bestCount = 0;
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((cells, index) => {
    const count = new Set(
      cells.flatMap((cell) => {
        const found = lookup.get(normalizeTitle(cellText(cell)));
        return found ? [columnId(found)] : [];
      }),
    ).size;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return { index: best, named: bestCount };
};

/**
 * Finds the products in a workbook whatever its sheets are called or where they sit: the sheet the
 * template's schema names, else the one whose title row names the most of the category's columns (a visible
 * sheet before a hidden one at equal count), else the first visible sheet.
 */
export const productSheetChooser =
  (headers: readonly SheetHeader[], language: SheetLanguage): SheetChooser =>
  (candidates, schema) => {
    const named = candidates.findIndex((sheet) => schema?.dataSheet && sheet.name === schema.dataSheet);
    if (named >= 0) return named;
    const lookup = columnLookup(headers, language);
    let best = -1;
    let bestScore = 0;
    candidates.forEach((sheet, index) => {
      const score = findHeaderRow(sheet.firstRows, lookup).named * 2 + (sheet.hidden ? 0 : 1);
      if (score > bestScore) {
        best = index;
        bestScore = score;
      }
    });
    return best >= 0 ? best : 0;
  };

export function checkSheet(
  sheet: CheckedSheet,
  headers: readonly SheetHeader[],
  options: CheckOptions,
): SheetCheckResult {
  const errors: SheetIssue[] = [];
  const warnings: SheetIssue[] = [];
  let errorCount = 0;
  let warningCount = 0;
  let fileRejected = false;
  const rejectedRows = new Set<number>();
  const report = (issue: SheetIssue) => {
    if (WARNING_CODES.has(issue.code)) {
      warningCount += 1;
      if (warnings.length < MAX_REPORTED_ERRORS) warnings.push(issue);
      return;
    }
    errorCount += 1;
    if (issue.row === null || issue.row === headerNumber) fileRejected = true;
    else rejectedRows.add(issue.row);
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(issue);
  };
  const sheetName = sheet.sheet ?? null;
  // A whole-file problem names the sheet it was found in: a workbook may hold several.
  const fileIssue = (code: SheetIssueCode, column: string | null = null, params?: IssueParams) => {
    const named = sheetName === null ? params : { ...params, sheet: sheetName };
    report({ row: null, column, cell: null, value: null, code, ...(named ? { params: named } : {}) });
  };

  const { rows } = sheet;
  const lookup = columnLookup(headers, options.language);
  const headerIndex = findHeaderRow(rows, lookup).index;
  const headerNumber = headerIndex + 1;
  const headerRow = rows[headerIndex] ?? [];
  const titles = headerRow.map((cell) => cellText(cell).trim());
  const hiddenRowSet = new Set((sheet.hiddenRows ?? []).filter((row) => row > headerNumber));
  const hiddenColumnSet = new Set(sheet.hiddenColumns ?? []);
  const allDataRows = rows
    .map((cells, index) => ({ cells, number: index + 1 }))
    .slice(headerIndex + 1)
    .filter((row) => !row.cells.every(isEmpty));
  const hiddenDataRows = allDataRows.filter((row) => hiddenRowSet.has(row.number)).map((row) => row.number);
  const hiddenTitledColumns = titles.flatMap((title, index) =>
    title && hiddenColumnSet.has(index) ? [index] : [],
  );
  const hidden = { rows: hiddenDataRows, columns: hiddenTitledColumns.map(columnLetter) };
  const skipHidden = !options.includeHidden;
  const dataRows = skipHidden ? allDataRows.filter((row) => !hiddenRowSet.has(row.number)) : allDataRows;
  if (skipHidden && hidden.rows.length > 0) {
    report({
      row: null,
      column: null,
      cell: null,
      value: null,
      code: 'hiddenRowsSkipped',
      params: { count: hidden.rows.length, rows: hidden.rows.join(', ') },
    });
  }
  if (skipHidden && hidden.columns.length > 0) {
    report({
      row: null,
      column: null,
      cell: null,
      value: null,
      code: 'hiddenColumnsSkipped',
      params: { count: hidden.columns.length, columns: hidden.columns.join(', ') },
    });
  }
  const matched: MatchedColumn[] = [];
  const result = (products: SheetProduct[], languages: SheetLanguage[]): SheetCheckResult => ({
    errors,
    errorCount,
    warnings,
    warningCount,
    rowCount: dataRows.length,
    fileRejected,
    languages,
    rejectedRows: fileRejected ? dataRows.map((row) => row.number) : [...rejectedRows].sort((a, b) => a - b),
    columns: Object.fromEntries(matched.map((col) => [columnId(col), col.index])),
    titles,
    sheet: sheetName,
    hidden,
    products: fileRejected ? [] : products,
  });

  if (titles.every((title) => title === '')) {
    fileIssue('noRows');
    return result([], []);
  }

  // The template a file was made from, when it says so.
  if (sheet.schema) {
    if (sheet.schema.category && sheet.schema.category !== options.category) {
      fileIssue('wrongCategory', null, { category: sheet.schema.category });
    } else {
      const current = templateColumns(headers, sheet.schema.language).map(columnId);
      const added = current.filter((id) => !sheet.schema!.columns.includes(id));
      const removed = sheet.schema.columns.filter((id) => !current.includes(id));
      if (added.length > 0 || removed.length > 0) {
        const requiredAdded = templateColumns(headers, sheet.schema.language).some(
          (col) => col.required && added.includes(columnId(col)),
        );
        const issue = {
          row: null,
          column: null,
          cell: null,
          value: null,
          code: 'templateOutdated' as const,
          params: { added: added.join(', '), removed: removed.join(', ') },
        };
        // An outdated template still imports unless the category now needs a column the file lacks.
        if (requiredAdded || removed.length > 0) report(issue);
        else report({ ...issue, code: 'templateChanged' });
      }
    }
  }

  const seen = new Set<string>();
  titles.forEach((title, index) => {
    if (!title || isIgnoredTitle(title)) return;
    if (skipHidden && hiddenColumnSet.has(index)) return;
    const found = lookup.get(normalizeTitle(title));
    if (!found) {
      report({
        row: headerNumber,
        column: title,
        cell: cellRef(index, headerNumber),
        value: title,
        code: 'unknownColumn',
      });
      return;
    }
    const id = columnId(found);
    if (seen.has(id)) {
      report({
        row: headerNumber,
        column: id,
        cell: cellRef(index, headerNumber),
        value: title,
        code: 'duplicateColumn',
      });
      return;
    }
    seen.add(id);
    matched.push({ ...found, index });
  });

  const hasSkuColumn = seen.has('sku');
  const presentKeys = new Set(matched.map((col) => col.key));
  const requiredHeaders = sheetHeaders(headers).filter((header) => header.is_required);
  const missingRequired = requiredHeaders.filter((header) => !presentKeys.has(header.key));
  // A file with SKUs may update prices and stock alone; without SKUs every row creates a product.
  if (!hasSkuColumn) for (const header of missingRequired) fileIssue('missingColumn', header.key);
  if (dataRows.length === 0) fileIssue('noRows');

  const languages = (['ar', 'en'] as const).filter((language) =>
    matched.some((col) => col.language === language),
  );
  const decimalComma = dataRows.some(({ cells }) =>
    matched.some(
      (col) =>
        isNumeric(col) &&
        typeof cells[col.index] === 'string' &&
        writesDecimalComma(cells[col.index] as string),
    ),
  );

  const products: SheetProduct[] = [];
  const skuRows = new Map<string, number>();
  const fingerprintRows = new Map<string, number>();
  const optionsOf = new Map(
    headers.flatMap((header) =>
      header.options?.length
        ? [
            [
              header.key,
              new Set(
                header.options.flatMap((option) => [normalizeTitle(option.en), normalizeTitle(option.ar)]),
              ),
            ],
          ]
        : [],
    ),
  );

  for (const { cells, number } of dataRows) {
    let rowFailed = false;
    const fail = (
      col: Pick<MatchedColumn, 'key' | 'language'> & { index?: number },
      code: SheetIssueCode,
      params?: IssueParams,
    ) => {
      rowFailed = true;
      const cell = col.index === undefined ? null : (cells[col.index] ?? null);
      report({
        row: number,
        column: columnId(col),
        cell: col.index === undefined ? null : cellRef(col.index, number),
        value: cell === null ? null : quote(cell),
        code,
        ...(params ? { params } : {}),
      });
    };
    const warn = (col: MatchedColumn, code: SheetIssueCode, params?: IssueParams) =>
      report({
        row: number,
        column: columnId(col),
        cell: cellRef(col.index, number),
        value: quote(cells[col.index] ?? null),
        code,
        ...(params ? { params } : {}),
      });

    const skuColumn = matched.find((col) => col.kind === 'sku');
    const sku = skuColumn ? skuOf(storedText(cells[skuColumn.index] ?? null)) : '';
    const product: SheetProduct = {
      row: number,
      sku,
      fingerprint: '',
      offer: {},
      blocks: { en: {}, ar: {} },
      details: {},
      images: [],
    };

    const readNumber = (col: MatchedColumn, cell: SheetCell): number | null => {
      const offerKey = offerKeyOf(col);
      if (isNumberCell(cell) && cell.percent) {
        fail(col, 'percentFormat');
        return null;
      }
      let parsed: ParsedNumber;
      if (typeof cell === 'number') parsed = readCellNumber(cell);
      else if (isNumberCell(cell)) parsed = readCellNumber(cell.value);
      else if (typeof cell === 'string')
        parsed = parseTypedNumber(cell, {
          currency: Boolean(offerKey && PRODUCT_OFFER[offerKey].currency),
          decimalComma,
        });
      else parsed = { ok: false, problem: 'notANumber' };
      if (!parsed.ok) {
        fail(col, parsed.problem);
        return null;
      }
      const { value, decimals } = parsed;
      // The offer's own rule (price, stock, handling days), as the form and the API check it.
      const problem: NumberRuleProblem | null = offerKey
        ? numberProblem(PRODUCT_OFFER[offerKey], value, decimals)
        : value < 0
          ? { code: 'negativeNumber' }
          : null;
      if (!problem) return value;
      // Reports kept in the import history name a price of 0 this way.
      fail(col, problem.code === 'notPositive' ? 'priceNotPositive' : problem.code, problem.params);
      return null;
    };

    for (const col of matched) {
      const cell = cells[col.index] ?? null;
      if (typeof cell === 'object' && cell !== null && cell.kind === 'error') {
        fail(col, 'errorValue', { text: cell.text });
        continue;
      }
      if (typeof cell === 'object' && cell !== null && cell.kind === 'formula') {
        fail(col, 'formulaWithoutValue');
        continue;
      }
      if (!isNumeric(col) && isMangledNumber(cell)) {
        fail(col, 'longNumber');
        continue;
      }
      if (col.kind === 'sku') {
        if (sku.length > MAX_SKU_LENGTH) fail(col, 'skuTooLong', { max: MAX_SKU_LENGTH });
        continue;
      }
      if (isEmpty(cell)) {
        if (col.required && !col.language && !sku) fail(col, 'required');
        continue;
      }
      if (col.kind === 'image') {
        const link = checkImageLink(cellText(cell));
        if (!link.ok) fail(col, link.problem);
        else {
          product.images.push(link.url);
          if (link.warning) warn(col, link.warning);
        }
        continue;
      }
      if (isNumeric(col)) {
        const value = readNumber(col, cell);
        if (value === null) continue;
        const offerKey = offerKeyOf(col);
        if (offerKey) product.offer[offerKey] = value;
        else product.details[col.key] = value;
        continue;
      }
      const text = storedText(cell);
      const allowed = optionsOf.get(col.key);
      if (allowed && !allowed.has(normalizeTitle(text))) warn(col, 'notInList');
      if (col.language) product.blocks[col.language][col.key] = text;
      else if (!isOfferNumberKey(col.key)) product.details[col.key] = text;
    }

    // A required language-specific field needs a value in at least one of the languages the file carries.
    if (!sku) {
      for (const header of requiredHeaders.filter((item) => item.lang_specific)) {
        const columns = matched.filter((col) => col.key === header.key);
        if (
          columns.length > 0 &&
          !columns.some((col) => product.blocks[col.language ?? options.language][header.key] !== undefined)
        ) {
          const first = columns.find((col) => col.language === options.language) ?? columns[0]!;
          if (!isEmpty(cells[first.index] ?? null)) continue;
          fail(first, 'required');
        }
      }
      if (hasSkuColumn)
        for (const header of missingRequired) fail({ key: header.key, language: null }, 'required');
    }

    product.fingerprint = JSON.stringify([
      product.blocks.en,
      product.blocks.ar,
      product.details,
      // In the offer's declaration order (price, stock, handling days): fingerprints of earlier files still match.
      ...OFFER_NUMBER_KEYS.map((key) => product.offer[key] ?? null),
      product.images,
    ]);
    // A SKU whose digits were lost is refused on its own: it says nothing about which other row it repeats.
    const skuLost = skuColumn !== undefined && isMangledNumber(cells[skuColumn.index] ?? null);
    if (sku && !skuLost) {
      const key = sku.toLowerCase();
      const first = skuRows.get(key);
      if (first !== undefined && skuColumn) fail(skuColumn, 'duplicateSku', { firstRow: first });
      else skuRows.set(key, number);
    } else if (!sku) {
      const first = fingerprintRows.get(product.fingerprint);
      if (first !== undefined) fail({ key: 'sku', language: null }, 'duplicateRow', { firstRow: first });
      else fingerprintRows.set(product.fingerprint, number);
    }
    if (!rowFailed) products.push(product);
  }

  // Prices far from the seller's usual ones are likely typing slips (an extra zero, piasters for pounds).
  const priceColumn = matched.find((col) => offerKeyOf(col) === PRICE_FIELD);
  const priceOf = (product: SheetProduct) => product.offer[PRICE_FIELD];
  const reference =
    options.referencePrice ??
    (products.length >= MIN_PRICES_FOR_MEDIAN
      ? median(products.flatMap((p) => priceOf(p) ?? []))
      : undefined);
  if (priceColumn && reference && reference > 0) {
    for (const product of products) {
      const price = priceOf(product);
      if (price === undefined) continue;
      const ratio = price / reference;
      if (ratio > OUTLIER_FACTOR || ratio < 1 / OUTLIER_FACTOR) {
        report({
          row: product.row,
          column: columnId(priceColumn),
          cell: cellRef(priceColumn.index, product.row),
          value: String(price),
          code: 'priceOutlier',
          params: { reference: Math.round(reference * 100) / 100 },
        });
      }
    }
  }

  return result(products, languages);
}
