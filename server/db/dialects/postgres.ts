import { sql } from 'kysely';
import { TABLES } from '../tables';
import type { Db } from '../database';
import { USER_SEARCH_INDEX_POSTGRES } from '../migrations/userSearch';
import type { Dialect } from './dialect';

/** Any number: only this API's migrations take it. */
const MIGRATION_LOCK = 7_265_001;

/**
 * What PostgreSQL has instead of SQLite's FTS5 tables and row triggers:
 * - searches use pg_trgm indexes on the normalised search text: a `LIKE '%…%'` on an indexed column is answered
 *   from the index;
 * - `normalize_search(text)` is written in SQL here (SQLite calls the app's own function, server/db/searchFunction.ts);
 *   it must give the same text as `normalizeForSearch` in src/lib/arabicSearch.ts (tests/server/instances.test.ts);
 * - product counts are kept per statement, not per row: a row trigger updates the same few count rows once per
 *   product, and an import or a bulk review of thousands of products piles up thousands of versions of each.
 */
const EXTRAS = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION normalize_search(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    translate(
      regexp_replace(lower(translate(coalesce(value, ''),
        '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789')), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'آأإٱىة', 'اااايه'),
    '\\s+', ' ', 'g'))
$$;

CREATE INDEX products_search_text ON products USING gin (search_text gin_trgm_ops);
CREATE INDEX orders_search ON orders USING gin (order_ref_id gin_trgm_ops, id gin_trgm_ops);

CREATE FUNCTION product_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts (seller_id, status, count)
      SELECT seller_id, status, count(*) FROM new_rows GROUP BY seller_id, status
      ON CONFLICT (seller_id, status) DO UPDATE SET count = product_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product_counts c SET count = c.count - gone.count
      FROM (SELECT seller_id, status, count(*) AS count FROM old_rows GROUP BY seller_id, status) gone
      WHERE c.seller_id = gone.seller_id AND c.status = gone.status;
  ELSE
    -- Only rows whose seller or status changed move between counts.
    UPDATE product_counts c SET count = c.count - moved.count
      FROM (SELECT o.seller_id, o.status, count(*) AS count FROM old_rows o JOIN new_rows n ON n.rowid = o.rowid
            WHERE o.seller_id <> n.seller_id OR o.status <> n.status GROUP BY o.seller_id, o.status) moved
      WHERE c.seller_id = moved.seller_id AND c.status = moved.status;
    INSERT INTO product_counts (seller_id, status, count)
      SELECT n.seller_id, n.status, count(*) FROM old_rows o JOIN new_rows n ON n.rowid = o.rowid
      WHERE o.seller_id <> n.seller_id OR o.status <> n.status GROUP BY n.seller_id, n.status
      ON CONFLICT (seller_id, status) DO UPDATE SET count = product_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow();
CREATE TRIGGER product_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow();
CREATE TRIGGER product_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow();
`;

const VERSION_TABLE = 'schema_version';

/**
 * PostgreSQL: the schema's version is kept in `schema_version`; one process at a time migrates, under an advisory
 * lock held for the whole run, so instances starting together against one database run each step once and all
 * start on the same schema.
 */
export const POSTGRES: Dialect = {
  kind: 'postgres',
  begin: 'BEGIN',
  readVersion: async (db) => {
    await sql.raw(`CREATE TABLE IF NOT EXISTS ${VERSION_TABLE} (version bigint NOT NULL)`).execute(db);
    const row = (
      await sql<{ version: number | null }>`SELECT max(version) AS version FROM schema_version`.execute(db)
    ).rows[0];
    return row?.version ?? 0;
  },
  writeVersion: async (db, version) => {
    await sql`DELETE FROM schema_version`.execute(db);
    await sql`INSERT INTO schema_version (version) VALUES (${version})`.execute(db);
  },
  hasTables: async (db) =>
    (await sql`SELECT to_regclass('users') IS NOT NULL AS found`.execute(db)).rows.some(
      (row) => (row as { found: boolean }).found,
    ),
  exclusively: async (db, run) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(db);
    try {
      return await run();
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(db);
    }
  },
  createExtras: async ({ db }) => {
    await sql.raw(EXTRAS).execute(db);
    await sql.raw(USER_SEARCH_INDEX_POSTGRES).execute(db);
  },
};

/** Drops everything a new PostgreSQL database was given, when seeding it failed (the next start begins again). */
export const dropPostgresSchema = async (db: Db): Promise<void> => {
  const tables = [VERSION_TABLE, ...Object.keys(TABLES)].join(', ');
  await sql.raw(`DROP TABLE IF EXISTS ${tables} CASCADE`).execute(db);
  await sql`DROP FUNCTION IF EXISTS normalize_search(text), product_counts_follow() CASCADE`.execute(db);
};
