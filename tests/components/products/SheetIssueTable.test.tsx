import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { SheetIssueTable, SheetWarningList } from '../../../src/features/products/SheetIssueTable';
import {
  issueWording,
  readFailureWording,
  type WordingContext,
} from '../../../src/features/products/sheetIssueWording';
import { i18n, type Language } from '../../../src/i18n';
import { SHEET_READ_ERROR_CODES } from '../../../src/lib/spreadsheet/cells';
import { DEFAULT_SHEET_LIMITS } from '../../../src/lib/spreadsheet/limits';
import { SHEET_ISSUE_CODES, type SheetIssue } from '../../../src/lib/spreadsheet/rules';
import { renderPage } from '../../setup/render';
import { electronics } from './fixtures';

const context = (language: Language): WordingContext => ({
  language,
  t: i18n.getFixedT(language),
  headers: electronics.headers,
  category: 'electronics',
  categoryName: (code) =>
    ({ electronics: { en: 'Electronics', ar: 'إلكترونيات' }, fnb: { en: 'Food', ar: 'أغذية' } })[code]?.[
      language
    ] ?? code,
  limits: DEFAULT_SHEET_LIMITS,
});

const issue = (fields: Partial<SheetIssue> & Pick<SheetIssue, 'code'>): SheetIssue => ({
  row: 2,
  column: 'listing_price',
  cell: 'C2',
  value: null,
  ...fields,
});

