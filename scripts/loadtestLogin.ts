/**
 * `npm run loadtest:login`: does a login flood slow everyone else down? Starts the reference API (its own
 * process, default limits and password cost, a temporary database), measures the seller's product list idle,
 * then again while 50 connections hammer the login with unknown e-mails for a bounded time. Loopback only.
 * Exits 1 when the list's p95 under the flood is more than twice its idle p95.
 *
 * LOADTEST_PORT (default 4491), LOADTEST_SECONDS (default 10), LOADTEST_CONNECTIONS (default 50).
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/demo/seedData';

const PORT = Number(process.env.LOADTEST_PORT ?? 4491);
const SECONDS = Math.min(60, Number(process.env.LOADTEST_SECONDS ?? 10));
const CONNECTIONS = Math.min(200, Number(process.env.LOADTEST_CONNECTIONS ?? 50));
const SAMPLES = 300;
const HOST = '127.0.0.1';

interface Answer {
  status: number;
  body: string;
  ms: number;
}

const call = (agent: Agent, method: string, url: string, body?: unknown, token?: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const req = request(
      {
        host: HOST,
        port: PORT,
        method,
        path: `/api/v1${url}`,
        agent,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

async function waitForHealth(agent: Agent): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await call(agent, 'GET', '/health')).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the reference API did not start');
}

async function productListTimes(agent: Agent, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) {
    const answer = await call(agent, 'POST', `/products/seller?page=${(n % 10) + 1}&limit=15`, {}, token);
    if (answer.status !== 200) throw new Error(`the product list answered ${answer.status}`);
    times.push(answer.ms);
    // A person's pace, not a loop: the list is measured, not flooded.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-loadtest-'));
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST, DATA_DIR: dataDir, SEED: 'demo', STATIC_DIR: dataDir },
    detached: true,
  });
  const quiet = new Agent({ keepAlive: true, maxSockets: 1 });
  const flood = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    await waitForHealth(quiet);
    const login = await call(quiet, 'POST', '/accounts/login', {
      email: 'seller@demo.eg',
      password: DEMO_PASSWORD,
    });
    const token = (JSON.parse(login.body) as { user: { token: string } }).user.token;
    await productListTimes(quiet, token);
    const idle = await productListTimes(quiet, token);

    let stop = false;
    const statuses = new Map<number, number>();
    const hammer = async (connection: number) => {
      for (let n = 0; !stop; n += 1) {
        const answer = await call(flood, 'POST', '/accounts/login', {
          email: `flood-${connection}-${n}@unknown.example`,
          password: 'Wrong-1234',
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    const timer = setTimeout(() => (stop = true), SECONDS * 1000);
    const hammering = Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => hammer(n)));
    const underFlood: number[] = [];
    while (!stop) {
      const answer = await call(quiet, 'POST', '/products/seller?page=1&limit=15', {}, token);
      underFlood.push(answer.ms);
    }
    clearTimeout(timer);
    await hammering;

    const idleP95 = percentile(idle, 95);
    const floodP95 = percentile(underFlood, 95);
    const requests = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      [
        `product list idle: median ${round(percentile(idle, 50))} ms, p95 ${round(idleP95)} ms (${idle.length} calls)`,
        `product list under a ${SECONDS} s flood of ${CONNECTIONS} connections: median ${round(percentile(underFlood, 50))} ms, p95 ${round(floodP95)} ms (${underFlood.length} calls)`,
        `flood: ${requests} logins (${round(requests / SECONDS)}/s), answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`,
        `p95 under flood / idle: ${round(floodP95 / idleP95)} (budget ≤ 2)`,
        '',
      ].join('\n'),
    );
    if (floodP95 > 2 * idleP95) process.exitCode = 1;
  } finally {
    quiet.destroy();
    flood.destroy();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
