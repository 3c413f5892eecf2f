/**
 * The bank transfer file of a batch of approved withdrawal requests: one row per transfer (beneficiary, IBAN,
 * bank, amount, reference), as .csv or .xlsx, for the bank's bulk transfer upload. Every cell is text: a name
 * that starts with =, +, - or @ is never run as a formula by the spreadsheet that opens it.
 */
import type { Withdrawal } from '../../api/types';
import { bankByCode } from '../../lib/banks';

export const TRANSFER_COLUMNS = ['beneficiary', 'iban', 'bank', 'amount', 'reference'] as const;
export type TransferColumn = (typeof TRANSFER_COLUMNS)[number];

export type TransferRow = Record<TransferColumn, string>;

/** The rows of the file: the bank's English name (as banks read it), the amount with two decimals. */
export const transferRows = (withdrawals: readonly Withdrawal[]): TransferRow[] =>
  withdrawals.map((withdrawal) => ({
    beneficiary: withdrawal.account_holder_name,
    iban: withdrawal.iban,
    bank: bankByCode(withdrawal.bank_code)?.name.en ?? withdrawal.bank_code,
    amount: withdrawal.amount.toFixed(2),
    reference: withdrawal.reference,
  }));

/** A cell a spreadsheet would read as a formula starts with one of these (or a tab or carriage return before one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that no spreadsheet runs: an apostrophe before what would start a formula. */
export const formulaSafe = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const csvCell = (value: string): string => {
  const safe = formulaSafe(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * The CSV text: a header line, then a line per transfer, CRLF-ended as RFC 4180 says, with a byte order mark so
 * Excel reads the Arabic of a beneficiary's name as UTF-8.
 */
export const transferCsv = (rows: readonly TransferRow[], headers: Record<TransferColumn, string>): string =>
  `\uFEFF${[
    TRANSFER_COLUMNS.map((column) => csvCell(headers[column])),
    ...rows.map((row) => TRANSFER_COLUMNS.map((column) => csvCell(row[column]))),
  ]
    .map((cells) => cells.join(','))
    .join('\r\n')}\r\n`;
