/**
 * The API's thread never copies the write-ahead log into the database file itself (a checkpoint writes
 * megabytes and waits for the disk, holding every other call up); a worker with its own connection does it.
 * See docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedBulk } from '../../server/demo/seedBulk';
import { makeTestApp, sqliteOf } from './helpers';

const waitFor = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

describe('checkpoints off the API’s thread', () => {
  it('leaves the log to the worker, which moves new writes into the database file within seconds', async () => {
    const app = await makeTestApp();
    const file = path.join(app.settings.dataDir, 'app.db');
    try {
      expect(sqliteOf(app).pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      // Let the worker catch up with the seeding, then write a few megabytes more.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const before = statSync(file).size;
      await seedBulk(app.db, { products: 3_000, orders: 0 });
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);
      expect(await waitFor(() => statSync(file).size > before + 1_000_000, 5_000)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('lets a script that closes the app go on afterwards: the worker is waited for, not dropped', () => {
    // An unreferenced worker awaited at close once let Node end the process silently right there.
    const root = path.join(__dirname, '../..');
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'souq-close-')), 'close.mts');
    writeFileSync(
      script,
      `import { mkdtempSync } from 'node:fs';
       import { tmpdir } from 'node:os';
       import path from 'node:path';
       import { buildApp } from ${JSON.stringify(path.join(root, 'server/app.ts'))};
       const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-close-'));
       const app = await buildApp({ dataDir, seed: 'none', jwtSecret: 'x'.repeat(40) });
       await app.close();
       console.log('after close');`,
    );
    const output = execFileSync(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(output).toContain('after close');
  });
});
