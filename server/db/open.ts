import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { registerSearchFunction } from './searchFunction';
import { postgresDb, postgresPool, sqliteDb, type Db } from './database';
import type { DatabaseKind } from './kind';
import { dropPostgresSchema } from './dialects/postgres';
import { migrate, type MigrationReport } from './migrations';

export const DATABASE_FILE = 'app.db';

/** Where the data lives: PostgreSQL when a URL is given, otherwise the SQLite file DATA_DIR/app.db. */
export type DatabaseTarget = { dataDir: string; postgres?: { url: string; poolSize: number } };

export type OpenedDatabase = {
  db: Db;
  kind: DatabaseKind;
  /** The SQLite handle under `db` (SQLite only): its WAL checkpoints are run by the app (server/db/checkpointer). */
  sqlite: Database.Database | undefined;
  /** What to show a deployer: the SQLite file, or the PostgreSQL address without its password. */
  location: string;
  /** The connection pool under `db` (PostgreSQL only), whose sizes the metrics report. */
  pool?: pg.Pool;
  /** The database was new (no file, or a PostgreSQL database without any user): the caller seeds it. */
  created: boolean;
  migrations: MigrationReport;
};

/** Opens (or creates) the SQLite file with the connection settings every process uses, and migrates it. */
const openSqlite = async (dataDir: string): Promise<OpenedDatabase> => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const created = !existsSync(file);
  const handle = new Database(file);
  try {
    handle.pragma('journal_mode = WAL');
    // In WAL mode NORMAL keeps the database consistent through a crash and skips the flush to disk at each
    // commit (done at checkpoints instead): the API's one thread no longer waits on the disk for every
    // transaction of an import (a power cut may lose the last commits, never corrupt the file).
    handle.pragma('synchronous = NORMAL');
    handle.pragma('foreign_keys = ON');
    handle.pragma('busy_timeout = 5000');
    // Before migrating: the users' search index is written through it, by a step and by triggers.
    registerSearchFunction(handle);
    const db = sqliteDb(handle);
    const migrations = await migrate({ db, kind: 'sqlite', sqlite: handle });
    return { db, kind: 'sqlite', sqlite: handle, location: file, created, migrations };
  } catch (error) {
    handle.close();
    throw error;
  }
};

/** The address without its password, for messages. */
export const redactedUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
};

const openPostgres = async (options: { url: string; poolSize: number }): Promise<OpenedDatabase> => {
  const pool = postgresPool(options);
  const db = postgresDb(pool);
  try {
    const migrations = await migrate({ db, kind: 'postgres' });
    // No user at all, not even the admin every seed makes: a new database (maybe migrated by `npm run migrate`).
    const anyUser = await db.selectFrom('users').select('_id').limit(1).executeTakeFirst();
    return {
      db,
      kind: 'postgres',
      sqlite: undefined,
      location: redactedUrl(options.url),
      pool,
      created: anyUser === undefined,
      migrations,
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
};

/** Opens the database the target names and brings it to this release's schema. */
export const openDatabase = async (target: DatabaseTarget): Promise<OpenedDatabase> =>
  target.postgres ? openPostgres(target.postgres) : openSqlite(target.dataDir);

/**
 * Undoes a database this process has just created, when seeding it failed: the next start creates and seeds it
 * again instead of taking a half-seeded database for a finished one.
 */
export const discardNewDatabase = async (opened: OpenedDatabase, dataDir: string): Promise<void> => {
  if (opened.kind === 'postgres') await dropPostgresSchema(opened.db);
  await opened.db.destroy();
  if (opened.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(path.join(dataDir, `${DATABASE_FILE}${suffix}`), { force: true });
  }
};
