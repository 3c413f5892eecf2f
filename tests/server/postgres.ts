/** The server tier's PostgreSQL databases: one copy of the migrated template per test app, dropped with it. */
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server's address (its `postgres` database) when the tier runs on PostgreSQL. */
    postgresUrl: string;
  }
}

/** Migrated once by tests/setup/postgres.ts; never seeded (each copy is seeded by its app, as a new database). */
export const POSTGRES_TEMPLATE = 'souq_template';

/** `url` pointing at another database of the same server. */
export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** The server's address when this run of the tier is on PostgreSQL (vitest project server-postgres). */
export const testPostgresUrl = (): string | undefined => inject('postgresUrl');

let made = 0;

const onServer = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A new database copied from the migrated template (or another, e.g. PostgreSQL's empty template0). */
export const newTestDatabase = async (
  serverUrl: string,
  template: string = POSTGRES_TEMPLATE,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  made += 1;
  const name = `souq_test_${process.pid}_${made}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      onServer(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
};
