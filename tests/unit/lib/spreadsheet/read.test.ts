/**
 * The spreadsheet reader against files written by real programs (tests/fixtures/spreadsheets, made by
 * make_fixtures.py with openpyxl, xlsxwriter and LibreOffice; expected.json says what each holds), and
 * against crafted and hostile files (craft.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COMMON_HEADERS } from '../../../../server/demo/catalogue';
import {
  cellRef,
  SheetReadError,
  type SheetCell,
  type SheetReadErrorCode,
  type SheetRow,
} from '../../../../src/lib/spreadsheet/cells';
import {
  stripInvisible,
  templateColumns,
  type TemplateLanguage,
} from '../../../../src/lib/spreadsheet/columns';
import { DEFAULT_SHEET_LIMITS } from '../../../../src/lib/spreadsheet/limits';
import { readSpreadsheet, type ReadSheet } from '../../../../src/lib/spreadsheet/read';
import type { TemplateSchema } from '../../../../src/lib/spreadsheet/schemaSheet';
import {
  craftXlsx,
  deepNesting,
  excelSerial,
  farCell,
  hugeMerge,
  longTextRun,
  manyColumns,
  manyRows,
  repeatedSharedString,
  schemaSheet,
  zipBomb,
} from '../../../fixtures/spreadsheets/craft';

const FIXTURES = join(__dirname, '../../../fixtures/spreadsheets/');

interface ManifestEntry {
  covers: string;
  format?: 'xlsx' | 'csv';
  rows?: SheetRow[];
  schema?: TemplateSchema | null;
  throws?: SheetReadErrorCode;
}

const manifest = JSON.parse(readFileSync(`${FIXTURES}expected.json`, 'utf8')) as Record<
  string,
  ManifestEntry
>;

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(`${FIXTURES}${name}`));

/** Rows may or may not carry trailing empty cells, and trailing empty rows may be dropped. */
const trimmed = (rows: readonly SheetRow[]): SheetRow[] => {
  const out = rows.map((row) => {
    let end = row.length;
    while (end > 0 && (row[end - 1] ?? null) === null) end -= 1;
    return row.slice(0, end);
  });
  while (out.length > 0 && out[out.length - 1]!.length === 0) out.pop();
  return out;
};

const show = (cell: SheetCell | undefined): string => (cell === undefined ? 'nothing' : JSON.stringify(cell));

/** Every cell that differs, as "C4: expected …, got …", so a failure names each cell. */
const differences = (expected: readonly SheetRow[], got: readonly SheetRow[]): string[] => {
  const want = trimmed(expected);
  const have = trimmed(got);
  const found: string[] = [];
  for (let row = 0; row < Math.max(want.length, have.length); row += 1) {
    const a = want[row] ?? [];
    const b = have[row] ?? [];
    for (let column = 0; column < Math.max(a.length, b.length); column += 1) {
      const x = a[column] ?? null;
      const y = b[column] ?? null;
      if (JSON.stringify(x) !== JSON.stringify(y) && !(typeof x === 'number' && x === y)) {
        found.push(`${cellRef(column, row + 1)}: expected ${show(x)}, got ${show(y)}`);
      }
    }
  }
  return found;
};

const read = (bytes: Uint8Array): ReadSheet => readSpreadsheet(bytes, DEFAULT_SHEET_LIMITS);

const readError = (bytes: Uint8Array): SheetReadError => {
  try {
    const sheet = read(bytes);
    throw new Error(`read without an error: ${sheet.rows.length} rows`);
  } catch (error) {
    if (error instanceof SheetReadError) return error;
    throw error;
  }
};

describe('spreadsheet fixtures written by real programs', () => {
  it.each(Object.keys(manifest))('reads %s', (name) => {
    const entry = manifest[name]!;
    if (entry.throws) {
      expect(readError(fixture(name)).code).toBe(entry.throws);
      return;
    }
    const sheet = read(fixture(name));
    expect(sheet.format).toBe(entry.format);
    expect(differences(entry.rows!, sheet.rows)).toEqual([]);
    expect(sheet.schema).toEqual(entry.schema ?? null);
  });

  const electronics = CATEGORIES.find((category) => category.code === 'electronics')!;
  const titlesOf = (language: TemplateLanguage) =>
    templateColumns([...COMMON_HEADERS, ...electronics.headers], language).map((column) => column.title);

  it.each([
    ['en_openpyxl.xlsx', 'en'],
    ['en_xlsxwriter_inline_1904.xlsx', 'en'],
    ['en_utf8_bom.csv', 'en'],
    ['ar_xlsxwriter.xlsx', 'ar'],
    ['ar_utf8.csv', 'ar'],
    ['ar_cp1256.csv', 'ar'],
    ['both_libreoffice.xlsx', 'both'],
  ] as const)('%s is titled as the %s template of the seed electronics category', (name, language) => {
    const titles = manifest[name]!.rows![0]!.map((cell) => stripInvisible(String(cell)));
    expect(titles).toEqual(titlesOf(language));
  });
});

