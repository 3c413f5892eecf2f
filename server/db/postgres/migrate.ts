/**
 * Numbered migrations on PostgreSQL. The numbers are the same as SQLite's (server/db/migrations): the first step
 * here is version 7, today's whole schema; a later change adds the next number to both lists. The version is kept
 * in `schema_version`; every step runs in one transaction with its version, under an advisory lock, so instances
 * starting together against one database run each step once.
 */
import { sql } from 'kysely';
import type { Db } from '../database';
import { NewerDatabaseError, type MigrationReport } from '../migrations';
import { UNSELLABLE_PRICES_TO_REVIEW } from '../migrations/unsellablePrices';
import { POSTGRES_BASELINE } from './baseline';

export type PostgresMigration = { version: number; name: string; up: (trx: Db) => Promise<void> };

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    version: 7,
    name: 'tables, indexes and search indexes (the schema of SQLite migrations 1–7)',
    // One text of several statements: sent without parameters, PostgreSQL runs them in order.
    up: async (trx) => void (await sql.raw(POSTGRES_BASELINE).execute(trx)),
  },
  {
    version: 8,
    name: 'active products priced outside the offer back to review',
    up: async (trx) => void (await sql.raw(UNSELLABLE_PRICES_TO_REVIEW).execute(trx)),
  },
];

/** Any number: only this API's migrations take it. */
const MIGRATION_LOCK = 7_265_001;

const versionOf = async (trx: Db): Promise<number> => {
  await sql`CREATE TABLE IF NOT EXISTS schema_version (version bigint NOT NULL)`.execute(trx);
  const row = (
    await sql<{ version: number }>`SELECT max(version) AS version FROM schema_version`.execute(trx)
  ).rows[0];
  return row?.version ?? 0;
};

export const migratePostgres = async (
  db: Db,
  migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS,
): Promise<MigrationReport> => {
  const latest = migrations.at(-1)?.version ?? 0;
  const applied: string[] = [];
  let from = 0;
  let to = 0;
  for (const [index, migration] of migrations.entries()) {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const version = await versionOf(trx);
      if (index === 0) {
        from = version;
        if (version > latest) throw new NewerDatabaseError(version);
      }
      to = version;
      if (version >= migration.version) return;
      await migration.up(trx);
      await sql`DELETE FROM schema_version`.execute(trx);
      await sql`INSERT INTO schema_version (version) VALUES (${migration.version})`.execute(trx);
      applied.push(`${migration.version} ${migration.name}`);
      to = migration.version;
    });
  }
  return { from, to, applied };
};
