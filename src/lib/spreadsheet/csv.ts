/**
 * Reads a CSV file as spreadsheet programs save it: UTF-8 (with or without a byte-order mark), UTF-16 (Excel's
 * "Unicode text"), or Windows-1256, which Excel uses for Arabic CSV on Arabic Windows; comma, semicolon (where
 * the decimal separator is a comma) or tab between values; quotes as RFC 4180 has them.
 */
import { cellRef, SheetReadError, type SheetRow } from './cells';
import type { Deadline } from './deadline';
import type { SheetLimits } from './limits';

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1256';

export const detectEncoding = (bytes: Uint8Array): { encoding: CsvEncoding; bom: number } => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bom: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bom: 0 };
  } catch {
    return { encoding: 'windows-1256', bom: 0 };
  }
};

/** Plain text, not a binary file or a web page saved with a spreadsheet name. */
const looksLikeText = (text: string): boolean => {
  const head = text.slice(0, 4096);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u0008\u000E-\u001F]/.test(head)) return false;
  // A header row never starts with markup: that is a web page or a script renamed .csv.
  return !/^\s*<[a-z!?/]/i.test(head);
};

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter that splits the first line (outside quotes) into the most fields. */
const detectDelimiter = (text: string): string => {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (let at = 0; at < text.length && at < 65_536; at += 1) {
    const char = text[at]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ',';
  for (const delimiter of DELIMITERS) if (counts.get(delimiter)! > counts.get(best)!) best = delimiter;
  return best;
};

export const decodeCsv = (bytes: Uint8Array): string => {
  const { encoding, bom } = detectEncoding(bytes);
  const text = new TextDecoder(encoding).decode(bytes.subarray(bom));
  if (!looksLikeText(text)) throw new SheetReadError('unreadable');
  return text;
};

export const readCsv = (bytes: Uint8Array, limits: SheetLimits, deadline: Deadline): SheetRow[] => {
  let text = decodeCsv(bytes);
  // Excel's "sep=;" first line names the delimiter.
  const sepLine = /^sep=(.)\r?\n/.exec(text);
  const delimiter = sepLine ? sepLine[1]! : detectDelimiter(text);
  if (sepLine) text = text.slice(sepLine[0].length);

  const rows: SheetRow[] = [];
  let row: SheetRow = [];
  let field: string[] = [];
  let fieldLength = 0;
  let quoted = false;
  let dataRows = 0;
  let rowChars = 0;
  let textChars = 0;
  let at = 0;

  const endField = () => {
    const value = field.join('');
    if (row.length >= limits.columns && value.trim() !== '') {
      throw new SheetReadError('tooManyColumns', cellRef(row.length, rows.length + 1));
    }
    row.push(value === '' ? null : value);
    field = [];
    fieldLength = 0;
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell !== null && String(cell).trim() !== '')) {
      dataRows += 1;
      if (dataRows > limits.rows + 1) throw new SheetReadError('tooManyRows');
    }
    rows.push(row.length > limits.columns ? row.slice(0, limits.columns) : row);
    row = [];
    rowChars = 0;
  };
  const append = (piece: string) => {
    fieldLength += piece.length;
    rowChars += piece.length;
    textChars += piece.length;
    const ref = () => cellRef(row.length, rows.length + 1);
    if (fieldLength > limits.cellChars) throw new SheetReadError('cellTooLong', ref());
    if (rowChars > limits.rowChars) throw new SheetReadError('rowTooLong', ref());
    if (textChars > limits.textChars) throw new SheetReadError('textTooLong');
    field.push(piece);
  };

  while (at < text.length) {
    deadline.check();
    if (quoted) {
      const close = text.indexOf('"', at);
      if (close < 0) {
        append(text.slice(at));
        at = text.length;
      } else if (text[close + 1] === '"') {
        append(text.slice(at, close + 1));
        at = close + 2;
      } else {
        append(text.slice(at, close));
        quoted = false;
        at = close + 1;
      }
      continue;
    }
    const char = text[at]!;
    if (char === '"' && fieldLength === 0) {
      quoted = true;
      at += 1;
    } else if (char === delimiter) {
      endField();
      at += 1;
    } else if (char === '\r' || char === '\n') {
      endRow();
      at += char === '\r' && text[at + 1] === '\n' ? 2 : 1;
    } else {
      // Copy the run up to the next special character in one piece.
      let end = at + 1;
      while (end < text.length) {
        const next = text[end];
        if (next === delimiter || next === '\r' || next === '\n' || next === '"') break;
        end += 1;
      }
      append(text.slice(at, end));
      at = end;
    }
  }
  if (field.length > 0 || row.length > 0) endRow();
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell === null)) rows.pop();
  return rows;
};