const lookUp = (catalogue: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
/** A key is a text of the catalogue, or a counted text: a family of plural forms (`key_other`…). */
const has = (catalogue: unknown, key: string) =>
  lookUp(catalogue, key) !== undefined || lookUp(catalogue, `${key}_other`) !== undefined;

/** The cells of each body row of the problems table. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);

describe('SheetIssueTable', () => {
  it('has words for every problem code in both languages', () => {
    for (const code of SHEET_ISSUE_CODES) {
      for (const variant of [
        issue({ code, value: 'x', params: { added: 'name@en', removed: '' } }),
        issue({ code, value: 'x', params: { added: '', removed: 'name@en' } }),
        issue({ code, value: 'x', params: { added: 'name@en', removed: 'listing_price', newSku: 'A' } }),
        issue({ code, value: '19.999' }),
      ]) {
        const { key } = issueWording(variant, context('en'));
        expect(has(en, key), `${code}: ${key} in en.json`).toBe(true);
        expect(has(ar, key), `${code}: ${key} in ar.json`).toBe(true);
      }
    }
    for (const code of SHEET_READ_ERROR_CODES) {
      expect(has(ar, readFailureWording(code, context('ar')).key), code).toBe(true);
    }
  });

  it('quotes the value and says what to type, in English', () => {
    const issues = [
      issue({ code: 'tooManyDecimals', value: '19.999', params: { max: 2 } }),
      issue({ code: 'tooManyDecimals', value: '0.001', params: { max: 2 } }),
      issue({ code: 'ambiguousNumber', value: '1,234,5' }),
      issue({ code: 'currencyNotAllowed', column: 'stock_quantity', value: '5 LE' }),
      issue({ code: 'tooLarge', value: '20000000', params: { max: 10_000_000 } }),
      issue({ code: 'errorValue', column: 'name@en', value: '#N/A', params: { text: '#N/A' } }),
      issue({ code: 'duplicateRow', column: 'sku', cell: null, params: { firstRow: 2 } }),
      issue({ code: 'privateImageHost', column: 'image_1', value: 'http://localhost/a.png' }),
      issue({ code: 'skuInOtherCategory', column: 'sku', cell: null, params: { category: 'fnb' } }),
      issue({ code: 'wrongCategory', row: null, column: null, cell: null, params: { category: 'fnb' } }),
      issue({ code: 'missingColumn', row: null, column: 'listing_price', cell: null }),
      issue({
        code: 'templateOutdated',
        row: null,
        column: null,
        cell: null,
        params: { added: 'name@ar', removed: 'name@en, image_2' },
      }),
    ];
    renderPage(<SheetIssueTable issues={issues} count={14} context={context('en')} />, { language: 'en' });
    const table = screen.getByRole('table', { name: 'Problems to fix' });
    expect(rowsOf(table)).toEqual([
      '19.999 has more than 2 decimals: type 19.99 or 20.',
      '0.001 has more than 2 decimals. Type at most 2 decimals, e.g. 19.99.',
      '“1,234,5” can be read in more than one way. Type the number with a point for decimals and no thousands separator, e.g. 1234.50.',
      '“5 LE”: type the number only, without a currency.',
      '20000000 is more than the maximum, 10,000,000.00 LE.',
      'The cell shows #N/A: fix the formula or type the value.',
      'This row repeats row 2. Delete one of them, or give each its own SKU.',
      '“http://localhost/a.png” points to a private or local address that buyers cannot open. Use a public link.',
      "This SKU belongs to one of your products in Food. Upload it with that category's file.",
      'This file is the template of Food, not of Electronics. Choose Food above, or download the template of Electronics.',
      'The column Listing price is missing. Add it, or download the template again.',
      'This file comes from an older template of this category. Columns added since: Name (Arabic). Columns removed: Name (English) and Image URL 2. Download the template again and copy your rows into it.',
    ]);
    expect(screen.getByText('…and 2 more problems not listed.')).toBeInTheDocument();
  });

  it('words the same problems in Arabic, with Arabic plural forms', () => {
    const issues = [
      issue({ code: 'tooManyDecimals', value: '19.999', params: { max: 2 } }),
      issue({ code: 'notAWholeNumber', column: 'stock_quantity', value: '2.5' }),
      issue({ code: 'oneLinkPerCell', column: 'image_1', value: 'https://a.eg/1.png https://a.eg/2.png' }),
      issue({ code: 'duplicateSku', column: 'sku', value: 'ELC-7', params: { firstRow: 3 } }),
    ];
    renderPage(<SheetIssueTable issues={issues} count={6} context={context('ar')} />, { language: 'ar' });
    const table = screen.getByRole('table', { name: 'مشكلات يجب تصحيحها' });
    expect(rowsOf(table)).toEqual([
      'في 19.999 أكثر من منزلتين عشريتين: اكتب 19.99 أو 20.',
      '2.5 ليس عددًا صحيحًا. اكتبه دون كسور، مثل 12.',
      'في هذه الخلية أكثر من رابط. ضع رابطًا واحدًا في كل عمود صورة.',
      'رمز المنتج ELC-7 مستخدم في الصف 3. اجعل لكل منتج رمزًا خاصًا به.',
    ]);
    // Two more: the dual form.
    expect(screen.getByText('…ومشكلتان أخريان غير معروضتين.')).toBeInTheDocument();
  });

  it('lists warnings apart, in a calmer style, with the reference price in pounds', () => {
    const warnings = [
      issue({
        code: 'notAnImageLink',
        column: 'image_1',
        cell: 'L2',
        value: 'https://drive.google.com/file/d/1',
      }),
      issue({ code: 'notInList', column: 'origin@en', cell: 'F2', value: 'Egyptt' }),
      issue({
        code: 'templateChanged',
        row: null,
        column: null,
        cell: null,
        params: { added: 'brand@en', removed: '' },
      }),
    ];
    renderPage(<SheetWarningList issues={warnings} count={14} context={context('en')} />, { language: 'en' });
    const list = screen.getByRole('region', { name: 'Warnings (they do not stop the import)' });
    expect(list).toHaveClass('alert-warning');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 2 · L2: “https://drive.google.com/file/d/1” does not look like a link to a picture (it may be a web page). Check that it opens an image.',
      'Row 2 · F2: “Egyptt” is not one of the listed values. Keep it only if it is right.',
      'This template is older than the category: the new columns brand (English) are not in the file. The rows are imported without them.',
    ]);
    expect(within(list).getByText('…and 11 more warnings not listed.')).toBeInTheDocument();
  });
});
