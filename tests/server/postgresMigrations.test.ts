/**
 * PostgreSQL databases made by an earlier release (tests/fixtures/databases/postgres-release-*.sql.gz, dumped by
 * pg_dump from that release's own start with its demo seed) are brought by the one migrator to exactly the schema
 * a new database gets from the tables' description, keeping their data, with working logins and searches.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { LATEST_VERSION, MIGRATIONS } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { DEMO_PASSWORD } from '../../server/demo/seedData';
import { checkSerialisation } from './helpers';
import { newTestDatabase, testPostgresUrl } from './postgres';

const FIXTURE = path.resolve(__dirname, '../fixtures/databases/postgres-release-56b2aab.sql.gz');

const serverUrl = (): string => {
  const url = testPostgresUrl();
  if (!url) throw new Error('tests/server/postgresMigrations.test.ts runs in the server-postgres tier');
  return url;
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** Loads the release's dump (psql's own commands left out: the rest is SQL). */
const restoreRelease = (url: string) =>
  withClient(url, async (client) => {
    const dump = gunzipSync(readFileSync(FIXTURE)).toString('utf8');
    await client.query(
      dump
        .split('\n')
        .filter((line) => !line.startsWith('\\'))
        .join('\n'),
    );
  });

/** Every column, constraint, index, trigger and function of the public schema: what two databases must share. */
const schemaOf = (url: string) =>
  withClient(url, async (client) => {
    const rows = async (query: string) => (await client.query(query)).rows;
    return {
      columns: await rows(`SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
        FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`),
      constraints:
        await rows(`SELECT conrelid::regclass::text AS on_table, conname, pg_get_constraintdef(oid) AS def
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`),
      indexes: await rows(`SELECT tablename, indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' ORDER BY tablename, indexname`),
      triggers: await rows(`SELECT tgrelid::regclass::text AS on_table, tgname, pg_get_triggerdef(oid) AS def
        FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2`),
      functions: await rows(`SELECT proname, pg_get_functiondef(p.oid) AS def FROM pg_proc p
        JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d
          WHERE d.objid = p.oid AND d.deptype = 'e') ORDER BY proname`),
    };
  });

const counts = (url: string) =>
  withClient(url, async (client) => {
    const tables = [
      'users',
      'products',
      'orders',
      'order_lines',
      'transactions',
      'notifications',
      'categories',
    ];
    const found: Record<string, number> = {};
    for (const table of tables) {
      found[table] = (await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    }
    return found;
  });

describe('a PostgreSQL database made by release 56b2aab', () => {
  it('is brought to the schema of a new database, keeping its data, and runs the steps it had not had', async () => {
    const fresh = await newTestDatabase(serverUrl(), 'template0');
    const release = await newTestDatabase(serverUrl(), 'template0');
    try {
      const made = await openDatabase({ dataDir: '', postgres: { url: fresh.url, poolSize: 1 } });
      await made.db.destroy();
      await restoreRelease(release.url);
      // As the release before migration 8 left it: one active product at a price the offer refuses.
      const later = MIGRATIONS.filter((step) => step.version > 7);
      await withClient(release.url, async (client) => {
        await client.query('UPDATE schema_version SET version = 7');
        await client.query(
          `UPDATE products SET listing_price = 0 WHERE id = (SELECT id FROM products WHERE status = 'active'
           ORDER BY id LIMIT 1)`,
        );
      });
      const before = await counts(release.url);

      const logged: string[] = [];
      const app = await buildApp({
        dataDir: '',
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
        postgres: { url: release.url, poolSize: 2 },
        logger: { stream: { write: (line) => void logged.push(line) } },
        instrument: checkSerialisation,
      });
      try {
        expect(logged.join('')).toContain(`database upgraded from 7 to ${LATEST_VERSION}`);
        for (const step of later) expect(logged.join('')).toContain(`${step.version} ${step.name}`);
        expect(await schemaOf(release.url)).toEqual(await schemaOf(fresh.url));
        expect(await counts(release.url)).toEqual(before);
        const unsellable = await withClient(
          release.url,
          async (client) =>
            (
              await client.query(
                "SELECT count(*)::int AS n FROM products WHERE status = 'active' AND listing_price <= 0",
              )
            ).rows[0].n,
        );
        expect(unsellable).toBe(0);

        const login = await app.inject({
          method: 'POST',
          url: '/api/v1/accounts/login',
          payload: { email: 'seller@demo.eg', password: DEMO_PASSWORD },
        });
        expect(login.statusCode).toBe(200);
        const headers = { authorization: `Bearer ${login.json().user.token}` };
        const products = await app.inject({
          method: 'POST',
          url: '/api/v1/products/seller?page=1&limit=5',
          headers,
          payload: {},
        });
        expect(products.statusCode).toBe(200);
        const name: string = products.json().items[0].en.name;
        const word = name.split(/\s+/).find((part) => part.length >= 4) ?? name;
        const found = await app.inject({
          method: 'POST',
          url: '/api/v1/products/seller?page=1&limit=100',
          headers,
          payload: { search: word },
        });
        expect(found.json().meta.count).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    } finally {
      await release.drop();
      await fresh.drop();
    }
  }, 60_000);
});
