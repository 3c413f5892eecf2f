import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../../src/api/types';
import { buildStatementWorkbook } from '../../../../src/features/account/statementWorkbook';

/** Texts a hostile or careless product name could hold: each must stay text in the file. */
const FORMULA_LIKE = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)'];

const entry = (index: number, name: string): LedgerEntry => ({
  _id: `e${index}`,
  product: {
    data: {
      sku: FORMULA_LIKE[index % FORMULA_LIKE.length],
      en: { name },
      ar: { name },
    } as LedgerEntry['product']['data'],
  },
  transaction: {
    transaction_time: `2026-10-0${index + 1}T10:00:00.000Z`,
    order_ref_id: `@ORD-${index}`,
    type: index % 2 ? 'DR' : 'CR',
    amount: 10.5,
    balance_after: 100 - index,
    kind: null,
    reference: null,
  },
});

const ARABIC: Record<string, string> = {
  'account.statement.sheet': 'كشف الحساب',
  'account.columns.date': 'التاريخ',
  'account.columns.name': 'الاسم',
  'account.columns.sku': 'رمز المنتج',
  'account.columns.orderId': 'رقم الطلب',
  'account.columns.credit': 'دائن',
  'account.columns.debit': 'مدين',
  'account.columns.balanceAfter': 'الرصيد بعد',
};

describe('buildStatementWorkbook', () => {
  it('writes every text that looks like a formula as text, in an Arabic right-to-left sheet', async () => {
    const bytes = await buildStatementWorkbook(
      {
        entries: FORMULA_LIKE.map((name, index) => entry(index, name)),
        opening: 89.5,
        credits: 21,
        debits: 21,
        closing: 97,
        truncated: false,
      },
      'ar',
      (key) => ARABIC[key] ?? key,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('كشف الحساب');
    expect(sheet).toBeDefined();
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...Object.values(ARABIC).slice(1)]);
    // Under the headers, the opening balance; the entries follow, oldest first.
    for (let row = 3; row <= FORMULA_LIKE.length + 2; row += 1) {
      for (const column of [2, 3, 4]) {
        const cell = sheet?.getRow(row).getCell(column);
        expect(cell?.type, `row ${row} column ${column}`).toBe(ExcelJS.ValueType.String);
        expect(cell?.formula).toBeUndefined();
      }
      expect(sheet?.getRow(row).getCell(2).value).toBe(FORMULA_LIKE[row - 3]);
    }
    // Amounts stay numbers, credit and debit in their own columns.
    expect(sheet?.getRow(3).getCell(5).value).toBe(10.5);
    expect(sheet?.getRow(4).getCell(6).value).toBe(10.5);
    expect(sheet?.getRow(4).getCell(7).value).toBe(99);
  });

  it('opens at the statement’s opening balance, lists entries oldest first with their sums, closes, and names payouts', async () => {
    const payout = (
      index: number,
      kind: 'withdrawal' | 'compensation',
      type: 'CR' | 'DR',
      after: number,
    ) => ({
      _id: `p${index}`,
      product: { data: null },
      transaction: {
        transaction_time: `2026-11-0${index}T10:00:00.000Z`,
        order_ref_id: null,
        type,
        amount: 50,
        balance_after: after,
        kind,
        reference: `REF-${index}`,
      },
    });
    const bytes = await buildStatementWorkbook(
      {
        entries: [payout(1, 'compensation', 'CR', 300), payout(2, 'withdrawal', 'DR', 250)],
        opening: 250,
        credits: 50,
        debits: 50,
        closing: 250,
        truncated: false,
      },
      'en',
      (key, values) =>
        key === 'account.kinds.withdrawal' || key === 'account.kinds.compensation'
          ? `${key.split('.').at(-1)} ${values?.reference}`
          : key,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0];
    const column = (index: number) => [2, 3, 4, 5, 6].map((row) => sheet?.getRow(row).getCell(index).value);
    expect(column(2)).toEqual([
      'account.statement.opening',
      'compensation REF-1',
      'withdrawal REF-2',
      'account.statement.totals',
      'account.statement.closing',
    ]);
    expect(column(5)).toEqual([null, 50, null, 50, null]);
    expect(column(6)).toEqual([null, null, 50, 50, null]);
    expect(column(7)).toEqual([250, 300, 250, null, 250]);
  });
});
