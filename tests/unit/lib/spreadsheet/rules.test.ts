import { describe, expect, it } from 'vitest';
import { COMMON_HEADERS } from '../../../../server/demo/catalogue';
import type { SheetRow } from '../../../../src/lib/spreadsheet/cells';
import { columnId, templateColumns } from '../../../../src/lib/spreadsheet/columns';
import { checkSheet } from '../../../../src/lib/spreadsheet/rules';
import type { TemplateSchema } from '../../../../src/lib/spreadsheet/schemaSheet';

const headers = [...COMMON_HEADERS];
const check = (rows: SheetRow[], schema: TemplateSchema | null = null, language: 'en' | 'ar' = 'en') =>
  checkSheet({ rows, schema }, headers, { language, category: 'electronics' });
const codes = (rows: SheetRow[]) => check(rows).errors.map(({ cell, code }) => `${cell ?? '-'}:${code}`);

describe('checkSheet', () => {
  it('sends text to the block its column title names, whatever language was chosen', () => {
    const result = check(
      [
        ['\u200fالاسم *', 'Brand', 'Listing price', 'Stock quantity'],
        ['مصباح', 'Lumo', 10, 1],
      ],
      null,
      'en',
    );
    expect(result.languages).toEqual(['ar', 'en']);
    expect(result.products[0]).toMatchObject({
      blocks: { ar: { name: 'مصباح' }, en: { brand: 'Lumo' } },
      offer: { listing_price: 10 },
    });
  });

  it('fills both blocks from the bilingual template and tolerates invisible marks, spaces and case in titles', () => {
    const titles = templateColumns(headers, 'both').map((column) => column.title);
    expect(titles.slice(0, 3)).toEqual(['رمز المنتج / SKU', 'الاسم *', 'Name *']);
    const result = check([
      [
        ...titles.slice(0, 3).map((title) => `  ${title.toUpperCase()}\u200b `),
        'سعر البيع / LISTING PRICE',
        'Stock_Quantity',
      ],
      ['B-1', 'مصباح', 'Lamp', '10', '2'],
    ]);
    expect(result.errors).toEqual([]);
    expect(result.products[0]).toMatchObject({
      sku: 'B-1',
      blocks: { ar: { name: 'مصباح' }, en: { name: 'Lamp' } },
    });
  });

  it('needs a required language-specific value in at least one language of the file', () => {
    expect(
      codes([
        ['الاسم', 'Name', 'Listing price', 'Stock quantity'],
        ['', 'Lamp', 1, 1],
        ['', '', 1, 1],
      ]),
    ).toEqual(['B3:required']);
  });

  it('refuses a file without SKUs that lacks a required column, and lets a file with SKUs update prices alone', () => {
    expect(
      check([
        ['Name', 'Stock quantity'],
        ['Lamp', 1],
      ]).errors,
    ).toEqual([expect.objectContaining({ row: null, column: 'listing_price', code: 'missingColumn' })]);
    const update = check([
      ['SKU', 'Listing price'],
      ['A-1', '12,50'],
    ]);
    expect(update.errors).toEqual([]);
    expect(update.products).toEqual([
      expect.objectContaining({ sku: 'A-1', offer: { listing_price: 12.5 }, blocks: { en: {}, ar: {} } }),
    ]);
    // The offer's numbers enter the row's fingerprint in their declaration order, as in earlier releases, so a
    // row without SKU imported before keeps the SKU it was given.
    expect(update.products[0]?.fingerprint).toBe('[{},{},{},12.5,null,null,[]]');
  });

  it('refuses repeated SKUs and repeated rows without SKU, naming the first row', () => {
    const result = check([
      ['SKU', 'Name', 'Listing price', 'Stock quantity'],
      ['A-1', 'Lamp', 1, 1],
      ['a-1', 'Lamp 2', 1, 1],
      ['', 'Kettle', 5, 1],
      ['', 'Kettle', 5, 1],
    ]);
    expect(result.errors.map(({ row, code, params }) => ({ row, code, params }))).toEqual([
      { row: 3, code: 'duplicateSku', params: { firstRow: 2 } },
      { row: 5, code: 'duplicateRow', params: { firstRow: 4 } },
    ]);
    expect(result.rejectedRows).toEqual([3, 5]);
    expect(result.products.map((product) => product.row)).toEqual([2, 4]);
  });

  it('reads SKUs typed with Arabic-Indic or Persian digits as ASCII, so one typed both ways is the same SKU', () => {
    const result = check([
      ['SKU', 'Name', 'Listing price', 'Stock quantity'],
      ['LMP-١٢٣', 'Lamp', 1, 1],
      ['LMP-123', 'Lamp again', 1, 1],
      ['KT-۴۵', 'Kettle', 5, 1],
    ]);
    expect(result.products.map((product) => product.sku)).toEqual(['LMP-123', 'KT-45']);
    expect(result.errors.map(({ row, code }) => ({ row, code }))).toEqual([{ row: 3, code: 'duplicateSku' }]);
  });

  it('names error cells, formulas without values and dates in number columns; keeps dates in text columns as shown', () => {
    const result = check([
      ['Name', 'Description', 'Listing price', 'Stock quantity'],
      ['A', { kind: 'date', text: '23/11/2026' }, { kind: 'formula', formula: 'C3*2' }, 1],
      ['B', { kind: 'error', text: '#N/A' }, 5, { kind: 'date', text: '01/02/2026' }],
      ['C', { kind: 'date', text: '23/11/2026' }, 5, 1],
    ]);
    expect(result.errors.map(({ cell, code }) => `${cell}:${code}`)).toEqual([
      'C2:formulaWithoutValue',
      'B3:errorValue',
      'D3:notANumber',
    ]);
    expect(result.products).toEqual([
      expect.objectContaining({ row: 4, blocks: { en: { name: 'C', description: '23/11/2026' }, ar: {} } }),
    ]);
  });

  it('refuses "1,250" as ambiguous in a file that writes decimal commas, reads it as 1250 otherwise', () => {
    expect(
      codes([
        ['Name', 'Listing price', 'Stock quantity'],
        ['A', '12,50', 1],
        ['B', '1,250', 1],
      ]),
    ).toEqual(['B3:ambiguousNumber']);
    expect(
      check([
        ['Name', 'Listing price', 'Stock quantity'],
        ['B', '1,250', 1],
      ]).products[0]?.offer.listing_price,
    ).toBe(1250);
  });

  it('warns, without blocking, about unknown columns and prices far from the others; reads past a status column', () => {
    const rows: SheetRow[] = [['Name', 'Listing price', 'Stock quantity', 'Notes', 'Status']];
    for (let index = 0; index < 6; index += 1) rows.push([`Item ${index}`, 100, 1, 'x', 'active']);
    rows.push(['Typo', 10_000, 1, '', 'active']);
    const result = check(rows);
    expect(result.errors).toEqual([]);
    expect(result.warnings.map(({ cell, code }) => `${cell}:${code}`)).toEqual([
      'D1:unknownColumn',
      'B8:priceOutlier',
    ]);
    expect(result.products).toHaveLength(7);
  });

  it('tells an upload from an older template which columns changed, and one made for another category', () => {
    const current = templateColumns(headers, 'en').map(columnId);
    const titles = templateColumns(headers, 'en').map((column) => column.title);
    const outdated: TemplateSchema = {
      version: 1,
      category: 'electronics',
      language: 'en',
      dataSheet: 'Products',
      columns: [...current.filter((id) => id !== 'origin@en'), 'voltage'],
    };
    const result = check([titles, ['', 'Lamp', '', '', '', '', 10, 1]], outdated);
    expect(result.errors).toEqual([
      expect.objectContaining({
        code: 'templateOutdated',
        params: { added: 'origin@en', removed: 'voltage' },
      }),
    ]);
    const other = check([titles, ['', 'Lamp', '', '', '', '', 10, 1]], {
      ...outdated,
      category: 'cosmetics',
      columns: current,
    });
    expect(other.errors).toEqual([
      expect.objectContaining({ code: 'wrongCategory', params: { category: 'cosmetics' } }),
    ]);
  });

  it('warns about a value outside an enumerated field’s choices, in either language', () => {
    const result = check([
      ['Name', 'Origin', 'بلد المنشأ', 'Listing price', 'Stock quantity'],
      ['A', 'Egypt', 'الصين', 1, 1],
      ['B', 'Atlantis', '', 1, 1],
    ]);
    expect(result.errors).toEqual([]);
    expect(result.warnings.map(({ cell, code }) => `${cell}:${code}`)).toEqual(['B3:notInList']);
  });

  it('reads past a heading typed above the column titles', () => {
    const result = check([
      ['قائمة منتجات شركة النور — نوفمبر 2026'],
      [],
      ['SKU', 'Name', 'Listing price', 'Stock quantity'],
      ['H-1', 'Lamp', 10, 2],
      ['H-2', 'Kettle', 'ten', 2],
    ]);
    expect(result.titles).toEqual(['SKU', 'Name', 'Listing price', 'Stock quantity']);
    expect(result.rowCount).toBe(2);
    expect(result.products.map((product) => product.sku)).toEqual(['H-1']);
    expect(result.errors.map(({ cell, code }) => `${cell}:${code}`)).toEqual(['C5:notANumber']);
    expect(result.fileRejected).toBe(false);
  });
});
