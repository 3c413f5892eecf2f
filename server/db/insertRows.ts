import type { Insertable } from 'kysely';
import type { Db } from './database';
import type { Schema } from './schema';

/** Bound parameters in one statement: SQLite allows 32,766 (PostgreSQL 65,535). */
const MAX_PARAMETERS = 32_766;

/**
 * Rows per statement: enough that a bulk seed is not one round trip (or one statement prepared) per row, few
 * enough that building the statement stays cheap (on SQLite 100,000 products went no faster 1,800 to a statement).
 */
const MAX_ROWS = 500;

/**
 * Inserts rows in order (a table's rowid order is its insertion order, which breaks ties in lists) with
 * multi-row INSERTs. Every row names the same columns. Call it inside the caller's transaction.
 */
export const insertRows = async <Table extends keyof Schema & string>(
  db: Db,
  table: Table,
  rows: readonly Insertable<Schema[Table]>[],
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  const size = Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
};
