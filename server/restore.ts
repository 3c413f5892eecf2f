/**
 * `npm run restore -- <folder>`: puts a backup made by `npm run backup` in place of DATA_DIR's database, files
 * and secret, with the server stopped. The backup is checked first (PRAGMA integrity_check); what it replaces
 * is kept in DATA_DIR/before-restore-<time>/. On PostgreSQL it says how to use pg_restore instead.
 */
import path from 'node:path';
import { restoreSqlite } from './db/backup';
import { redactedUrl } from './db/open';
import { runningServerPid } from './db/runningServer';
import { serverConfigOrExit } from './environment';

const { dataDir, postgres } = serverConfigOrExit();
if (postgres) {
  console.error(
    `DATABASE_URL (${redactedUrl(postgres.url)}) is PostgreSQL: restore a pg_dump file with pg_restore ` +
      '(pg_restore --clean --if-exists --dbname="$DATABASE_URL" souq.dump; see docs/operations.md).',
  );
  process.exit(1);
}
const backup = process.argv[2];
if (!backup) {
  console.error('Name the backup folder to restore: npm run restore -- backups/<time>');
  process.exit(1);
}
const pid = runningServerPid(dataDir);
if (pid !== null) {
  console.error(`The server (process ${pid}) is running on ${dataDir}: stop it, then restore.`);
  process.exit(1);
}
try {
  const { manifest, keptAt } = restoreSqlite(path.resolve(backup), dataDir);
  console.log(
    `Restored the backup taken at ${manifest.taken_at} into ${dataDir}` +
      (keptAt ? `; what was there is kept in ${keptAt}` : ''),
  );
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
