/**
 * `npm run backup [-- <folder>]`: copies the SQLite database of DATA_DIR (the same .env and variables as the
 * server), its uploaded files and kept secret into <folder> (by default backups/<time>/), while the server
 * runs, and checks the copy with PRAGMA integrity_check. On PostgreSQL it says how to use pg_dump instead.
 */
import path from 'node:path';
import { backupSqlite } from './db/backup';
import { redactedUrl } from './db/open';
import { serverConfigOrExit } from './environment';

const { dataDir, postgres } = serverConfigOrExit();
if (postgres) {
  console.error(
    `DATABASE_URL (${redactedUrl(postgres.url)}) is PostgreSQL: back it up with pg_dump ` +
      '(pg_dump --format=custom --file=souq.dump "$DATABASE_URL"; see docs/operations.md).',
  );
  process.exit(1);
}
const target = path.resolve(
  process.argv[2] ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')),
);
try {
  const manifest = await backupSqlite(dataDir, target);
  console.log(
    `Backed up ${path.join(dataDir, manifest.database)} (${manifest.pages} pages, integrity checked) and ` +
      `${manifest.files} uploaded files to ${target}`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
