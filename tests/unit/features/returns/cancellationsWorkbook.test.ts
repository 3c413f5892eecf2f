import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  buildCancellationsWorkbook,
  CANCELLATION_COLUMNS,
} from '../../../../src/features/returns/cancellationsWorkbook';
import { aCancellation } from '../../../fixtures/apiShapes';

/** Texts a hostile or careless name, SKU, reference or reason could hold: each must stay text in the file. */
const FORMULA_LIKE = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)'];

describe('buildCancellationsWorkbook', () => {
  it('writes one row per line with every text that looks like a formula as text, right to left in Arabic', async () => {
    const rows = FORMULA_LIKE.map((text, index) =>
      aCancellation({
        _id: `c${index}`,
        order_ref_id: text,
        product: { _id: `p${index}`, sku: text, name: { en: text, ar: text } },
        reason: { code: 'other', text },
        released_amount: index * 10,
      }),
    );
    const bytes = await buildCancellationsWorkbook(rows, 'ar', (key) => `«${key}»`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('«cancellations.sheet»');
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      ...CANCELLATION_COLUMNS.map((key) => `«cancellations.columns.${key}»`),
    ]);
    expect(sheet?.rowCount).toBe(1 + rows.length);
    FORMULA_LIKE.forEach((text, index) => {
      const row = sheet?.getRow(index + 2);
      for (const column of ['order', 'product', 'sku', 'reason'] as const) {
        const cell = row?.getCell(CANCELLATION_COLUMNS.indexOf(column) + 1);
        expect(cell?.type, `${column} ${text}`).toBe(ExcelJS.ValueType.String);
        expect(cell?.value).toBe(text);
      }
      expect(row?.getCell(CANCELLATION_COLUMNS.indexOf('released') + 1).value).toBe(index * 10);
    });
  });
});
