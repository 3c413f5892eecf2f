/**
 * What the spreadsheet readers hand to the rules: rows of cells as the seller sees them, with the cells
 * that have no usable value kept apart so the rules can name them instead of reading them as empty.
 */

/** A cell formatted as a date: `text` is what the spreadsheet program shows, e.g. "23/11/2026". */
export interface DateCell {
  kind: 'date';
  text: string;
}

/** A formula whose result is an error (#DIV/0!, #N/A, #REF!…). */
export interface ErrorCell {
  kind: 'error';
  text: string;
}

/** A formula saved without a computed value (files written by programs that do not calculate). */
export interface FormulaCell {
  kind: 'formula';
  formula: string;
}

/**
 * A number cell whose number format shows something else than the plain number: `text` is what the seller
 * sees (`00123` for 123 under `00000`, `50%` for 0.5 under `0%`). Numbers shown as themselves stay plain
 * numbers.
 */
export interface NumberCell {
  kind: 'number';
  value: number;
  text: string;
  percent: boolean;
}

export type SheetCell = null | string | number | boolean | DateCell | ErrorCell | FormulaCell | NumberCell;

export type SheetRow = SheetCell[];

/** Read failures of the whole file; the rules never see such a file. */
export const SHEET_READ_ERROR_CODES = [
  'fileTooLarge',
  'entryTooLarge',
  'uncompressedTooLarge',
  'tooManyRows',
  'tooManyColumns',
  'cellTooLong',
  'rowTooLong',
  'textTooLong',
  'timeout',
  'xlsFormat',
  'odsFormat',
  'unreadable',
] as const;

export type SheetReadErrorCode = (typeof SHEET_READ_ERROR_CODES)[number];

export class SheetReadError extends Error {
  readonly code: SheetReadErrorCode;
  /** The cell concerned (e.g. "C7"), when there is one. */
  readonly cell: string | null;

  constructor(code: SheetReadErrorCode, cell: string | null = null) {
    super(code);
    this.name = 'SheetReadError';
    this.code = code;
    this.cell = cell;
  }
}

/** "A", "B", … "Z", "AA": the column letters a spreadsheet program shows for a zero-based index. */
export const columnLetter = (index: number): string => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
};

/** The A1 reference of a zero-based column index and a one-based row number. */
export const cellRef = (columnIndex: number, row: number): string => `${columnLetter(columnIndex)}${row}`;

/** The text a cell shows, for quoting it back to the seller and for text columns. */
export const cellText = (cell: SheetCell): string => {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)));
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell.kind === 'formula') return `=${cell.formula}`;
  return cell.text;
};