describe('crafted workbooks', () => {
  const NOV_23 = excelSerial(2026, 11, 23);
  const MAY_3 = excelSerial(2026, 5, 3);

  it('reads inline, shared and rich strings exactly as stored', () => {
    const sheet = read(
      craftXlsx({
        sheets: [
          {
            name: 'Products',
            rows: [
              ['SKU', { inline: 'Name *' }],
              [{ shared: ' ELC-1 ' }, { inline: ['باور', ' ', 'بانك'] }],
              [{ inline: '\u200fELC-2\u00a0' }, { shared: ['Power ', 'Bank', ' \u200b'] }],
              [{ inline: 'a & b < c "d"' }, { inline: '' }],
            ],
          },
        ],
      }),
    );
    expect(sheet.format).toBe('xlsx');
    expect(
      differences(
        [
          ['SKU', 'Name *'],
          [' ELC-1 ', 'باور بانك'],
          ['\u200fELC-2\u00a0', 'Power Bank \u200b'],
          ['a & b < c "d"'],
        ],
        sheet.rows,
      ),
    ).toEqual([]);
  });

  it('keeps cached formula values, and names formulas saved without one', () => {
    const rows = [
      ['SKU', 'Price'],
      ['ELC-1', { formula: '150*2', cached: 300 }],
      ['ELC-2', { formula: 'SUM(A1:A2)' }],
      ['ELC-3', { formula: 'SUM(A1:A2)', emptyValue: true }],
      [
        { formula: '"ELC-"&"4"', cached: 'ELC-4' },
        { formula: 'B2>100', cached: true },
      ],
      ['ELC-5', { formula: '1/0', cached: { error: '#DIV/0!' } }],
      ['ELC-6', { error: '#N/A' }],
    ] as const;
    const sheet = read(craftXlsx({ sheets: [{ name: 'Products', rows }] }));
    expect(
      differences(
        [
          ['SKU', 'Price'],
          ['ELC-1', 300],
          ['ELC-2', { kind: 'formula', formula: 'SUM(A1:A2)' }],
          ['ELC-3', { kind: 'formula', formula: 'SUM(A1:A2)' }],
          ['ELC-4', true],
          ['ELC-5', { kind: 'error', text: '#DIV/0!' }],
          ['ELC-6', { kind: 'error', text: '#N/A' }],
        ],
        sheet.rows,
      ),
    ).toEqual([]);
  });

  it('names every formula of a workbook that asks to be calculated on load, whatever its cached value', () => {
    const sheet = read(
      craftXlsx({
        fullCalcOnLoad: true,
        sheets: [
          {
            name: 'Products',
            rows: [
              ['SKU', 'Price', 'Name', 'Ready', 'Stock'],
              [
                'ELC-1',
                { formula: '150*2', cached: 0 },
                { formula: '"a"&"b"', cached: 'ab' },
                { formula: 'B2>100', cached: false },
                { formula: 'NA()', cached: { error: '#N/A' } },
              ],
              ['ELC-2', { formula: '150*2' }, { formula: '"a"&"b"', emptyValue: true }],
            ],
          },
        ],
      }),
    );
    const formula = (text: string) => ({ kind: 'formula', formula: text }) as const;
    expect(
      differences(
        [
          ['SKU', 'Price', 'Name', 'Ready', 'Stock'],
          ['ELC-1', formula('150*2'), formula('"a"&"b"'), formula('B2>100'), formula('NA()')],
          ['ELC-2', formula('150*2'), formula('"a"&"b"')],
        ],
        sheet.rows,
      ),
    ).toEqual([]);
  });

  it('gives every covered cell of a merged range the top-left value, even where it kept its own', () => {
    const sheet = read(
      craftXlsx({
        sheets: [
          {
            name: 'Products',
            rows: [
              ['SKU', 'Brand', 'Stock quantity *'],
              ['ELC-1', 'Anker', 10],
              ['ELC-2', 'left behind', 'left behind'],
              ['ELC-3', null, null],
            ],
            merges: ['B2:B4', 'C2:C3'],
          },
        ],
      }),
    );
    expect(
      differences(
        [
          ['SKU', 'Brand', 'Stock quantity *'],
          ['ELC-1', 'Anker', 10],
          ['ELC-2', 'Anker', 10],
          ['ELC-3', 'Anker'],
        ],
        sheet.rows,
      ),
    ).toEqual([]);
  });

  it('shows dates through their format, and numbers through theirs when it shows more than the number', () => {
    const sheet = read(
      craftXlsx({
        sheets: [
          {
            name: 'Products',
            rows: [
              ['dd/mm/yyyy', 'built-in 14', 'd-mmm-yy', 'yyyy-mm-dd', 'Arabic locale', 'not dates'],
              [
                { date: NOV_23, format: 'dd/mm/yyyy' },
                { date: MAY_3, format: 14 },
                { date: NOV_23, format: 'd-mmm-yy' },
                { date: MAY_3, format: 'yyyy\\-mm\\-dd' },
                { date: NOV_23, format: '[$-ar-EG]dd/mm/yyyy' },
                { number: 3, format: '0 "days"' },
              ],
              [null, null, null, null, null, { number: 1234.5, format: '#,##0.00 [$EGP]' }],
            ],
          },
        ],
      }),
    );
    const date = (text: string) => ({ kind: 'date', text }) as const;
    expect(
      differences(
        [
          ['dd/mm/yyyy', 'built-in 14', 'd-mmm-yy', 'yyyy-mm-dd', 'Arabic locale', 'not dates'],
          [
            date('23/11/2026'),
            date('03/05/2026'),
            date('23-Nov-26'),
            date('2026-05-03'),
            date('23/11/2026'),
            { kind: 'number', value: 3, text: '3 days', percent: false },
          ],
          [
            null,
            null,
            null,
            null,
            null,
            { kind: 'number', value: 1234.5, text: '1,234.50 EGP', percent: false },
          ],
        ],
        sheet.rows,
      ),
    ).toEqual([]);
  });

  it('counts dates from 1904 in a workbook that says so', () => {
    const sheet = read(
      craftXlsx({
        date1904: true,
        sheets: [
          { name: 'Products', rows: [['Date'], [{ date: excelSerial(2026, 11, 23, true), format: 14 }]] },
        ],
      }),
    );
    expect(differences([['Date'], [{ kind: 'date', text: '23/11/2026' }]], sheet.rows)).toEqual([]);
  });

  it('reads the sheet the _schema sheet names, even when the schema sheet comes first', () => {
    const schema: TemplateSchema = {
      version: 1,
      category: 'electronics',
      language: 'en',
      dataSheet: 'Products',
      columns: ['sku', 'name@en'],
    };
    const sheet = read(
      craftXlsx({
        sheets: [
          schemaSheet(schema),
          {
            name: 'Products',
            rows: [
              ['SKU', 'Name *'],
              ['ELC-1', 'Power Bank'],
            ],
          },
        ],
      }),
    );
    expect(sheet.schema).toEqual(schema);
    expect(
      differences(
        [
          ['SKU', 'Name *'],
          ['ELC-1', 'Power Bank'],
        ],
        sheet.rows,
      ),
    ).toEqual([]);
  });

  it('takes a hidden sheet that is not a template schema for no schema', () => {
    const sheet = read(
      craftXlsx({
        sheets: [
          { name: 'Products', rows: [['SKU'], ['ELC-1']] },
          { name: '_schema', state: 'hidden', rows: [['my notes']] },
        ],
      }),
    );
    expect(sheet.schema).toBeNull();
    expect(differences([['SKU'], ['ELC-1']], sheet.rows)).toEqual([]);
  });

  it('reads rows and cells without r attributes in order', () => {
    const sheet = read(
      craftXlsx({
        sheets: [
          {
            name: 'Products',
            omitRefs: true,
            rows: [
              ['SKU', 'Name *'],
              ['ELC-1', 'Lamp'],
            ],
          },
        ],
      }),
    );
    expect(
      differences(
        [
          ['SKU', 'Name *'],
          ['ELC-1', 'Lamp'],
        ],
        sheet.rows,
      ),
    ).toEqual([]);
  });
});

