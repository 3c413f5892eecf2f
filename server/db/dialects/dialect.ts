import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from '../database';
import type { DatabaseKind } from '../kind';

/** The database a migration step works on: `sqlite` is the file's own handle, for steps written in SQLite's API. */
export type MigrationTarget = { db: Db; kind: DatabaseKind; sqlite?: BetterSqlite3.Database };

/** What the migrator needs to know of a database beyond the SQL both speak. */
export type Dialect = {
  kind: DatabaseKind;
  /** Starts a step's transaction. */
  begin: string;
  /** The last migration the database has had (0 for none). */
  readVersion: (db: Db) => Promise<number>;
  writeVersion: (db: Db, version: number) => Promise<void>;
  /** Whether the database holds any table (one that holds none is new). */
  hasTables: (db: Db) => Promise<boolean>;
  /** Runs `run` while no other process migrates the same database. */
  exclusively: <T>(db: Db, run: () => Promise<T>) => Promise<T>;
  /** What a new database needs besides the described tables: search indexes, the triggers that keep counts. */
  createExtras: (target: MigrationTarget) => Promise<void>;
};
