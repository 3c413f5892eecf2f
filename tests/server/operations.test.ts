/**
 * The server as operators run it: `npm start` runs compiled JavaScript with plain node (worker threads included),
 * and `npm run backup` / `npm run restore` copy a SQLite deployment while it runs and put it back while it is
 * stopped, refusing a damaged backup and a running server.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { databaseProblems } from '../../server/db/backup';
import { DATABASE_FILE } from '../../server/db/open';
import { DEMO_PASSWORD } from '../../server/demo/seedData';
import { APPLY_CHUNK_ROWS } from '../../server/productImport/applyRows';
import { COMPILED, freePort, ROOT, startProgram, startServer, tempFolder } from './processes';

const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  scripts: Record<string, string>;
};

/** A started server on a fresh port and DATA_DIR, with a seller signed in. */
const runningServer = async (dataDir: string) => {
  const port = await freePort();
  const server = startServer(tempFolder(), {
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED: 'demo',
    STATIC_DIR: '',
  });
  await server.listening;
  const base = `http://127.0.0.1:${port}/api/v1`;
  const login = await fetch(`${base}/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@demo.eg', password: DEMO_PASSWORD }),
  });
  const { user } = (await login.json()) as { user: { token: string } };
  const authorization = `Bearer ${user.token}`;
  return { server, base, authorization };
};

/** A CSV of `rows` new products whose SKUs start with `prefix`. */
const productsCsv = (prefix: string, rows: number) =>
  [
    'SKU,Name,Listing price,Stock quantity',
    ...Array.from({ length: rows }, (_, i) => `${prefix}-${i},Item ${i},${10 + (i % 50)},${1 + (i % 9)}`),
  ].join('\r\n');

/** Uploads a CSV and imports it (the read runs in the sheet worker thread); the import's answer. */
const importCsv = async (base: string, authorization: string, csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const stored = await fetch(`${base}/products/upload-product-xls`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const { data } = (await stored.json()) as { data: { url: string } };
  const imported = await fetch(`${base}/products/add-product-xls`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ route: data.url, lang: 'en', category: 'electronics' }),
  });
  return { status: imported.status, body: (await imported.json()) as { data?: { created: number } } };
};

const productsLike = (file: string, prefix: string): number => {
  const handle = new Database(file, { readonly: true });
  try {
    return (
      handle.prepare('SELECT count(*) AS n FROM products WHERE sku LIKE ?').get(`${prefix}-%`) as {
        n: number;
      }
    ).n;
  } finally {
    handle.close();
  }
};

describe('npm start', () => {
  it('runs the compiled server with plain node, never the TypeScript loader', () => {
    for (const script of ['start', 'serve', 'migrate', 'backup', 'restore']) {
      expect(packageJson.scripts[script], script).toMatch(
        /\bnode (--enable-source-maps )?dist-server\/\w+\.js\b/,
      );
      expect(packageJson.scripts[script], script).not.toMatch(/\btsx\b/);
    }
    expect(packageJson.scripts.start).toMatch(/^npm run build && /);
    expect(packageJson.scripts.build).toContain('build:server');
    const compiled = readFileSync(path.join(COMPILED, 'main.js'), 'utf8');
    expect(compiled).not.toMatch(/from ["']tsx/);
    for (const worker of ['sheetWorker', 'checkpointWorker']) {
      expect(existsSync(path.join(COMPILED, 'workers', `${worker}.js`)), worker).toBe(true);
    }
  });

  it('serves the API, its document with the package version, and imports a spreadsheet in its worker thread', async () => {
    const { server, base, authorization } = await runningServer(tempFolder());
    const document = (await (await fetch(`${base}/openapi.json`)).json()) as { info: { version: string } };
    expect(document.info.version).toBe(packageJson.version);
    const { status, body } = await importCsv(base, authorization, productsCsv('WORKER', 30));
    expect(status).toBe(200);
    expect(body.data?.created).toBe(30);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 40_000);
});

describe('npm run backup and npm run restore (SQLite)', () => {
  it('backs up while an import runs, and the restored copy opens clean with whole transactions', async () => {
    const dataDir = tempFolder();
    const { server, base, authorization } = await runningServer(dataDir);
    const rows = 4000;
    const importing = importCsv(base, authorization, productsCsv('DURING', rows));
    // The import writes in transactions of a few rows; the backup starts once the first ones are in.
    const live = path.join(dataDir, DATABASE_FILE);
    for (let tries = 0; tries < 200 && productsLike(live, 'DURING') === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const backupDir = path.join(tempFolder(), 'backup');
    const backup = startProgram('backup', tempFolder(), { DATA_DIR: dataDir }, [backupDir]);
    expect(await backup.exited, backup.output()).toBe(0);
    expect(backup.output()).toContain('integrity checked');
    expect((await importing).body.data?.created).toBe(rows);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const copied = path.join(backupDir, DATABASE_FILE);
    expect(databaseProblems(copied)).toEqual([]);
    const inCopy = productsLike(copied, 'DURING');
    // Each of the import's transactions is in the copy whole or not at all.
    expect(inCopy).toBeGreaterThan(0);
    expect(inCopy).toBeLessThanOrEqual(rows);
    expect(inCopy % APPLY_CHUNK_ROWS).toBe(0);

    const restoredDir = tempFolder();
    writeFileSync(path.join(restoredDir, 'note.txt'), 'kept');
    const restore = startProgram('restore', tempFolder(), { DATA_DIR: restoredDir }, [backupDir]);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(databaseProblems(path.join(restoredDir, DATABASE_FILE))).toEqual([]);
    expect(productsLike(path.join(restoredDir, DATABASE_FILE), 'DURING')).toBe(inCopy);

    // The restored deployment starts, signs the seller in and lists the products the copy holds.
    const restored = await runningServer(restoredDir);
    const list = await fetch(`${restored.base}/products/seller?page=1&limit=5`, {
      method: 'POST',
      headers: { authorization: restored.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'Item' }),
    });
    expect(list.status).toBe(200);
    restored.server.child.kill('SIGTERM');
    expect(await restored.server.exited).toBe(0);
  }, 90_000);

  it('refuses to restore under a running server, and a damaged backup, changing nothing', async () => {
    const dataDir = tempFolder();
    const { server, base, authorization } = await runningServer(dataDir);
    const backupDir = path.join(tempFolder(), 'backup');
    expect(await startProgram('backup', tempFolder(), { DATA_DIR: dataDir }, [backupDir]).exited).toBe(0);

    const underServer = startProgram('restore', tempFolder(), { DATA_DIR: dataDir }, [backupDir]);
    expect(await underServer.exited).toBe(1);
    expect(underServer.output()).toMatch(/is running on .*stop it/);
    // Written after the backup: still there once the refused restores are done.
    expect((await importCsv(base, authorization, productsCsv('AFTER', 3))).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const copy = path.join(backupDir, DATABASE_FILE);
    const bytes = readFileSync(copy);
    bytes.fill(0x5a, 4096 * 3, 4096 * 6);
    writeFileSync(copy, bytes);
    const damaged = startProgram('restore', tempFolder(), { DATA_DIR: dataDir }, [backupDir]);
    expect(await damaged.exited).toBe(1);
    expect(damaged.output()).toContain('failed its check; nothing was changed');
    expect(productsLike(path.join(dataDir, DATABASE_FILE), 'AFTER')).toBe(3);
  }, 60_000);

  it('points a PostgreSQL deployment to pg_dump and pg_restore', async () => {
    const env = { DATABASE_URL: 'postgres://shop:secret@db.example:5432/souq' };
    const backup = startProgram('backup', tempFolder(), env);
    expect(await backup.exited).toBe(1);
    expect(backup.output()).toContain('pg_dump');
    expect(backup.output()).not.toContain('secret');
    const restore = startProgram('restore', tempFolder(), env, ['anything']);
    expect(await restore.exited).toBe(1);
    expect(restore.output()).toContain('pg_restore');
  });
});
