/**
 * The sheet pool hands a worker's answer back in pieces (server/lib/sheetPool.ts SheetWorkerMessage), so the
 * API's thread never deserialises a whole 5,000-row answer at once while other requests wait. The answer put back
 * together must be exactly what reading and checking the file in process gives.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SheetPool, piecesOf, type SheetJob } from '../../server/lib/sheetPool';
import type { SheetHeader } from '../../src/lib/spreadsheet/columns';
import { templateColumns } from '../../src/lib/spreadsheet/columns';
import { cellText } from '../../src/lib/spreadsheet/cells';
import { DEFAULT_SHEET_LIMITS } from '../../src/lib/spreadsheet/limits';
import { readSpreadsheet } from '../../src/lib/spreadsheet/read';
import { checkSheet } from '../../src/lib/spreadsheet/rules';
import { makeTestApp } from './helpers';

const ROWS = 1_100;

/** The electronics template in English, `ROWS` rows, every tenth with a price that is not a number (a refused row). */
const csvOf = (headers: SheetHeader[]): Buffer => {
  const columns = templateColumns(headers, 'en');
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const lines = [columns.map((column) => quote(column.title)).join(',')];
  for (let n = 1; n <= ROWS; n += 1) {
    lines.push(
      columns
        .map((column) => {
          if (column.kind === 'sku') return `POOL-${n}`;
          if (column.key === 'listing_price') return n % 10 === 0 ? 'free' : String((n % 90) + 10);
          if (column.kind === 'offer' || column.kind === 'number') return '3';
          if (column.kind === 'image') return '';
          return quote(`${column.header.en} ${n}`);
        })
        .join(','),
    );
  }
  return Buffer.from(lines.join('\n'), 'utf8');
};

const pool = new SheetPool({ workers: 1, memoryMb: 256, queue: 2 });
afterAll(() => pool.close());

describe('the sheet pool', () => {
  it('answers a long file in pieces that put back together equal reading it in process', async () => {
    const app = await makeTestApp();
    const { headers } = await app.db
      .selectFrom('categories')
      .select('headers')
      .where('code', '=', 'electronics')
      .executeTakeFirstOrThrow();
    await app.close();
    const bytes = csvOf(JSON.parse(headers) as SheetHeader[]);
    const job = (): SheetJob => ({
      bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      limits: DEFAULT_SHEET_LIMITS,
      headers: JSON.parse(headers) as SheetHeader[],
      options: { language: 'en', category: 'electronics' },
    });

    const sheet = readSpreadsheet(new Uint8Array(job().bytes), DEFAULT_SHEET_LIMITS);
    const check = checkSheet(sheet, job().headers, job().options);
    const expected = {
      ok: true,
      format: sheet.format,
      check,
      cells: sheet.rows.map((row) => row.map(cellText)),
      templateCategory: null,
    };
    expect(check.products.length).toBeGreaterThan(900);
    expect(check.errorCount).toBeGreaterThan(0);

    const pieces = piecesOf(expected as never);
    expect(pieces.filter((piece) => piece.kind === 'cells')).toHaveLength(
      Math.ceil(expected.cells.length / 250),
    );
    expect(pieces.filter((piece) => piece.kind === 'products')).toHaveLength(
      Math.ceil(check.products.length / 250),
    );
    expect(pieces.at(-1)?.kind).toBe('answer');

    // Through the worker, twice (the second job starts from an empty collection).
    expect(await pool.run(job())).toEqual(expected);
    expect(await pool.run(job())).toEqual(expected);
  }, 30_000);

  it('still answers a refused file in one message', async () => {
    const bytes = Buffer.from('not,a\nproduct,sheet');
    const answer = await pool.run({
      bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      limits: { ...DEFAULT_SHEET_LIMITS, rows: 0 },
      headers: [],
      options: { language: 'en', category: 'electronics' },
    });
    expect(answer.ok).toBe(false);
  });
});
