/**
 * `npm run migrate`: brings the database of DATA_DIR (the same .env and variables as the server) to this
 * release's schema without starting the server, e.g. as a deploy step before the new instances start. The
 * server runs the same migrations at start, so this is never required, only earlier.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, openDatabase } from './db/open';
import { serverConfigOrExit } from './environment';

const { dataDir } = serverConfigOrExit();
const file = path.join(dataDir, DATABASE_FILE);
if (!existsSync(file)) {
  // Creating it here would leave an unseeded database that `npm start` then takes for an existing one.
  console.error(
    `No database at ${file}: there is nothing to migrate (the server creates and seeds a new one).`,
  );
  process.exit(1);
}
try {
  const { db, migrations } = openDatabase(dataDir);
  db.close();
  console.log(
    migrations.applied.length === 0
      ? `${file}: up to date (migration ${migrations.to})`
      : [
          `${file}: migrated from ${migrations.from} to ${migrations.to}`,
          ...migrations.applied.map((m) => `  ${m}`),
        ].join('\n'),
  );
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}
