import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Db } from '../database';

/**
 * The token-signing secret every instance on one PostgreSQL database shares when JWT_SECRET is not set: made by
 * the first instance that asks, read by the others (on SQLite it is kept in DATA_DIR/jwt-secret instead). A
 * session signed by one instance is then accepted by all.
 */
export const sharedSecret = async (db: Db, name: string): Promise<string> => {
  await sql`INSERT INTO server_secrets (name, value) VALUES (${name}, ${randomBytes(48).toString('hex')})
            ON CONFLICT (name) DO NOTHING`.execute(db);
  const row = (
    await sql<{ value: string }>`SELECT value FROM server_secrets WHERE name = ${name}`.execute(db)
  ).rows[0];
  if (!row) throw new Error(`the ${name} secret could not be stored`);
  return row.value;
};
