/**
 * Reads the product sheet of an .xlsx as the seller sees it: shared and inline strings, numbers, dates in
 * their display format, error cells and formulas without a computed value kept apart, merged ranges given
 * to every cell they cover. Every limit is checked while reading.
 */
import { cellRef, cellText, SheetReadError, type SheetCell, type SheetRow } from './cells';
import { dateFormatOf, formatDateSerial } from './dates';
import { numberFormatCode, showNumber } from './numberFormats';
import type { Deadline } from './deadline';
import type { SheetLimits } from './limits';
import { readSchemaRows, SCHEMA_SHEET_NAME, type TemplateSchema } from './schemaSheet';
import { decodeEntities, scanXml, type Attributes } from './xml';
import { ZipArchive } from './zip';

interface SheetRef {
  name: string;
  path: string;
  hidden: boolean;
}

interface Workbook {
  sheets: SheetRef[];
  /** Set by writers that do not calculate (openpyxl, xlsxwriter): cached formula values are placeholders. */
  formulasUncomputed: boolean;
  date1904: boolean;
}

interface Styles {
  /** Date format code of each cell style index, or null when the style is not a date. */
  dateFormats: (string | null)[];
  /** Number format code of each cell style index, or null for General. */
  numberFormats: (string | null)[];
}

/**
 * Excel writes characters XML cannot hold (and an underscore that would read as one) as `_xHHHH_`: `_x000D_` is a
 * carriage return, `_x005F_` an underscore, so `_x005F_x000D_` is the text `_x000D_`. Read left to right in
 * one pass, as Excel reads them.
 */
export const decodeExcelEscapes = (text: string): string =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;

const ODS_MIME = 'application/vnd.oasis.opendocument';

const dirname = (path: string): string => path.slice(0, path.lastIndexOf('/') + 1);

/** Resolves a relationship target against the folder of the part that names it. */
const resolvePath = (base: string, target: string): string => {
  if (target.startsWith('/')) return target.slice(1);
  const parts = (dirname(base) + target).split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.') resolved.push(part);
  }
  return resolved.join('/');
};

const relsPathOf = (part: string): string =>
  `${dirname(part)}_rels/${part.slice(part.lastIndexOf('/') + 1)}.rels`;

const readRelationships = (zip: ZipArchive, part: string, deadline: Deadline): Map<string, Attributes> => {
  const relations = new Map<string, Attributes>();
  const xml = zip.readText(relsPathOf(part));
  if (xml === null) return relations;
  scanXml(
    xml,
    {
      open(name, attributes) {
        if (name === 'Relationship' && attributes.Id) relations.set(attributes.Id, attributes);
      },
    },
    deadline,
  );
  return relations;
};

const workbookPath = (zip: ZipArchive, deadline: Deadline): string => {
  for (const relation of readRelationships(zip, '', deadline).values()) {
    if ((relation.Type ?? '').endsWith('/officeDocument') && relation.Target) {
      return resolvePath('', relation.Target);
    }
  }
  return 'xl/workbook.xml';
};

const readWorkbook = (zip: ZipArchive, path: string, deadline: Deadline): Workbook => {
  const xml = zip.readText(path);
  if (xml === null) throw new SheetReadError('unreadable');
  const relations = readRelationships(zip, path, deadline);
  const workbook: Workbook = { sheets: [], formulasUncomputed: false, date1904: false };
  scanXml(
    xml,
    {
      open(name, attributes) {
        if (name === 'sheet') {
          const target = relations.get(attributes.id ?? '')?.Target;
          if (!target) return;
          workbook.sheets.push({
            name: attributes.name ?? '',
            path: resolvePath(path, target),
            hidden: attributes.state === 'hidden' || attributes.state === 'veryHidden',
          });
        } else if (name === 'calcPr') {
          workbook.formulasUncomputed =
            attributes.fullCalcOnLoad === '1' || attributes.fullCalcOnLoad === 'true';
        } else if (name === 'workbookPr') {
          workbook.date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
        }
      },
    },
    deadline,
  );
  return workbook;
};

