import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { RATE_LIMIT_VARIABLES } from '../../../server/config';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_STATIC_DIR } from './env';
import { addInsightSales } from './insightSales';
import { addWholesaleOrders } from './wholesaleOrders';

async function waitForHealth(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The reference API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${E2E_BASE_URL}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The reference API did not become healthy in time');
}

/**
 * Builds the production app (unless E2E_SKIP_BUILD is set and a build exists) and the compiled API server, and
 * starts it on a fresh database, serving that build, exactly as `npm start` does.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, BUILD_OUT_DIR: E2E_STATIC_DIR },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  // The server is compiled on every run: it takes well under a second.
  const serverBuild = spawnSync(process.execPath, ['build/server.mjs'], { stdio: 'inherit' });
  if (serverBuild.status !== 0) throw new Error('the server build failed');
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      STATIC_DIR: E2E_STATIC_DIR,
      SEED: 'demo',
      E2E: '1',
      // Every journey logs in, signs up and uploads from 127.0.0.1; the limits are tested in tests/server.
      ...Object.fromEntries(
        Object.values(RATE_LIMIT_VARIABLES).map((prefix) => [`${prefix}_RATE_LIMIT_MAX`, '100000']),
      ),
    },
    detached: true,
  });
  await waitForHealth(server, 60_000);
  await addWholesaleOrders(E2E_DATA_DIR);
  await addInsightSales(E2E_DATA_DIR);
  return async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
}
