/**
 * Numbered migrations (docs/operations.md): databases made by earlier releases (tests/fixtures/databases, each written by
 * that release's own code with its demo seed) are upgraded at start to exactly the schema of a new database,
 * keeping their data, with working logins and search indexes; `npm run migrate` does the same without a server.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import {
  LATEST_VERSION,
  MIGRATIONS,
  NewerDatabaseError,
  migrateSqlite,
  type Migration,
} from '../../server/db/migrations';
import { addColumnStatement, createTableStatements } from '../../server/db/tableDescription';
import { TABLES } from '../../server/db/tables';
import { DEMO_PASSWORD } from '../../server/demo/seedData';
import { checkSerialisation, sqliteOf } from './helpers';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/databases');
/** The commit of each release whose database is kept, and the migration that release had written. */
const RELEASES = [
  { commit: '3414cdf', version: 1 },
  { commit: '9095f61', version: 3 },
];

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const tempFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'souq-migrate-'));
  folders.push(folder);
  return folder;
};

/** A data folder holding the database `commit`'s release left. */
const releaseDataDir = (commit: string) => {
  const dataDir = tempFolder();
  writeFileSync(
    path.join(dataDir, 'app.db'),
    gunzipSync(readFileSync(path.join(FIXTURES, `release-${commit}.db.gz`))),
  );
  return dataDir;
};

