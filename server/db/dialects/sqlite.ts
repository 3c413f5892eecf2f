import { sql } from 'kysely';
import { ORDERS_SEARCH, ORDER_LINES_SEARCH } from '../migrations/legacySchema';
import { addProductCounts } from '../migrations/productCounts';
import { addSellerToProductSearch } from '../migrations/sellerSearch';
import { addUserSearch } from '../migrations/userSearch';
import type { Dialect } from './dialect';

/**
 * SQLite: the schema's version is the file's `user_version`; a step's transaction takes the write lock before
 * it reads the version (BEGIN IMMEDIATE), so processes opening one file together run each step once. Searches use
 * FTS5 trigram tables kept by triggers; product counts are kept by row triggers. Those are created by the
 * migrations that introduced them, run again on a new file (each is written to run on an empty database).
 */
export const SQLITE: Dialect = {
  kind: 'sqlite',
  begin: 'BEGIN IMMEDIATE',
  readVersion: async (db) =>
    (await sql<{ user_version: number }>`PRAGMA user_version`.execute(db)).rows[0]?.user_version ?? 0,
  writeVersion: async (db, version) => void (await sql.raw(`PRAGMA user_version = ${version}`).execute(db)),
  hasTables: async (db) =>
    (await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1`.execute(db)).rows.length > 0,
  exclusively: (_db, run) => run(),
  createExtras: async ({ sqlite }) => {
    if (!sqlite) throw new Error('SQLite steps need the file’s handle');
    sqlite.exec(ORDERS_SEARCH + ORDER_LINES_SEARCH);
    addProductCounts(sqlite);
    addSellerToProductSearch(sqlite);
    addUserSearch(sqlite);
  },
};
