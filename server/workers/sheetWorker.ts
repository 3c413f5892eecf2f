/**
 * Runs in a worker thread of the sheet pool (server/lib/sheetPool.ts): reads one uploaded spreadsheet and checks
 * it against the category, so no file, however crafted, holds up the API's main thread.
 */
import { parentPort } from 'node:worker_threads';
import { cellText, SheetReadError } from '../../src/lib/spreadsheet/cells';
import { readSpreadsheet } from '../../src/lib/spreadsheet/read';
import { checkSheet, productSheetChooser } from '../../src/lib/spreadsheet/rules';
import {
  NEXT_PIECE,
  piecesOf,
  type SheetJob,
  type SheetJobResult,
  type SheetWorkerMessage,
} from '../lib/sheetPool';

const run = (job: SheetJob): SheetJobResult => {
  try {
    const sheet = readSpreadsheet(
      new Uint8Array(job.bytes),
      job.limits,
      productSheetChooser(job.headers, job.options.language),
    );
    const check = checkSheet(sheet, job.headers, job.options);
    // Rows refused, by the rules here or later by the server (a new SKU without its required values), go back
    // to the seller as a file to fix: every row's cells travel as the seller typed them.
    const cells = sheet.rows.map((row) => row.map((cell) => cellText(cell)));
    return {
      ok: true,
      format: sheet.format,
      check,
      cells,
      templateCategory: sheet.schema?.category || null,
    };
  } catch (error) {
    if (error instanceof SheetReadError) return { ok: false, code: error.code, cell: error.cell };
    return { ok: false, code: 'unreadable', cell: null };
  }
};

/** The pieces of the answer not yet asked for (server/lib/sheetPool.ts SheetWorkerMessage). */
let pending: SheetWorkerMessage[] = [];

parentPort?.on('message', (message: SheetJob | typeof NEXT_PIECE) => {
  if (message !== NEXT_PIECE) pending = piecesOf(run(message));
  const piece = pending.shift();
  if (piece) parentPort?.postMessage(piece);
});
