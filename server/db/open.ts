import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { registerSearchFunction } from '../lib/listQuery';
import { migrate, type MigrationReport } from './migrations';

export const DATABASE_FILE = 'app.db';

export type OpenedDatabase = {
  db: Database.Database;
  file: string;
  /** The file did not exist: the caller seeds it. */
  created: boolean;
  migrations: MigrationReport;
};

/** Opens (or creates) DATA_DIR/app.db with the connection settings every process uses, and migrates it. */
export const openDatabase = (dataDir: string): OpenedDatabase => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const created = !existsSync(file);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL keeps the database consistent through a crash and skips the flush to disk at each
    // commit (done at checkpoints instead): the API's one thread no longer waits on the disk for every
    // transaction of an import (a power cut may lose the last commits, never corrupt the file).
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const migrations = migrate(db);
    registerSearchFunction(db);
    return { db, file, created, migrations };
  } catch (error) {
    db.close();
    throw error;
  }
};
