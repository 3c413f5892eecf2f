/**
 * The API's one way to its data: a Kysely query builder over the embedded SQLite file (better-sqlite3) or over
 * PostgreSQL (pg) when DATABASE_URL names one. Queries are written once, with the builder or with Kysely's `sql`
 * template (parameters are bound per database); the few places where the two databases differ (full-text
 * search, JSON fields) ask `databaseKind` or use the helpers below, never a second copy of a query.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from './kind';
import type { Schema } from './schema';

/** A connection to the data, or a transaction on it (Kysely's Transaction is a Kysely too). */
export type Db = Kysely<Schema>;

export const databaseKind = (db: Db): DatabaseKind =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** Kysely over an open better-sqlite3 handle (one connection; Kysely queues callers while a transaction runs). */
export const sqliteDb = (handle: BetterSqlite3.Database): Db =>
  new Kysely<Schema>({ dialect: new SqliteDialect({ database: handle }) });

/** bigint (COUNT, SUM of integers) and numeric (SUM of bigint) arrive as text from pg; every one here fits a number. */
const NUMBER_TYPES = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid)
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export type PostgresOptions = { url: string; poolSize: number };

/** A pool of connections to PostgreSQL; the pool's own errors (a dropped idle connection) are logged, not thrown. */
export const postgresPool = (options: PostgresOptions): pg.Pool => {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize, types: pgTypes });
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  return pool;
};

export const postgresDb = (pool: pg.Pool): Db =>
  new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });

/**
 * A text field of a JSON document stored as text (users.kyc, users.business_info...), by its path: null when
 * the field is missing. `column` may name its table (`u.kyc`).
 */
export const jsonText = (db: Db, column: string, path: readonly string[]): RawBuilder<string | null> =>
  databaseKind(db) === 'postgres'
    ? sql<string | null>`(${sql.ref(column)}::jsonb #>> ${sql.lit(`{${path.join(',')}}`)})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${path.join('.')}`)})`;

/** The rows a raw query answered. */
export const rowsOf = async <Row>(db: Db, query: RawBuilder<Row>): Promise<Row[]> =>
  (await query.execute(db)).rows;

/** The first row a raw query answered, if any. */
export const firstRowOf = async <Row>(db: Db, query: RawBuilder<Row>): Promise<Row | undefined> =>
  (await query.execute(db)).rows[0];

/** How many rows a raw INSERT, UPDATE or DELETE changed. */
export const changesOf = async (db: Db, query: RawBuilder<unknown>): Promise<number> =>
  Number((await query.execute(db)).numAffectedRows ?? 0);

/**
 * A unique index refused a write on `column` of `table`: SQLite names the columns in its message ("UNIQUE
 * constraint failed: users.email"), PostgreSQL (error 23505) in the detail ("Key (email)=(…) already exists").
 */
export const isUniqueViolation = (error: unknown, table: string, column: string): boolean => {
  if (!(error instanceof Error) || !('code' in error)) return false;
  if (error.code === 'SQLITE_CONSTRAINT_UNIQUE') return error.message.includes(`${table}.${column}`);
  if (error.code !== '23505' || !('table' in error) || error.table !== table) return false;
  const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
  const columns = /^Key \(([^)]*)\)=/.exec(detail)?.[1]?.split(', ') ?? [];
  return columns.includes(column);
};
