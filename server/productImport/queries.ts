import { sql, type Selectable } from 'kysely';
import type { SheetIssue } from '../../src/lib/spreadsheet/rules';
import type { Db } from '../db/database';
import type { ProductImportsTable } from '../db/schema';
import { nowIso } from '../lib/ids';
import { toLE } from '../lib/money';
import type { ProductRow } from '../db/schema';
import { parseJson } from '../lib/json';
import { lockedOnPostgres, PRODUCT_COLUMNS } from '../products/queries';

/** Refused rows are kept to be downloaded again, up to this many characters per import. */
const MAX_STORED_REJECTED_CHARS = 2_000_000;

/**
 * The seller's products with these SKUs in any case (lower(sku), as the products_seller_sku_nocase index holds
 * them), read to be changed in the caller's transaction; the oldest first where two differ only in case.
 */
export const productsBySku = async (
  trx: Db,
  sellerId: string,
  skus: readonly string[],
): Promise<ProductRow[]> =>
  skus.length === 0
    ? []
    : lockedOnPostgres(
        trx,
        trx
          .selectFrom('products')
          .select(PRODUCT_COLUMNS)
          .where('seller_id', '=', sellerId)
          .where(
            sql`lower(sku)`,
            'in',
            skus.map((sku) => sql<string>`lower(${sku})`),
          )
          .orderBy(sql`rowid`)
          .$castTo<ProductRow>(),
      ).execute();

/** The seller's usual price, to flag prices far from it (the median of their products in the category). */
export const referencePrice = async (
  db: Db,
  sellerId: string,
  categoryCode: string,
): Promise<number | undefined> => {
  const inCategory = db
    .selectFrom('products')
    .where('seller_id', '=', sellerId)
    .where('category_code', '=', categoryCode);
  const { count } = await inCategory
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (count < 5) return undefined;
  const row = await inCategory
    .select('listing_price')
    .orderBy('listing_price')
    .limit(1)
    .offset(Math.floor(count / 2))
    .executeTakeFirst();
  return row ? toLE(row.listing_price) : undefined;
};

/** The seller's uploaded spreadsheets past the newest `keep`, to delete (a seller keeps only a few). */
export const sheetsBeyond = async (db: Db, sellerId: string, keep: number): Promise<string[]> =>
  (
    await db
      .selectFrom('files')
      .select('stored_name')
      .where('owner_user_id', '=', sellerId)
      .where('kind', '=', 'product_xls')
      .orderBy('created_at', 'desc')
      .orderBy(sql`rowid`, 'desc')
      .execute()
  )
    .slice(keep)
    .map((row) => row.stored_name);

/** Whether the seller uploaded a spreadsheet under this stored name. */
export const isOwnSheet = async (db: Db, sellerId: string, storedName: string): Promise<boolean> =>
  (await db
    .selectFrom('files')
    .select('id')
    .where('stored_name', '=', storedName)
    .where('owner_user_id', '=', sellerId)
    .where('kind', '=', 'product_xls')
    .executeTakeFirst()) !== undefined;

/** A recorded import, as its table holds it. */
export type ImportRow = Selectable<ProductImportsTable>;

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

/**
 * Keeps the refused rows' cells for the download, within a size that cannot swell the database: the rows with
 * a problem, and `rows` besides (every row of a file refused as a whole).
 */
export const storedRejected = (
  titles: string[],
  cells: string[][],
  issues: SheetIssue[],
  rows: readonly number[] = [],
): StoredRejected => {
  const byRow = new Map<number, SheetIssue[]>(rows.map((row) => [row, []]));
  for (const issue of issues) {
    if (issue.row === null) continue;
    byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issue]);
  }
  let chars = 0;
  let truncated = false;
  const kept = [...byRow.keys()]
    .sort((a, b) => a - b)
    .map((row) => {
      const rowCells = cells[row - 1] ?? [];
      chars += rowCells.reduce((sum, cell) => sum + cell.length, 0);
      if (chars > MAX_STORED_REJECTED_CHARS) truncated = true;
      return { row, cells: truncated ? [] : rowCells, issues: byRow.get(row) ?? [] };
    });
  return { titles, rows: kept, truncated };
};

/** Records an import with its counts and refused rows; answers its id. */
export const insertImport = async (
  db: Db,
  record: Omit<ImportRow, 'rejected' | 'created_at'> & { rejected: StoredRejected },
): Promise<string> => {
  const { id } = record;
  await db
    .insertInto('product_imports')
    .values({ ...record, id, rejected: JSON.stringify(record.rejected), created_at: nowIso() })
    .execute();
  return id;
};

/** One page of a seller's imports, newest first, with who ran each. */
export const listImports = async (db: Db, sellerId: string, page: { limit: number; offset: number }) => {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('product_imports as i')
      .leftJoin('users as u', 'u._id', 'i.actor_id')
      .selectAll('i')
      .select('u.name as actor_name')
      .where('i.seller_id', '=', sellerId)
      .orderBy('i.created_at', 'desc')
      .orderBy(sql`i.rowid`, 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('product_imports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('seller_id', '=', sellerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: counted.count };
};

export const findImport = async (db: Db, id: string): Promise<ImportRow | undefined> =>
  db.selectFrom('product_imports').selectAll().where('id', '=', id).executeTakeFirst();

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
