/**
 * Backups of a SQLite deployment: the database file of DATA_DIR, the uploaded files (DATA_DIR/files) and the kept
 * session secret, copied into a folder of their own while the server runs, and put back while it is stopped.
 * PostgreSQL deployments use pg_dump and pg_restore instead (docs/operations.md).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { filesDir } from '../lib/uploads';
import { DATABASE_FILE } from './open';

/** What a backup folder holds besides the copies: when it was taken and what it copied. */
const MANIFEST_FILE = 'backup.json';
/** The session secret the server keeps beside the database when JWT_SECRET is unset (server/main.ts). */
const SECRET_FILE = 'jwt-secret';
/** The companions of a SQLite database in WAL mode: they belong to the file they sit beside. */
const WAL_COMPANIONS = ['-wal', '-shm'] as const;

export type BackupManifest = { taken_at: string; database: string; pages: number; files: number };

/** The problems SQLite finds in a database file (PRAGMA integrity_check and foreign_key_check); none when sound. */
export const databaseProblems = (file: string): string[] => {
  if (!existsSync(file)) return [`${file} does not exist`];
  let handle: Database.Database | undefined;
  try {
    handle = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = handle.pragma('integrity_check') as { integrity_check: string }[];
    const problems = integrity.map((row) => row.integrity_check).filter((result) => result !== 'ok');
    const orphans = handle.pragma('foreign_key_check') as { table: string; parent: string }[];
    for (const orphan of orphans)
      problems.push(`a row of ${orphan.table} points to no row of ${orphan.parent}`);
    return problems;
  } catch (error) {
    return [`${file} cannot be read as a SQLite database: ${(error as Error).message}`];
  } finally {
    handle?.close();
  }
};

const countFiles = (folder: string): number =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;

/**
 * Copies the database with SQLite's online backup (a consistent snapshot however busy the server is: a write
 * in the middle of the copy makes it start over, so each round copies every page at once), checks the copy,
 * then copies the uploaded files. Files are copied after the database, so every file the copy names is there.
 */
export const backupSqlite = async (dataDir: string, target: string): Promise<BackupManifest> => {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`No database at ${source}: there is nothing to back up.`);
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty.`);
  mkdirSync(target, { recursive: true });
  const copy = path.join(target, DATABASE_FILE);
  const handle = new Database(source, { fileMustExist: true });
  let pages = 0;
  try {
    handle.pragma('busy_timeout = 5000');
    await handle.backup(copy, {
      progress: ({ totalPages }) => {
        pages = totalPages;
        return totalPages;
      },
    });
  } finally {
    handle.close();
  }
  // The copy keeps the source's WAL mode; as a single self-contained file it can be moved and checked as is.
  const copied = new Database(copy);
  copied.pragma('journal_mode = DELETE');
  copied.close();
  const problems = databaseProblems(copy);
  if (problems.length > 0) {
    rmSync(target, { recursive: true, force: true });
    throw new Error(`The copy failed its check, so it was removed:\n  ${problems.join('\n  ')}`);
  }
  if (existsSync(filesDir(dataDir))) cpSync(filesDir(dataDir), filesDir(target), { recursive: true });
  const secret = path.join(dataDir, SECRET_FILE);
  if (existsSync(secret)) cpSync(secret, path.join(target, SECRET_FILE));
  const manifest: BackupManifest = {
    taken_at: new Date().toISOString(),
    database: DATABASE_FILE,
    pages,
    files: countFiles(filesDir(target)),
  };
  writeFileSync(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

/** The manifest of a backup folder, or why it is not one. */
export const readBackup = (backup: string): BackupManifest => {
  const manifest = path.join(backup, MANIFEST_FILE);
  if (!existsSync(manifest))
    throw new Error(`${backup} is not a backup made by "npm run backup" (no ${MANIFEST_FILE}).`);
  return JSON.parse(readFileSync(manifest, 'utf8')) as BackupManifest;
};

/**
 * Puts a backup in place of DATA_DIR's database, files and secret, once the backup passes its check. What was
 * there is moved, not deleted, into DATA_DIR/before-restore-<time>/; the server must be stopped (the caller
 * checks). The server migrates a backup from an earlier release when it starts.
 */
export const restoreSqlite = (
  backup: string,
  dataDir: string,
): { manifest: BackupManifest; keptAt: string | null } => {
  const manifest = readBackup(backup);
  const problems = databaseProblems(path.join(backup, DATABASE_FILE));
  if (problems.length > 0)
    throw new Error(`The backup failed its check; nothing was changed:\n  ${problems.join('\n  ')}`);

  mkdirSync(dataDir, { recursive: true });
  const current = [
    DATABASE_FILE,
    ...WAL_COMPANIONS.map((suffix) => `${DATABASE_FILE}${suffix}`),
    'files',
    SECRET_FILE,
  ]
    .map((name) => path.join(dataDir, name))
    .filter((file) => existsSync(file));
  let keptAt: string | null = null;
  if (current.length > 0) {
    keptAt = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    mkdirSync(keptAt);
    for (const file of current) renameSync(file, path.join(keptAt, path.basename(file)));
  }
  cpSync(path.join(backup, DATABASE_FILE), path.join(dataDir, DATABASE_FILE));
  if (existsSync(filesDir(backup))) cpSync(filesDir(backup), filesDir(dataDir), { recursive: true });
  if (existsSync(path.join(backup, SECRET_FILE)))
    cpSync(path.join(backup, SECRET_FILE), path.join(dataDir, SECRET_FILE));
  return { manifest, keptAt };
};
