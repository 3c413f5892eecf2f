import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { aWithdrawal } from '../../../fixtures/apiShapes';
import {
  formulaSafe,
  transferCsv,
  transferRows,
  TRANSFER_COLUMNS,
} from '../../../../src/features/payouts/transferFile';
import { buildTransferWorkbook } from '../../../../src/features/payouts/transferWorkbook';

const HEADERS = {
  beneficiary: 'Beneficiary',
  iban: 'IBAN',
  bank: 'Bank',
  amount: 'Amount',
  reference: 'Reference',
};

/** Names a careless or hostile seller could type as the account holder. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example","x")',
  '+20 100',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  'منى, "عادل"',
];

const rows = transferRows(
  HOSTILE.map((name, index) =>
    aWithdrawal({
      _id: `w${index}`,
      reference: `WD-000000000${index}`,
      account_holder_name: name,
      amount: 1500 + index / 4,
      bank_code: index === 0 ? 'NBE' : 'UNKNOWN',
    }),
  ),
);

describe('the bank transfer file', () => {
  it('names the bank in English, writes the amount with two decimals and keeps the IBAN whole', () => {
    expect(rows[0]).toEqual({
      beneficiary: HOSTILE[0],
      iban: 'EG380019000500000000263180002',
      bank: 'National Bank of Egypt',
      amount: '1500.00',
      reference: 'WD-0000000000',
    });
    expect(rows[1]?.bank).toBe('UNKNOWN');
    expect(rows[1]?.amount).toBe('1500.25');
  });

  it('as CSV: a byte order mark, CRLF lines, quotes where needed, and no cell a spreadsheet would run', () => {
    const csv = transferCsv(rows, HEADERS);
    expect(csv.startsWith('\uFEFFBeneficiary,IBAN,Bank,Amount,Reference\r\n')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(HOSTILE.length + 1);
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")",EG380019000500000000263180002,National Bank of Egypt,1500.00,WD-0000000000`,
    );
    expect(lines[2]?.startsWith("'+20 100,")).toBe(true);
    expect(lines[3]?.startsWith("'-2+3,")).toBe(true);
    expect(lines[4]?.startsWith("'@SUM(A1),")).toBe(true);
    expect(lines[5]?.startsWith("'\t=1+1,")).toBe(true);
    expect(lines[6]?.startsWith('"منى, ""عادل""",')).toBe(true);
    expect(formulaSafe('Mona')).toBe('Mona');
  });

  it('as .xlsx: every cell a text cell, none a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildTransferWorkbook(rows, HEADERS, 'Transfers'));
    const sheet = workbook.getWorksheet('Transfers');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      ...TRANSFER_COLUMNS.map((column) => HEADERS[column]),
    ]);
    for (let row = 2; row <= HOSTILE.length + 1; row += 1) {
      for (let column = 1; column <= TRANSFER_COLUMNS.length; column += 1) {
        const cell = sheet?.getRow(row).getCell(column);
        expect(cell?.type, `row ${row} column ${column}`).toBe(ExcelJS.ValueType.String);
        expect(cell?.formula).toBeUndefined();
      }
      expect(sheet?.getRow(row).getCell(1).value).toBe(HOSTILE[row - 2]);
    }
  });
});
