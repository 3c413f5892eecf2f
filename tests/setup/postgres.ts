/**
 * Global setup of the server tier on PostgreSQL (vitest project `server-postgres`): the server at
 * TEST_DATABASE_URL (as .ci/run starts it), or a throwaway one started here; a template database at this
 * release's schema, which each test app copies (tests/server/helpers.ts) and seeds like a new SQLite file.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/open';
import { startThrowawayPostgres, stopThrowawayPostgres } from '../../scripts/throwawayPostgres';
import { POSTGRES_TEMPLATE, withDatabase } from '../server/postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  const throwaway = given ? undefined : await startThrowawayPostgres();
  const url = given ?? throwaway!.url;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE} TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase({
    dataDir: '',
    postgres: { url: withDatabase(url, POSTGRES_TEMPLATE), poolSize: 1 },
  });
  await template.db.destroy();
  project.provide('postgresUrl', url);
  return async () => {
    if (throwaway) stopThrowawayPostgres(throwaway.folder);
  };
}
