import type { Database } from 'better-sqlite3';
import type { SheetIssue } from '../../src/lib/spreadsheet/rules';
import { newId, nowIso } from '../lib/ids';
import { toLE } from '../lib/money';
import { parseJson, type ProductRow } from '../lib/serialize';

/** Refused rows are kept to be downloaded again, up to this many characters per import. */
const MAX_STORED_REJECTED_CHARS = 2_000_000;

/** The statements an import writes products with, prepared once per import. */
export const importStatements = (db: Database) => ({
  findBySku: db.prepare<[string, string], ProductRow>(
    'SELECT * FROM products WHERE seller_id = ? AND lower(sku) = lower(?)',
  ),
  insert: db.prepare(
    `INSERT INTO products (id, sku, seller_id, category_code, status, listing_price, stock_quantity, handling_time,
       is_recommended, name_en, name_ar, search_text, en, ar, details, product_images, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  update: db.prepare(
    `UPDATE products SET status = ?, listing_price = ?, stock_quantity = ?, handling_time = ?, name_en = ?,
       name_ar = ?, search_text = ?, en = ?, ar = ?, details = ?, product_images = ?, updated_at = ?
     WHERE id = ?`,
  ),
});

/** The seller's usual price, to flag prices far from it (the median of their products in the category). */
export const referencePrice = (db: Database, sellerId: string, categoryCode: string): number | undefined => {
  const { count } = db
    .prepare<[string, string], { count: number }>(
      'SELECT COUNT(*) AS count FROM products WHERE seller_id = ? AND category_code = ?',
    )
    .get(sellerId, categoryCode) ?? { count: 0 };
  if (count < 5) return undefined;
  const row = db
    .prepare<[string, string, number], { price: number }>(
      `SELECT listing_price AS price FROM products WHERE seller_id = ? AND category_code = ?
       ORDER BY listing_price LIMIT 1 OFFSET ?`,
    )
    .get(sellerId, categoryCode, Math.floor(count / 2));
  return row ? toLE(row.price) : undefined;
};

/** The seller's uploaded spreadsheets past the newest `keep`, to delete. */
export const sheetsBeyond = (db: Database, sellerId: string, keep: number): string[] =>
  db
    .prepare<[string, number], { stored_name: string }>(
      `SELECT stored_name FROM files WHERE owner_user_id = ? AND kind = 'product_xls'
       ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?`,
    )
    .all(sellerId, keep)
    .map((row) => row.stored_name);

/** Whether the seller uploaded a spreadsheet under this stored name. */
export const isOwnSheet = (db: Database, sellerId: string, storedName: string): boolean =>
  db
    .prepare<[string, string], { one: number }>(
      `SELECT 1 AS one FROM files WHERE stored_name = ? AND owner_user_id = ? AND kind = 'product_xls'`,
    )
    .get(storedName, sellerId) !== undefined;

export interface ImportRow {
  id: string;
  seller_id: string;
  actor_id: string | null;
  file_name: string;
  category_code: string;
  format: string;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  back_to_review: number;
  rejected: string;
  created_at: string;
}

interface RejectedRow {
  row: number;
  cells: string[];
  issues: SheetIssue[];
}

export interface StoredRejected {
  titles: string[];
  rows: RejectedRow[];
  /** True when the refused rows were too many to keep whole: only their numbers and problems are listed. */
  truncated: boolean;
}

/** Keeps the refused rows' cells for the download, within a size that cannot swell the database. */
export const storedRejected = (titles: string[], cells: string[][], issues: SheetIssue[]): StoredRejected => {
  const byRow = new Map<number, SheetIssue[]>();
  for (const issue of issues) {
    if (issue.row === null) continue;
    byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issue]);
  }
  let chars = 0;
  let truncated = false;
  const rows = [...byRow.keys()]
    .sort((a, b) => a - b)
    .map((row) => {
      const rowCells = cells[row - 1] ?? [];
      chars += rowCells.reduce((sum, cell) => sum + cell.length, 0);
      if (chars > MAX_STORED_REJECTED_CHARS) truncated = true;
      return { row, cells: truncated ? [] : rowCells, issues: byRow.get(row) ?? [] };
    });
  return { titles, rows, truncated };
};

/** Records an import with its counts and refused rows; answers its id. */
export const insertImport = (
  db: Database,
  record: Omit<ImportRow, 'id' | 'rejected' | 'created_at'> & { rejected: StoredRejected },
): string => {
  const id = newId();
  db.prepare(
    `INSERT INTO product_imports (id, seller_id, actor_id, file_name, category_code, format, rows, created,
       updated, unchanged, refused, back_to_review, rejected, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    record.seller_id,
    record.actor_id,
    record.file_name,
    record.category_code,
    record.format,
    record.rows,
    record.created,
    record.updated,
    record.unchanged,
    record.refused,
    record.back_to_review,
    JSON.stringify(record.rejected),
    nowIso(),
  );
  return id;
};

/** One page of a seller's imports, newest first, with who ran each. */
export const listImports = (db: Database, sellerId: string, page: { limit: number; offset: number }) => {
  const rows = db
    .prepare<[string, number, number], ImportRow & { actor_name: string | null }>(
      `SELECT i.*, u.name AS actor_name FROM product_imports i LEFT JOIN users u ON u._id = i.actor_id
       WHERE i.seller_id = ? ORDER BY i.created_at DESC, i.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(sellerId, page.limit, page.offset);
  const { count } = db
    .prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM product_imports WHERE seller_id = ?')
    .get(sellerId) ?? { count: 0 };
  return { rows, count };
};

export const findImport = (db: Database, id: string): ImportRow | undefined =>
  db.prepare<[string], ImportRow>('SELECT * FROM product_imports WHERE id = ?').get(id);

export const toImport = (row: ImportRow, actorName?: string | null) => ({
  _id: row.id,
  seller_id: row.seller_id,
  actor: row.actor_id ? { _id: row.actor_id, name: actorName ?? '' } : null,
  file_name: row.file_name,
  category: row.category_code,
  format: row.format,
  rows: row.rows,
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  refused: row.refused,
  back_to_review: row.back_to_review,
  createdAt: row.created_at,
});

/** An import with its refused rows (cells as typed and their problems), for the download. */
export const toImportWithRejected = (row: ImportRow) => ({
  ...toImport(row),
  rejected: parseJson<StoredRejected>(row.rejected, { titles: [], rows: [], truncated: false }),
});