/** Every table's columns, every index and trigger, by name: what two databases must share to be the same. */
const schemaOf = (db: Database.Database) => {
  const objects = db
    .prepare(
      "SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all() as { type: string; name: string; tbl_name: string }[];
  return objects.map((object) => ({
    ...object,
    columns:
      object.type === 'table'
        ? (db.prepare(`PRAGMA table_xinfo("${object.name}")`).all() as Record<string, unknown>[])
            .map(({ name, type, notnull, dflt_value, pk }) => ({ name, type, notnull, dflt_value, pk }))
            .sort((a, b) => String(a.name).localeCompare(String(b.name)))
        : undefined,
  }));
};

const newDatabaseSchema = async () => {
  const db = new Database(':memory:');
  await migrateSqlite(db);
  const schema = schemaOf(db);
  db.close();
  return schema;
};

const counts = (db: Database.Database) =>
  Object.fromEntries(
    ['users', 'products', 'orders', 'order_lines', 'transactions', 'notifications', 'categories'].map(
      (table) => [table, (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n],
    ),
  );

describe.each(RELEASES)('a database made by release $commit', ({ commit, version }) => {
  it('is upgraded at start to the schema of a new database, keeping its data', async () => {
    const dataDir = releaseDataDir(commit);
    const before = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    expect(before.pragma('user_version', { simple: true })).toBe(version);
    const rows = counts(before);
    before.close();

    const logged: string[] = [];
    const app = await buildApp({
      dataDir,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      logger: { stream: { write: (line) => void logged.push(line) } },
      instrument: checkSerialisation,
    });
    try {
      expect(sqliteOf(app).pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      expect(schemaOf(sqliteOf(app))).toEqual(await newDatabaseSchema());
      expect(counts(sqliteOf(app))).toEqual(rows);
      expect(logged.join('')).toContain(`database upgraded from ${version} to ${LATEST_VERSION}`);

      // The accounts it held still log in, and the search indexes cover the rows it already had.
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/accounts/login',
        payload: { email: 'seller@demo.eg', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${login.json().user.token}` };
      const { name_en } = sqliteOf(app)
        .prepare(
          `SELECT p.name_en FROM order_lines l JOIN products p ON p.id = l.product_id
           JOIN users u ON u._id = p.seller_id WHERE u.email = 'seller@demo.eg' LIMIT 1`,
        )
        .get() as { name_en: string };
      const word = name_en.split(/\s+/).find((part) => part.length >= 4) ?? name_en;
      const products = await app.inject({
        method: 'POST',
        url: '/api/v1/products/seller?page=1&limit=100',
        headers,
        payload: { search: word },
      });
      expect(products.statusCode).toBe(200);
      expect(products.json().meta.count).toBeGreaterThan(0);
      const orders = await app.inject({
        method: 'GET',
        url: `/api/v1/orders/seller?page=1&limit=100&search=${encodeURIComponent(word)}`,
        headers,
      });
      expect(orders.statusCode).toBe(200);
      expect(orders.json().meta.count).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

describe('migrate', () => {
  it('makes a new database at the latest version at once, and then has nothing to do', async () => {
    const db = new Database(':memory:');
    const first = await migrateSqlite(db);
    expect(first).toEqual({ from: 0, to: LATEST_VERSION, applied: [`${LATEST_VERSION} a new database`] });
    expect(await migrateSqlite(db)).toEqual({ from: LATEST_VERSION, to: LATEST_VERSION, applied: [] });
  });

  it('makes from the description the same database as every step run from the first', async () => {
    const stepByStep = new Database(':memory:');
    await migrateSqlite(stepByStep, { steps: MIGRATIONS });
    expect(stepByStep.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(schemaOf(stepByStep)).toEqual(await newDatabaseSchema());
  });

  it('adds a column to a table that exists exactly as a new database has it', () => {
    // Columns only: the indexes name columns a table without one of them lacks.
    const products = { ...TABLES.products, indexes: {} };
    // SQLite adds a column only when rows already there can take it: with a default, or nullable.
    const addable = Object.entries(products.columns).filter(
      ([, column]) => column.facts.defaultValue !== undefined || column.facts.nullable,
    );
    expect(addable.length).toBeGreaterThan(5);
    const columnsOf = (db: Database.Database) =>
      schemaOf(db).find((object) => object.name === 'products')?.columns;
    const whole = new Database(':memory:');
    for (const statement of createTableStatements('products', products, 'sqlite')) whole.exec(statement);
    for (const [name, column] of addable) {
      const db = new Database(':memory:');
      const columns = Object.fromEntries(
        Object.entries(products.columns).filter(([other]) => other !== name),
      );
      for (const statement of createTableStatements('products', { ...products, columns }, 'sqlite'))
        db.exec(statement);
      db.exec(addColumnStatement('products', name, column, 'sqlite'));
      expect(columnsOf(db), name).toEqual(columnsOf(whole));
      db.close();
    }
  });

  it('sends active products priced outside the offer back to review, and leaves the others as they were', async () => {
    const db = new Database(':memory:');
    // The steps of the releases before: from nothing, as those releases made their databases.
    await migrateSqlite(db, { steps: MIGRATIONS.slice(0, 7) });
    // The products' seller is beside the point here.
    db.pragma('foreign_keys = OFF');
    const insert = db.prepare(
      `INSERT INTO products (id, sku, seller_id, category_code, status, listing_price, created_at, updated_at)
       VALUES (?, ?, 'seller', 'electronics', ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    );
    const products = [
      ['free', 'active', 0],
      ['priced', 'active', 1999],
      ['too-dear', 'active', 1_000_000_001],
      ['paused-free', 'paused', 0],
    ] as const;
    for (const [id, status, price] of products) insert.run(id, id, status, price);
    const report = await migrateSqlite(db);
    expect(report.applied).toEqual(MIGRATIONS.slice(7).map((step) => `${step.version} ${step.name}`));
    const statuses = Object.fromEntries(
      (
        db.prepare('SELECT id, status FROM products ORDER BY id').all() as { id: string; status: string }[]
      ).map(({ id, status }) => [id, status]),
    );
    expect(statuses).toEqual({
      free: 'pending',
      priced: 'active',
      'too-dear': 'pending',
      'paused-free': 'paused',
    });
  });

  it('stores SKUs typed with Arabic-Indic or Persian digits with ASCII ones, unless the seller has that SKU', async () => {
    const db = new Database(':memory:');
    const before = MIGRATIONS.findIndex((step) => step.name.startsWith('SKUs typed'));
    await migrateSqlite(db, { steps: MIGRATIONS.slice(0, before) });
    db.pragma('foreign_keys = OFF');
    const insert = db.prepare(
      `INSERT INTO products (id, sku, seller_id, category_code, status, listing_price, created_at, updated_at)
       VALUES (?, ?, ?, 'electronics', 'active', 100, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    );
    insert.run('arabic', 'SKU-١٢٣', 's1');
    insert.run('persian', 'PR-۴۵۶', 's1');
    insert.run('plain', 'AB-789', 's1');
    // The same SKU in ASCII digits already there: both stay as they are.
    insert.run('clash', 'CL-١', 's2');
    insert.run('clash-ascii', 'CL-1', 's2');
    await migrateSqlite(db);
    const skus = Object.fromEntries(
      (db.prepare('SELECT id, sku FROM products').all() as { id: string; sku: string }[]).map(
        ({ id, sku }) => [id, sku],
      ),
    );
    expect(skus).toEqual({
      arabic: 'SKU-123',
      persian: 'PR-456',
      plain: 'AB-789',
      clash: 'CL-١',
      'clash-ascii': 'CL-1',
    });
  });

  it('refuses a database from a newer release, changing nothing', async () => {
    const db = new Database(':memory:');
    await migrateSqlite(db);
    db.pragma(`user_version = ${LATEST_VERSION + 1}`);
    await expect(migrateSqlite(db)).rejects.toThrow(NewerDatabaseError);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION + 1);
  });

  it('keeps the steps before a failing one and none of the failing one', async () => {
    const db = new Database(':memory:');
    const steps: Migration[] = [
      { version: 1, name: 'a table', up: ({ sqlite }) => void sqlite?.exec('CREATE TABLE a (x)') },
      {
        version: 2,
        name: 'breaks halfway',
        up: ({ sqlite }) => {
          sqlite?.exec('CREATE TABLE b (x)');
          throw new Error('disk full');
        },
      },
    ];
    await expect(migrateSqlite(db, { steps })).rejects.toThrow('disk full');
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    expect(tables).toEqual([{ name: 'a' }]);
  });
});

describe('npm run migrate', () => {
  // The compiled migrator (tests/setup/compiledServer.ts), as `npm run migrate` runs it.
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(ROOT, 'dist-server/migrate.js')], {
      cwd: tempFolder(),
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    });

  it('upgrades the database of DATA_DIR, then says it is up to date', () => {
    const dataDir = releaseDataDir('9095f61');
    const first = run({ DATA_DIR: dataDir });
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`migrated from 3 to ${LATEST_VERSION}`);
    expect(first.stdout).toContain(`${LATEST_VERSION} ${MIGRATIONS.at(-1)?.name}`);
    const second = run({ DATA_DIR: dataDir });
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(`up to date (migration ${LATEST_VERSION})`);
  }, 30_000);

  it('creates no database where there is none', () => {
    const dataDir = tempFolder();
    const result = run({ DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('nothing to migrate');
    expect(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).toContain(
      'node --enable-source-maps dist-server/migrate.js',
    );
  }, 30_000);
});