describe('hostile files', () => {
  const within = <T>(milliseconds: number, run: () => T): T => {
    const start = Date.now();
    const result = run();
    expect(Date.now() - start).toBeLessThan(milliseconds);
    return result;
  };

  it('stops a zip bomb (a sheet of 200 MB from under 1 MB) at the size limits', () => {
    const bytes = zipBomb();
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const error = within(8000, () => readError(bytes));
    expect(['entryTooLarge', 'uncompressedTooLarge']).toContain(error.code);
  }, 30_000);

  it('stops a shared-strings bomb whose zip headers claim a small size', () => {
    const error = within(8000, () =>
      readError(zipBomb({ part: 'sharedStrings', inflatedBytes: 64 * 1024 * 1024, lieAboutSize: true })),
    );
    expect(['entryTooLarge', 'uncompressedTooLarge']).toContain(error.code);
  }, 30_000);

  it.each(['inline', 'shared', 'csv'] as const)('refuses a %s cell one character over the limit', (place) => {
    const error = readError(longTextRun(DEFAULT_SHEET_LIMITS.cellChars + 1, place));
    expect(error.code).toBe('cellTooLong');
    expect(error.cell).toBe('B2');
  });

  it.each(['inline', 'shared', 'csv'] as const)('reads a %s cell exactly at the limit', (place) => {
    const sheet = read(longTextRun(DEFAULT_SHEET_LIMITS.cellChars, place));
    expect((sheet.rows[1]?.[1] as string).length).toBe(DEFAULT_SHEET_LIMITS.cellChars);
  });

  it.each(['inline', 'shared', 'csv'] as const)(
    'refuses a %s run of three million characters quickly',
    (place) => {
      const error = within(3000, () => readError(longTextRun(3_000_000, place)));
      expect(error.code).toBe('cellTooLong');
    },
  );

  it('reads past an attribute value of three million characters', () => {
    const run = () => {
      try {
        return read(longTextRun(3_000_000, 'attribute')).rows[1]?.[1];
      } catch (error) {
        if (error instanceof SheetReadError) return error.code;
        throw error;
      }
    };
    expect(['ok', 'unreadable']).toContain(within(3000, run));
  });

  it.each(['xlsx', 'csv'] as const)('reads %s files of exactly the row and column limits', (format) => {
    expect(read(manyRows(DEFAULT_SHEET_LIMITS.rows, format)).rows).toHaveLength(
      DEFAULT_SHEET_LIMITS.rows + 1,
    );
    expect(read(manyColumns(DEFAULT_SHEET_LIMITS.columns, format)).rows[0]).toHaveLength(
      DEFAULT_SHEET_LIMITS.columns,
    );
  });

  it.each(['xlsx', 'csv'] as const)('refuses %s files one row or one column over the limits', (format) => {
    expect(readError(manyRows(DEFAULT_SHEET_LIMITS.rows + 1, format)).code).toBe('tooManyRows');
    expect(readError(manyColumns(DEFAULT_SHEET_LIMITS.columns + 1, format)).code).toBe('tooManyColumns');
  });

  it('refuses a single cell at XFD1048576 without building the grid', () => {
    const error = within(3000, () => readError(farCell()));
    expect(['tooManyRows', 'tooManyColumns']).toContain(error.code);
    expect(readError(farCell('A1048576')).code).toBe('tooManyRows');
    expect(readError(farCell('XFD2')).code).toBe('tooManyColumns');
  });

  it('reads a merged range over the whole sheet without filling it past the limits', () => {
    const run = () => {
      try {
        return read(hugeMerge()).rows;
      } catch (error) {
        if (error instanceof SheetReadError) return error.code;
        throw error;
      }
    };
    const result = within(3000, run);
    if (typeof result === 'string') expect(['tooManyRows', 'tooManyColumns']).toContain(result);
    else {
      expect(result.length).toBeLessThanOrEqual(DEFAULT_SHEET_LIMITS.rows + 1);
      for (const row of result) expect(row.length).toBeLessThanOrEqual(DEFAULT_SHEET_LIMITS.columns);
    }
  });

  it('refuses a row longer than the row limit, each cell being within the cell limit', () => {
    const cells = Math.ceil(DEFAULT_SHEET_LIMITS.rowChars / DEFAULT_SHEET_LIMITS.cellChars) + 1;
    const error = readError(repeatedSharedString(DEFAULT_SHEET_LIMITS.cellChars, 1, cells));
    expect(error.code).toBe('rowTooLong');
  });

  it('counts a shared string once per cell that shows it, so repeating it cannot get past the text limit', () => {
    const chars = DEFAULT_SHEET_LIMITS.cellChars;
    const columns = Math.floor(DEFAULT_SHEET_LIMITS.rowChars / chars);
    const rows = Math.ceil(DEFAULT_SHEET_LIMITS.textChars / (chars * columns)) + 1;
    const bytes = repeatedSharedString(chars, rows, columns);
    expect(bytes.length).toBeLessThan(64 * 1024);
    expect(within(5000, () => readError(bytes)).code).toBe('textTooLong');
  });

  it('reads past 100,000 nested unknown elements without running out of stack', () => {
    const run = () => {
      try {
        return read(deepNesting(100_000)).rows.map((row) => row[0] ?? null);
      } catch (error) {
        if (error instanceof SheetReadError) return error.code;
        throw error;
      }
    };
    const result = within(5000, run);
    if (typeof result !== 'string') expect(result).toEqual(['SKU', 'ELC-1', 'ELC-2']);
    else expect(result).toBe('unreadable');
  });
});
