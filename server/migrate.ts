/**
 * `npm run migrate`: brings the database (the SQLite file of DATA_DIR, or DATABASE_URL's PostgreSQL database; the
 * same .env and variables as the server) to this release's schema without starting the server, e.g. as a deploy
 * step before the new instances start. The server runs the same migrations at start, so this is never required,
 * only earlier.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, openDatabase, redactedUrl } from './db/open';
import { serverConfigOrExit } from './environment';

const { dataDir, postgres } = serverConfigOrExit();
const location = postgres ? redactedUrl(postgres.url) : path.join(dataDir, DATABASE_FILE);
if (!postgres && !existsSync(location)) {
  // Creating it here would leave an unseeded database that `npm start` then takes for an existing one.
  console.error(
    `No database at ${location}: there is nothing to migrate (the server creates and seeds a new one).`,
  );
  process.exit(1);
}
try {
  const { db, migrations } = await openDatabase({ dataDir, postgres });
  await db.destroy();
  console.log(
    migrations.applied.length === 0
      ? `${location}: up to date (migration ${migrations.to})`
      : [
          `${location}: migrated from ${migrations.from} to ${migrations.to}`,
          ...migrations.applied.map((m) => `  ${m}`),
        ].join('\n'),
  );
} catch (error) {
  console.error(`${location}: ${(error as Error).message}`);
  process.exit(1);
}
