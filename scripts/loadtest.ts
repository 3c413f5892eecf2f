/**
 * Does a flood of password checks slow everyone else down? Starts the compiled API (its own process, default
 * limits and password cost, a temporary database), measures the seller's product list idle, then again while a
 * flood runs. Loopback only.
 *
 *   npm run loadtest:login      50 connections hammer the login with unknown e-mails for LOADTEST_SECONDS;
 *                               exits 1 when the list's p95 under the flood is more than twice its idle p95.
 *   npm run loadtest:password   one signed-in user sends 200 wrong current passwords to change-password, 50 at a
 *                               time; exits 1 when the list's p95 meanwhile reaches 100 ms. With
 *                               LOADTEST_UNLIMITED=1 the password-check rate limits are lifted, so every one of
 *                               the 200 is hashed and only the bounded hashing pool stands between them and the list.
 *
 * LOADTEST_PORT (default 4491), LOADTEST_SECONDS (default 10), LOADTEST_CONNECTIONS (default 50).
 */
import { execFileSync, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RATE_LIMIT_VARIABLES } from '../server/config';
import { DEMO_PASSWORD } from '../server/demo/seedData';

const PORT = Number(process.env.LOADTEST_PORT ?? 4491);
const SECONDS = Math.min(60, Number(process.env.LOADTEST_SECONDS ?? 10));
const CONNECTIONS = Math.min(200, Number(process.env.LOADTEST_CONNECTIONS ?? 50));
const SAMPLES = 300;
const FLOOD = process.argv[2] === 'password' ? 'password' : 'login';
const PASSWORD_CHECKS = 200;
const PASSWORD_P95_BUDGET_MS = 100;
const UNLIMITED = process.env.LOADTEST_UNLIMITED === '1';
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

async function loginFlood(quiet: Agent, flood: Agent, token: string, idle: number[]): Promise<void> {
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
}

/** 200 wrong current passwords from one signed-in user, CONNECTIONS at a time, while the list is read. */
async function passwordFlood(quiet: Agent, flood: Agent, token: string, idle: number[]): Promise<void> {
  const statuses = new Map<number, number>();
  let sent = 0;
  const started = performance.now();
  const hammer = async () => {
    while (sent < PASSWORD_CHECKS) {
      sent += 1;
      const answer = await call(
        flood,
        'PUT',
        '/accounts/change-password',
        { old_password: `Wrong-${sent}-password`, password: 'Another-Pass-1234' },
        token,
      );
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  let done = false;
  const hammering = Promise.all(Array.from({ length: CONNECTIONS }, () => hammer())).then(
    () => (done = true),
  );
  const underFlood: number[] = [];
  while (!done) {
    const answer = await call(quiet, 'POST', '/products/seller?page=1&limit=15', {}, token);
    if (answer.status !== 200) throw new Error(`the product list answered ${answer.status}`);
    underFlood.push(answer.ms);
  }
  await hammering;
  const seconds = (performance.now() - started) / 1000;
  const floodP95 = percentile(underFlood, 95);
  process.stdout.write(
    [
      `product list idle: median ${round(percentile(idle, 50))} ms, p95 ${round(percentile(idle, 95))} ms (${idle.length} calls)`,
      `product list during ${PASSWORD_CHECKS} wrong change-password calls (${CONNECTIONS} at a time, ${round(seconds)} s${UNLIMITED ? ', rate limits lifted' : ', default limits'}): median ${round(percentile(underFlood, 50))} ms, p95 ${round(floodP95)} ms (${underFlood.length} calls)`,
      `change-password answers: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`,
      `p95 during the flood: ${round(floodP95)} ms (budget < ${PASSWORD_P95_BUDGET_MS} ms)`,
      '',
    ].join('\n'),
  );
  if (!(floodP95 < PASSWORD_P95_BUDGET_MS)) process.exitCode = 1;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-loadtest-'));
  // The compiled server, as production runs it.
  execFileSync(process.execPath, ['build/server.mjs'], { stdio: 'ignore' });
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST,
      DATA_DIR: dataDir,
      SEED: 'demo',
      STATIC_DIR: dataDir,
      ...(UNLIMITED
        ? Object.fromEntries(
            [RATE_LIMIT_VARIABLES.passwordCheck, RATE_LIMIT_VARIABLES.passwordCheckAddress].map((prefix) => [
              `${prefix}_RATE_LIMIT_MAX`,
              '100000',
            ]),
          )
        : {}),
    },
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

    if (FLOOD === 'password') await passwordFlood(quiet, flood, token, idle);
    else await loginFlood(quiet, flood, token, idle);
  } finally {
    quiet.destroy();
    flood.destroy();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
