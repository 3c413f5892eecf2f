import { describe, expect, it } from 'vitest';
import {
  checkSheet,
  MAX_SHEET_ROWS,
  parseSheetNumber,
  type SheetCell,
  type SheetHeader,
} from '../../../src/lib/spreadsheetRules';

const headers: SheetHeader[] = [
  { en: 'Name', ar: 'الاسم', key: 'name', is_required: true, is_visible: true, lang_specific: true, value_type: 'text' },
  { en: 'SKU', ar: 'رمز المنتج', key: 'sku', is_required: true, is_visible: true, lang_specific: false, value_type: 'text' },
  { en: 'Brand', ar: 'العلامة التجارية', key: 'brand', is_required: false, is_visible: true, lang_specific: true, value_type: 'text' },
  { en: 'Listing price', ar: 'سعر البيع', key: 'listing_price', is_required: true, is_visible: true, lang_specific: false, value_type: 'number' },
  { en: 'Stock quantity', ar: 'الكمية المتاحة', key: 'stock_quantity', is_required: true, is_visible: true, lang_specific: false, value_type: 'number' },
]; // prettier-ignore

const EN = [
  'Name',
  'Brand',
  'Listing price',
  'Stock quantity',
  'Image URL 1',
  'Image URL 2',
  'Image URL 3',
  'Image URL 4',
];
const AR = [
  'الاسم',
  'العلامة التجارية',
  'سعر البيع',
  'الكمية المتاحة',
  'رابط الصورة 1',
  'رابط الصورة 2',
  'رابط الصورة 3',
  'رابط الصورة 4',
];

const sheet = (titles: string[], ...rows: SheetCell[][]) => [titles, ...rows];

describe('spreadsheet rules', () => {
  it('accepts a clean English file and returns its products', () => {
    const result = checkSheet(
      sheet(EN, ['Power Bank', 'Anker', 450.5, 20, 'https://example.com/a.png', null, null, null]),
      headers,
    );
    expect(result.errors).toEqual([]);
    expect(result.rowCount).toBe(1);
    expect(result.products).toEqual([
      {
        row: 2,
        sku: '',
        values: { name: 'Power Bank', brand: 'Anker', listing_price: 450.5, stock_quantity: 20 },
        images: ['https://example.com/a.png'],
      },
    ]);
  });

  it('matches Arabic column titles, including letter variants and a required marker', () => {
    const titles = [...AR];
    titles[0] = 'الأسم *';
    const result = checkSheet(
      sheet(titles, ['باور بانك', 'أنكر', '٤٥٠٫٥', '٢٠', null, null, null, null]),
      headers,
    );
    expect(result.errors).toEqual([]);
    expect(result.products[0]?.values).toMatchObject({
      name: 'باور بانك',
      listing_price: 450.5,
      stock_quantity: 20,
    });
  });

  it('reports a missing required value by row and column, in either language', () => {
    for (const titles of [EN, AR]) {
      const result = checkSheet(sheet(titles, ['', 'Anker', 10, 1], ['Lamp', '', 10, 1]), headers);
      expect(result.errors).toEqual([{ row: 2, column: 'name', code: 'required' }]);
      expect(result.products).toEqual([]);
    }
  });

  it('reports text in a number column and accepts Arabic-Indic digits', () => {
    const result = checkSheet(
      sheet(AR, ['أ', '', 'عشرة', 5], ['ب', '', '١٢٠', '۳'], ['ج', '', -4, 2], ['د', '', 5, '2.5']),
      headers,
    );
    expect(result.errors).toEqual([
      { row: 2, column: 'listing_price', code: 'notANumber' },
      { row: 4, column: 'listing_price', code: 'negativeNumber' },
      { row: 5, column: 'stock_quantity', code: 'notAWholeNumber' },
    ]);
  });

  it('reads numbers typed with thousands separators in both scripts', () => {
    expect(parseSheetNumber('1,250.75')).toBe(1250.75);
    expect(parseSheetNumber('١٬٢٥٠٫٧٥')).toBe(1250.75);
    expect(parseSheetNumber('12 LE')).toBeNull();
    expect(parseSheetNumber(true)).toBeNull();
  });

  it('reports unknown, missing and repeated columns', () => {
    const result = checkSheet(sheet(['Name', 'Colour', 'Name', 'السعر'], ['A', 'red', 'A', 3]), headers);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { row: 1, column: 'Colour', code: 'unknownColumn' },
        { row: 1, column: 'name', code: 'duplicateColumn' },
        { row: 1, column: 'السعر', code: 'unknownColumn' },
        { row: 1, column: 'listing_price', code: 'missingColumn' },
        { row: 1, column: 'stock_quantity', code: 'missingColumn' },
        { row: 1, column: 'image_1', code: 'missingColumn' },
      ]),
    );
  });

  it('reports a SKU used twice in the same file, whatever its case', () => {
    const result = checkSheet(
      sheet(['SKU', ...EN], ['PB-1', 'A', null, 1, 1], ['pb-1', 'B', null, 1, 1], ['PB-2', 'C', null, 1, 1]),
      headers,
    );
    expect(result.errors).toEqual([{ row: 3, column: 'sku', code: 'duplicateSku' }]);
  });

  it('accepts the SKU column under its Arabic title', () => {
    const result = checkSheet(sheet(['رمز المنتج', ...AR], ['X-1', 'أ', null, 1, 1]), headers);
    expect(result.errors).toEqual([]);
    expect(result.products[0]?.sku).toBe('X-1');
  });

  it('refuses an image cell that is not a web link', () => {
    const result = checkSheet(sheet(EN, ['A', null, 1, 1, 'javascript:alert(1)', null, null, null]), headers);
    expect(result.errors).toEqual([{ row: 2, column: 'image_1', code: 'invalidImageUrl' }]);
  });

  it('skips empty rows and reports a file without data rows', () => {
    expect(checkSheet(sheet(EN, [null, '', null]), headers).errors).toEqual([
      { row: null, column: null, code: 'noRows' },
    ]);
    expect(checkSheet([], headers).errors).toEqual([{ row: null, column: null, code: 'noRows' }]);
    const withGap = checkSheet(sheet(EN, ['A', null, 1, 1], [], ['B', null, 1, 1]), headers);
    expect(withGap.products.map((product) => product.row)).toEqual([2, 4]);
  });

  it('refuses a file over the row limit as a whole', () => {
    const rows = Array.from({ length: MAX_SHEET_ROWS + 1 }, (_, index) => [`P${index}`, null, 1, 1]);
    const result = checkSheet(sheet(EN, ...rows), headers);
    expect(result.errors).toEqual([{ row: null, column: null, code: 'tooManyRows' }]);
    expect(checkSheet(sheet(EN, ...rows.slice(1)), headers).errors).toEqual([]);
  });

  it('keeps the first 500 errors and counts the rest', () => {
    const rows = Array.from({ length: 600 }, () => ['', null, 'x', 1]);
    const result = checkSheet(sheet(EN, ...rows), headers);
    expect(result.errors).toHaveLength(500);
    expect(result.errorCount).toBe(1200);
  });
});
