/**
 * Numbered migrations: the database's `user_version` is the number of the last one it has had. At every start
 * (and with `npm run migrate`) the missing ones run in order, each in its own transaction together with the new
 * version, so a failure leaves the database at the last migration that succeeded and the next start retries it.
 *
 * To change the schema, add the next number at the end; a migration that has shipped is never edited (a database
 * somewhere already had it). tests/server/migrations.test.ts upgrades a database made by the release before
 * numbered migrations and checks the result equals a new database.
 */
import type { Database } from 'better-sqlite3';
import { legacySchema } from './legacySchema';
import { normaliseStoredDigits } from './normaliseDigits';
import { addOrderIdsToNotifications } from './notificationOrderIds';
import { addProductCounts } from './productCounts';
import { addSellerToProductSearch } from './sellerSearch';
import { UNSELLABLE_PRICES_TO_REVIEW } from './unsellablePrices';

export type Migration = { version: number; name: string; up: (db: Database) => void };

export const MIGRATIONS: readonly Migration[] = [
  // Versions 1–3 keep the numbers the earlier releases already wrote into user_version.
  { version: 1, name: 'tables, indexes and search indexes', up: legacySchema },
  {
    version: 2,
    name: 'Western digits in stored phones, ids and numbers',
    up: (db) => void normaliseStoredDigits(db),
  },
  { version: 3, name: 'order ids in order notifications', up: (db) => void addOrderIdsToNotifications(db) },
  // Those releases also added tables, columns and the order lines' search index without a new number: a database
  // they left at version 2 or 3 gets whatever of it is missing.
  { version: 4, name: 'tables and columns added without a version until 2026-11', up: legacySchema },
  { version: 5, name: 'product counts per seller and status', up: addProductCounts },
  // The median price an import checks new prices against (server/productImport/queries.ts referencePrice) walks
  // this index halfway instead of sorting every product of the seller's category: 115–130 ms at 100,000
  // products, on the API's thread, while /health waited.
  {
    version: 6,
    name: 'index of a seller’s prices by category',
    up: (db) =>
      void db.exec(
        'CREATE INDEX IF NOT EXISTS products_seller_category_price ON products (seller_id, category_code, listing_price)',
      ),
  },
  { version: 7, name: 'product search by name and seller', up: addSellerToProductSearch },
  {
    version: 8,
    name: 'active products priced outside the offer back to review',
    up: (db) => void db.exec(UNSELLABLE_PRICES_TO_REVIEW),
  },
];

export const LATEST_VERSION = MIGRATIONS.at(-1)?.version ?? 0;

export class NewerDatabaseError extends Error {
  constructor(readonly found: number) {
    super(
      `The database is at migration ${found}, newer than this release knows (${LATEST_VERSION}): ` +
        'run the release that last opened it, or a newer one.',
    );
  }
}

export type MigrationReport = { from: number; to: number; applied: string[] };

const versionOf = (db: Database): number => db.pragma('user_version', { simple: true }) as number;

/** Runs every migration `db` has not had. Several processes may start at once: each step re-reads the version. */
export const migrate = (db: Database, migrations: readonly Migration[] = MIGRATIONS): MigrationReport => {
  const from = versionOf(db);
  const latest = migrations.at(-1)?.version ?? 0;
  if (from > latest) throw new NewerDatabaseError(from);
  const applied: string[] = [];
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock before reading the version: two instances starting on one file cannot
    // both run the same step.
    db.transaction(() => {
      if (versionOf(db) >= migration.version) return;
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
      applied.push(`${migration.version} ${migration.name}`);
    }).immediate();
  }
  return { from, to: versionOf(db), applied };
};