const partOf = (zip: ZipArchive, workbook: string, type: string, fallback: string, deadline: Deadline) => {
  for (const relation of readRelationships(zip, workbook, deadline).values()) {
    if ((relation.Type ?? '').endsWith(`/${type}`) && relation.Target)
      return resolvePath(workbook, relation.Target);
  }
  return fallback;
};

/** Shared strings: plain or rich text (runs joined); phonetic guides (rPh) are not part of the text. */
const readSharedStrings = (zip: ZipArchive, path: string, deadline: Deadline): string[] => {
  const xml = zip.readText(path);
  if (xml === null) return [];
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  scanXml(
    xml,
    {
      open(name, _attributes, selfClosing) {
        if (name === 'si') current = [];
        else if (name === 'rPh' && !selfClosing) phonetic += 1;
        else if (name === 't' && !selfClosing) inText = phonetic === 0;
      },
      close(name) {
        if (name === 'si') {
          strings.push(current ? decodeExcelEscapes(current.join('')) : '');
          current = null;
        } else if (name === 'rPh') phonetic = Math.max(0, phonetic - 1);
        else if (name === 't') inText = false;
      },
      text(raw) {
        if (inText && current) current.push(decodeEntities(raw));
      },
    },
    deadline,
  );
  return strings;
};

const readStyles = (zip: ZipArchive, path: string, deadline: Deadline): Styles => {
  const xml = zip.readText(path);
  const styles: Styles = { dateFormats: [], numberFormats: [] };
  if (xml === null) return styles;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  scanXml(
    xml,
    {
      open(name, attributes) {
        if (name === 'numFmt') custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          const id = Number(attributes.numFmtId ?? 0);
          styles.dateFormats.push(dateFormatOf(id, custom.get(id)));
          styles.numberFormats.push(numberFormatCode(id, custom.get(id)));
        }
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    },
    deadline,
  );
  return styles;
};

