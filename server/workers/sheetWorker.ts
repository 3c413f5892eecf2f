/**
 * Runs in a worker thread of the sheet pool (server/lib/sheetPool.ts): reads one uploaded spreadsheet and checks
 * it against the category, so no file, however crafted, holds up the API's main thread.
 */
import { parentPort } from 'node:worker_threads';
import { cellText, SheetReadError } from '../../src/lib/spreadsheet/cells';
import { readSpreadsheet } from '../../src/lib/spreadsheet/read';
import { checkSheet } from '../../src/lib/spreadsheet/rules';
import type { SheetJob, SheetJobResult } from '../lib/sheetPool';

const run = (job: SheetJob): SheetJobResult => {
  try {
    const sheet = readSpreadsheet(new Uint8Array(job.bytes), job.limits);
    const check = checkSheet(sheet, job.headers, job.options);
    const rejected = new Set(check.rejectedRows);
    // The rejected rows go back to the seller as a file to fix: keep their cells as the seller typed them.
    const rejectedCells = sheet.rows.flatMap((cells, index) =>
      rejected.has(index + 1) ? [{ row: index + 1, cells: cells.map((cell) => cellText(cell)) }] : [],
    );
    return { ok: true, format: sheet.format, check, rejectedCells };
  } catch (error) {
    if (error instanceof SheetReadError) return { ok: false, code: error.code, cell: error.cell };
    return { ok: false, code: 'unreadable', cell: null };
  }
};

parentPort?.on('message', (job: SheetJob) => {
  parentPort?.postMessage(run(job));
});
