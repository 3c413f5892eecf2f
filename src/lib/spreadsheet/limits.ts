/**
 * Every limit a product spreadsheet is held to, declared once. The browser states them before a file is
 * picked and checks them before uploading; the reference API enforces them while reading (docs/spreadsheet-import.md) and
 * may override each one by an environment variable (server/config.ts names them `SHEET_…_LIMIT`).
 */
export interface SheetLimits {
  /** Size of the file as uploaded. */
  fileBytes: number;
  /** Uncompressed size of any one part of an .xlsx (a zip archive). */
  entryBytes: number;
  /** Uncompressed size of all the parts read, together. */
  totalBytes: number;
  /** Data rows (the header row not counted). */
  rows: number;
  /** Columns of the product sheet. */
  columns: number;
  /** Characters of one cell. */
  cellChars: number;
  /** Characters of text in one row, all its cells together. */
  rowChars: number;
  /** Characters of text in the whole sheet: what the file may add to the catalogue. */
  textChars: number;
  /** Wall time allowed to read and check one file. */
  readMs: number;
}

export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  fileBytes: 5 * 1024 * 1024,
  entryBytes: 40 * 1024 * 1024,
  totalBytes: 60 * 1024 * 1024,
  rows: 5000,
  columns: 100,
  cellChars: 5000,
  rowChars: 20_000,
  textChars: 5_000_000,
  readMs: 10_000,
};

/** Image link columns every template ends with. */
export const IMAGE_COLUMN_COUNT = 4;
/** A table of thousands of errors helps nobody; the count says how many more there are. */
export const MAX_REPORTED_ERRORS = 500;