/** "BC12" → { column: 54, row: 12 }. */
const parseRef = (ref: string): { column: number; row: number } | null => {
  const match = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(ref);
  if (!match) return null;
  let column = 0;
  for (const letter of match[1]!.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { column: column - 1, row: Number(match[2]) };
};

interface SheetContext {
  sharedStrings: string[];
  styles: Styles;
  workbook: Workbook;
  limits: SheetLimits;
  deadline: Deadline;
}

const isBlank = (cell: SheetCell): boolean =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

const isTrue = (value: string | undefined): boolean => value === '1' || value === 'true';

/** A number cell as its format shows it: a date, a number shown otherwise (`00123`, `50%`), or the number. */
const numberCell = (number: number, style: number, context: SheetContext): SheetCell => {
  const { styles, workbook } = context;
  const dateFormat = styles.dateFormats[style] ?? null;
  if (dateFormat) return { kind: 'date', text: formatDateSerial(number, dateFormat, workbook.date1904) };
  const code = styles.numberFormats[style] ?? null;
  const shown = code ? showNumber(number, code) : null;
  if (!shown || (!shown.percent && shown.text === cellText(number))) return number;
  return { kind: 'number', value: number, text: shown.text, percent: shown.percent };
};

/** One column's AutoFilter: the values it shows (compared as the cells show them) and whether blanks are shown. */
interface FilterColumn {
  column: number;
  values: Set<string>;
  blank: boolean;
}

const filterKey = (text: string): string => text.trim().toLowerCase();

/** Thrown by the reader of a sheet's first rows once it has them. */
class EnoughRows extends Error {}

export interface SheetContent {
  rows: SheetRow[];
  /** Row numbers (1-based) hidden by hand or filtered out by an AutoFilter, among the rows with data. */
  hiddenRows: number[];
  /** Column indexes (0-based) hidden in the sheet. */
  hiddenColumns: number[];
}

/**
 * A sheet's rows. Only cells with a value count against the row and column limits: programs write styled
 * empty cells and rows far beyond the data, and those are read past. With `maxRow`, only the rows up to it
 * are read (to find which sheet holds the products).
 */
const readSheetRows = (xml: string, context: SheetContext, maxRow = Infinity): SheetContent => {
  const { sharedStrings, workbook, limits, deadline } = context;
  const rows = new Map<number, SheetRow>();
  const merges: string[] = [];
  const hiddenRows = new Set<number>();
  const hiddenColumns = new Set<number>();
  let filterRange: string | null = null;
  const filters: FilterColumn[] = [];
  let currentFilter: FilterColumn | null = null;
  let dataRows = 0;
  let rowNumber = 0;
  let rowChars = 0;
  const text = { chars: 0 };
  let rowHasData = false;
  let nextColumn = 0;
  let cell: {
    column: number;
    type: string;
    style: number;
    formula: string | null;
    hasFormula: boolean;
  } | null = null;
  let value: string[] = [];
  let collecting: 'v' | 'f' | 't' | null = null;
  let formulaText: string[] = [];
  let inlineText: string[] = [];
  let inInline = false;
  let phonetic = 0;
  // A huge gap of empty rows could make a sparse sheet as costly as a full one.
  const maxRowNumber = limits.rows * 4 + 1;

  const finishCell = () => {
    if (!cell) return;
    const raw = value.join('');
    const ref = cellRef(cell.column, rowNumber);
    let result: SheetCell;
    if (cell.type === 'inlineStr') result = decodeExcelEscapes(inlineText.join(''));
    else if (cell.hasFormula && (raw === '' || workbook.formulasUncomputed)) {
      result = { kind: 'formula', formula: cell.formula ?? '' };
    } else if (raw === '') result = null;
    else if (cell.type === 's') {
      const index = Number(raw);
      if (!Number.isInteger(index) || index < 0 || index >= sharedStrings.length)
        throw new SheetReadError('unreadable');
      result = sharedStrings[index]!;
    } else if (cell.type === 'str') result = decodeExcelEscapes(raw);
    else if (cell.type === 'b') result = raw === '1' || raw.toLowerCase() === 'true';
    else if (cell.type === 'e') result = { kind: 'error', text: raw };
    else if (cell.type === 'd') result = { kind: 'date', text: raw.slice(0, 10) };
    else {
      const number = Number(raw);
      if (!Number.isFinite(number)) throw new SheetReadError('unreadable');
      result = numberCell(number, cell.style, context);
    }
    if (typeof result === 'string') {
      if (result.length > limits.cellChars) throw new SheetReadError('cellTooLong', ref);
      rowChars += result.length;
      if (rowChars > limits.rowChars) throw new SheetReadError('rowTooLong', ref);
      countText(text, result.length, limits);
    }
    if (!isBlank(result)) {
      if (cell.column >= limits.columns) throw new SheetReadError('tooManyColumns', ref);
      if (rowNumber > maxRowNumber) throw new SheetReadError('tooManyRows');
      if (!rowHasData) {
        rowHasData = true;
        dataRows += 1;
        // The header row plus the allowed data rows.
        if (dataRows > limits.rows + 1) throw new SheetReadError('tooManyRows');
      }
      let row = rows.get(rowNumber);
      if (!row) {
        row = [];
        rows.set(rowNumber, row);
      }
      row[cell.column] = result;
    }
    cell = null;
  };

  const handlers: Parameters<typeof scanXml>[1] = {
    open(name, attributes, selfClosing) {
      switch (name) {
        case 'row': {
          const r = Number(attributes.r);
          rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
          if (rowNumber > maxRow) throw new EnoughRows();
          if (isTrue(attributes.hidden)) hiddenRows.add(rowNumber);
          rowHasData = false;
          rowChars = 0;
          nextColumn = 0;
          break;
        }
        case 'col': {
          const first = Number(attributes.min);
          const last = Math.min(Number(attributes.max), limits.columns);
          if (isTrue(attributes.hidden) && Number.isInteger(first) && first > 0) {
            for (let index = first; index <= last; index += 1) hiddenColumns.add(index - 1);
          }
          break;
        }
        case 'autoFilter':
          filterRange = attributes.ref ?? null;
          break;
        case 'filterColumn': {
          const column = Number(attributes.colId);
          currentFilter =
            Number.isInteger(column) && column >= 0 ? { column, values: new Set(), blank: false } : null;
          break;
        }
        case 'filters':
          if (currentFilter) {
            currentFilter.blank = isTrue(attributes.blank);
            filters.push(currentFilter);
          }
          break;
        case 'filter':
          if (currentFilter && attributes.val !== undefined)
            currentFilter.values.add(filterKey(attributes.val));
          break;
        case 'dateGroupItem':
          // Dates grouped by year or month: not compared here; Excel marks the rows it hides as hidden.
          if (currentFilter) filters.splice(filters.indexOf(currentFilter), 1);
          currentFilter = null;
          break;
        case 'c': {
          const position = attributes.r ? parseRef(attributes.r) : null;
          const column = position ? position.column : nextColumn;
          if (position && position.row !== rowNumber) {
            rowNumber = position.row;
            if (rowNumber > maxRow) throw new EnoughRows();
          }
          nextColumn = column + 1;
          cell = {
            column,
            type: attributes.t ?? 'n',
            style: Number(attributes.s ?? 0),
            formula: null,
            hasFormula: false,
          };
          value = [];
          inlineText = [];
          if (selfClosing) finishCell();
          break;
        }
        case 'v':
          if (!selfClosing) collecting = 'v';
          break;
        case 'f':
          if (cell) cell.hasFormula = true;
          formulaText = [];
          if (!selfClosing) collecting = 'f';
          break;
        case 'is':
          inInline = true;
          break;
        case 'rPh':
          if (!selfClosing) phonetic += 1;
          break;
        case 't':
          if (inInline && !selfClosing && phonetic === 0) collecting = 't';
          break;
        case 'mergeCell':
          if (attributes.ref) merges.push(attributes.ref);
          break;
        default:
      }
    },
    close(name) {
      switch (name) {
        case 'c':
          finishCell();
          break;
        case 'v':
        case 't':
          collecting = null;
          break;
        case 'f':
          collecting = null;
          if (cell) cell.formula = decodeEntities(formulaText.join(''));
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          phonetic = Math.max(0, phonetic - 1);
          break;
        case 'filterColumn':
          currentFilter = null;
          break;
        default:
      }
    },
    text(raw) {
      if (collecting === 'v') value.push(decodeEntities(raw));
      else if (collecting === 'f') formulaText.push(raw);
      else if (collecting === 't') inlineText.push(decodeEntities(raw));
    },
  };
  try {
    scanXml(xml, handlers, deadline);
  } catch (error) {
    if (!(error instanceof EnoughRows)) throw error;
  }

  const lastRow = Math.max(0, ...rows.keys());
  const dense: SheetRow[] = Array.from({ length: lastRow }, (_, index) => rows.get(index + 1) ?? []);
  applyMerges(dense, merges, { limits, deadline, text });
  const complete = dense.map((row) => Array.from(row, (item) => item ?? null));
  for (const row of filteredOut(complete, filterRange, filters)) hiddenRows.add(row);
  return {
    rows: complete,
    hiddenRows: [...hiddenRows].filter((row) => rows.has(row)).sort((a, b) => a - b),
    hiddenColumns: [...hiddenColumns].sort((a, b) => a - b),
  };
};

/**
 * The rows an AutoFilter of value lists leaves out, for files whose writer saved the filter without hiding
 * the rows it filters (Excel and LibreOffice hide them too; openpyxl leaves that to the program that opens it).
 */
const filteredOut = (rows: readonly SheetRow[], range: string | null, filters: FilterColumn[]): number[] => {
  if (!range || filters.length === 0) return [];
  const [from, to] = range.split(':');
  const start = from ? parseRef(from) : null;
  const end = to ? parseRef(to) : null;
  if (!start || !end) return [];
  const out: number[] = [];
  for (let row = start.row + 1; row <= Math.min(end.row, rows.length); row += 1) {
    const cells = rows[row - 1] ?? [];
    const shown = filters.every(({ column, values, blank }) => {
      const text = cellText(cells[start.column + column] ?? null);
      return text.trim() === '' ? blank : values.has(filterKey(text));
    });
    if (!shown) out.push(row);
  }
  return out;
};

/** The sheet's text, counted as it is read: repeating one long shared string must not multiply what is stored. */
const countText = (text: { chars: number }, chars: number, limits: SheetLimits): void => {
  text.chars += chars;
  if (text.chars > limits.textChars) throw new SheetReadError('textTooLong');
};

/** Gives every cell of a merged range the value of its top-left cell, within the data actually read. */
const applyMerges = (
  rows: SheetRow[],
  merges: string[],
  { limits, deadline, text }: { limits: SheetLimits; deadline: Deadline; text: { chars: number } },
): void => {
  for (const merge of merges) {
    const [from, to] = merge.split(':');
    const start = from ? parseRef(from) : null;
    const end = to ? parseRef(to) : start;
    if (!start || !end) continue;
    const anchor = rows[start.row - 1]?.[start.column] ?? null;
    if (anchor === null) continue;
    const lastRow = Math.min(end.row, rows.length);
    const lastColumn = Math.min(end.column, limits.columns - 1);
    for (let row = start.row; row <= lastRow; row += 1) {
      const cells = rows[row - 1]!;
      for (let column = start.column; column <= lastColumn; column += 1) {
        deadline.check();
        if (row !== start.row || column !== start.column) {
          cells[column] = anchor;
          if (typeof anchor === 'string') countText(text, anchor.length, limits);
        }
      }
    }
  }
};

/** A sheet of the workbook as offered to the choice of the product sheet: its name and first rows. */
export interface SheetCandidate {
  name: string;
  hidden: boolean;
  firstRows: SheetRow[];
}

/**
 * Picks the sheet that holds the products (an index into `candidates`, which lists every sheet but the
 * template's schema sheet, in workbook order), from their first rows and the schema when there is one.
 */
export type SheetChooser = (candidates: SheetCandidate[], schema: TemplateSchema | null) => number;

/** How many rows of each sheet a chooser sees. */
export const CANDIDATE_ROWS = 10;

/** Without a chooser: the sheet the schema names, else the first visible one. */
const firstVisibleSheet: SheetChooser = (candidates, schema) => {
  const named = candidates.findIndex((sheet) => schema && sheet.name === schema.dataSheet);
  if (named >= 0) return named;
  return Math.max(
    0,
    candidates.findIndex((sheet) => !sheet.hidden),
  );
};

export interface XlsxContent extends SheetContent {
  schema: TemplateSchema | null;
  /** The name of the sheet read. */
  sheet: string;
}

export const readXlsx = (
  bytes: Uint8Array,
  limits: SheetLimits,
  deadline: Deadline,
  choose: SheetChooser = firstVisibleSheet,
): XlsxContent => {
  const zip = new ZipArchive(bytes, limits, deadline);
  const mimetype = zip.has('mimetype') ? zip.readText('mimetype') : null;
  if (mimetype?.startsWith(ODS_MIME)) throw new SheetReadError('odsFormat');
  const workbookPart = workbookPath(zip, deadline);
  if (!zip.has(workbookPart)) {
    throw new SheetReadError(zip.has('content.xml') ? 'odsFormat' : 'unreadable');
  }
  const workbook = readWorkbook(zip, workbookPart, deadline);
  const context: SheetContext = {
    sharedStrings: readSharedStrings(
      zip,
      partOf(zip, workbookPart, 'sharedStrings', 'xl/sharedStrings.xml', deadline),
      deadline,
    ),
    styles: readStyles(zip, partOf(zip, workbookPart, 'styles', 'xl/styles.xml', deadline), deadline),
    workbook,
    limits,
    deadline,
  };
  const readRows = (sheet: SheetRef, maxRow?: number) => {
    const xml = zip.readText(sheet.path);
    if (xml === null) throw new SheetReadError('unreadable');
    return readSheetRows(xml, context, maxRow);
  };
  const schemaSheet = workbook.sheets.find((sheet) => sheet.name === SCHEMA_SHEET_NAME);
  const schema = schemaSheet ? readSchemaRows(readRows(schemaSheet).rows) : null;
  const sheets = workbook.sheets.filter((sheet) => sheet !== schemaSheet);
  if (sheets.length === 0) throw new SheetReadError('unreadable');
  const chosen =
    sheets.length === 1
      ? sheets[0]!
      : sheets[
          choose(
            sheets.map((sheet) => ({
              name: sheet.name,
              hidden: sheet.hidden,
              firstRows: readRows(sheet, CANDIDATE_ROWS).rows,
            })),
            schema,
          )
        ];
  if (!chosen) throw new SheetReadError('unreadable');
  return { ...readRows(chosen), schema, sheet: chosen.name };
};
