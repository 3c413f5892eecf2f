/**
 * Reads a chosen spreadsheet off the main thread and runs the shared rules on it, so a file of thousands
 * of rows never freezes the page. read-excel-file's web-worker build parses without spawning more
 * workers; xlsx's reader is never used on a user's file (DESIGN.md §2).
 */
import { readSheet } from 'read-excel-file/web-worker';
import { checkSheet, type SheetCell } from '../../lib/spreadsheetRules';
import type { CheckRequest, CheckResponse } from './spreadsheetCheck';

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  let response: CheckResponse;
  try {
    const rows = (await readSheet(event.data.file)) as unknown as SheetCell[][];
    const { errors, errorCount, rowCount } = checkSheet(rows, event.data.headers);
    response = { status: 'checked', errors, errorCount, rowCount };
  } catch {
    response = { status: 'unreadable' };
  }
  self.postMessage(response);
};
