/**
 * Reads a chosen spreadsheet off the main thread with the same reader and rules as the reference API
 * (src/lib/spreadsheet), so a file of thousands of rows never freezes the page and both sides agree on it.
 */
import { checkFileBytes } from './checkFileBytes';
import type { CheckRequest, CheckResponse } from './spreadsheetCheck';

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  const { file, ...request } = event.data;
  let response: CheckResponse;
  try {
    response = checkFileBytes(new Uint8Array(await file.arrayBuffer()), request);
  } catch {
    response = { status: 'unreadable', code: 'unreadable', cell: null };
  }
  self.postMessage(response);
};
