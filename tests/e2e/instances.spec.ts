/**
 * Two API instances on one PostgreSQL database behind one address (docs/operations.md): the seller's notification stream is
 * held by one instance while the admin's change goes through the other, and the seller still sees it live.
 * The proxy here stands in for a load balancer: it sends the stream to instance B and every other call to A,
 * and says which instance answered each request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { RATE_LIMIT_VARIABLES } from '../../server/config';
import {
  startThrowawayPostgres,
  stopThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../scripts/throwawayPostgres';
import { E2E_STATIC_DIR } from './support/env';
import { callAt, pickPendingLine } from './support/orders';
import { apiLogin, DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/session';

const STREAM = '/api/v1/notifications/stream';

type Instance = { name: 'A' | 'B'; port: number; child: ChildProcess };

const freePort = async (): Promise<number> => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

const waitForHealth = async (instance: Instance): Promise<void> => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.name} exited with ${instance.child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${instance.port}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance ${instance.name} did not become healthy`);
};

const startInstance = async (
  name: Instance['name'],
  databaseUrl: string,
  dataDir: string,
): Promise<Instance> => {
  const port = await freePort();
  // The compiled server the global setup built, as production runs it.
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // One shared folder for uploaded files (a volume both instances mount); no JWT_SECRET: the instances
      // agree on the one kept in the database.
      DATA_DIR: dataDir,
      JWT_SECRET: '',
      STATIC_DIR: E2E_STATIC_DIR,
      SEED: 'demo',
      ...Object.fromEntries(
        Object.values(RATE_LIMIT_VARIABLES).map((prefix) => [`${prefix}_RATE_LIMIT_MAX`, '100000']),
      ),
    },
    detached: true,
  });
  const instance: Instance = { name, port, child };
  await waitForHealth(instance);
  return instance;
};

/** The load balancer: the stream to B, the rest to A; `served` records who answered what. */
const startProxy = async (a: Instance, b: Instance, served: { instance: string; url: string }[]) => {
  const proxy = http.createServer((request, response) => {
    const target = request.url?.startsWith(STREAM) ? b : a;
    served.push({ instance: target.name, url: request.url ?? '' });
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': target.name });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
};

test.describe('two API instances on PostgreSQL', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let throwaway: ThrowawayPostgres | undefined;
  let serverUrl = '';
  const database = `souq_instances_${process.pid}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-instances-'));
  const instances: Instance[] = [];
  let proxy: http.Server | undefined;
  const served: { instance: string; url: string }[] = [];
  let base = '';

  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    throwaway = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayPostgres();
    serverUrl = process.env.TEST_DATABASE_URL ?? throwaway!.url;
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await onServer(`CREATE DATABASE ${database} TEMPLATE template0`);
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${database}`;
    // The first instance creates and seeds the database; the second finds it ready.
    instances.push(await startInstance('A', databaseUrl.toString(), dataDir));
    instances.push(await startInstance('B', databaseUrl.toString(), dataDir));
    proxy = await startProxy(instances[0]!, instances[1]!, served);
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    proxy?.close();
    for (const instance of instances) if (instance.child.pid) process.kill(-instance.child.pid, 'SIGTERM');
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise((resolve) =>
            instance.child.exitCode === null ? instance.child.once('exit', resolve) : resolve(null),
          ),
      ),
    );
    if (throwaway) stopThrowawayPostgres(throwaway.folder);
    else await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a change made through instance A reaches the seller whose stream is on instance B (ar)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill(DEMO_ACCOUNTS.seller.email);
    await page.getByLabel('كلمة المرور', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/store\/listing$/);

    const streamOpened = page.waitForResponse((response) => response.url().endsWith(STREAM));
    await page.goto('/pages/notifications');
    const stream = await streamOpened;
    expect(await stream.headerValue('x-instance')).toBe('B');
    await expect(page.getByRole('list', { name: 'إشعارات الطلبات' })).toBeVisible();

    const admin = await apiLogin(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, base);
    const seller = await apiLogin(DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD, base);
    const line = await pickPendingLine(admin.token, String(seller.profile._id), 'first', base);
    const changesBefore = served.filter((request) => request.url.includes('/update-status')).length;
    await callAt(base, admin.token, 'PUT', `/orders/${line.orderId}/update-status`, {
      status: 'confirmed',
      product_id: line.productId,
      order_ref_id: line.orderRef,
    });
    const changes = served.filter((request) => request.url.includes('/update-status'));
    expect(changes).toHaveLength(changesBefore + 1);
    expect(changes.at(-1)?.instance).toBe('A');

    // Live, without a reload: the toast and the card at the top of the list, in Arabic.
    const message = `الطلب ${line.orderRef}: حالة المنتج ${line.nameAr} الآن «مؤكد»`;
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'إشعارات الطلبات' })
        .getByRole('listitem')
        .getByRole('button', { name: message })
        .first(),
    ).toBeVisible();
    await context.close();
  });
});
