/**
 * Several API instances on one PostgreSQL database (docs/operations.md), run only in the server-postgres tier: live
 * notifications, sessions and rate limits hold across instances; migrations run once when instances start
 * together; the search normalisation written in SQL agrees with the app's.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { openDatabase } from '../../server/db/open';
import { LATEST_VERSION } from '../../server/db/migrations';
import { DEMO_IDS, DEMO_PASSWORD } from '../../server/demo/seedData';
import { notificationBus, type ApiNotification } from '../../server/lib/notificationBus';
import { bearer, demoAccount, loginAs, makeSecondInstance, makeTestApp } from './helpers';
import { newTestDatabase, testPostgresUrl } from './postgres';

const serverUrl = (): string => {
  const url = testPostgresUrl();
  if (!url) throw new Error('tests/server/instances.test.ts runs in the server-postgres tier');
  return url;
};

describe('two instances on one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await makeTestApp();
    second = await makeSecondInstance(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a status change made through one instance reaches the seller’s stream held by the other', async () => {
    const received: ApiNotification[] = [];
    const unsubscribe = notificationBus(second.db).subscribe(DEMO_IDS.seller, (notification) =>
      received.push(notification),
    );
    try {
      const line = await first.db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select(['order_lines.order_id', 'order_lines.product_id', 'orders.order_ref_id'])
        .where('order_lines.seller_id', '=', DEMO_IDS.seller)
        .where('order_lines.status', '=', 'pending')
        .orderBy(sql`order_lines.rowid`)
        .executeTakeFirstOrThrow();
      const admin = await loginAs(first, 'admin');
      const response = await first.inject({
        method: 'PUT',
        url: `/api/v1/orders/${line.order_id}/update-status`,
        headers: bearer(admin),
        payload: { status: 'confirmed', product_id: line.product_id },
      });
      expect(response.statusCode).toBe(200);
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000 });
      expect(received[0]).toMatchObject({ object_type: 'order' });
      expect(JSON.stringify(received[0])).toContain(line.order_ref_id);
      // Nothing but that one change was sent.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toHaveLength(1);
    } finally {
      unsubscribe();
    }
  });

  it('a session started on one instance is accepted by the other', async () => {
    const token = await loginAs(first, 'seller');
    const response = await second.inject({
      method: 'GET',
      url: '/api/v1/accounts/wallet',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('instances without JWT_SECRET', () => {
  it('sign with the one secret kept in the database', async () => {
    const first = await makeTestApp({ jwtSecret: undefined });
    const second = await makeSecondInstance(first, { jwtSecret: undefined });
    try {
      const token = await loginAs(first, 'seller');
      const response = await second.inject({
        method: 'GET',
        url: '/api/v1/accounts/wallet',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('rate limits across instances', () => {
  it('count every instance’s attempts together', async () => {
    const rateLimits = {
      login: { max: 3, windowMs: 60_000 },
      loginAddress: { max: 1_000, windowMs: 60_000 },
    };
    const first = await makeTestApp({ rateLimits });
    const second = await makeSecondInstance(first, { rateLimits });
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/accounts/login',
        payload: { email: demoAccount('seller').email, password: 'Wrong-1234' },
      });
    try {
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(401);
      // The fourth try, on the instance that saw only one, is refused all the same.
      const refused = await attempt(second);
      expect(refused.statusCode).toBe(429);
      const right = await second.inject({
        method: 'POST',
        url: '/api/v1/accounts/login',
        payload: { email: demoAccount('seller').email, password: DEMO_PASSWORD },
      });
      expect(right.statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('instances starting together on a new database', () => {
  it('make the schema once and all start', async () => {
    const database = await newTestDatabase(serverUrl(), 'template0');
    try {
      const target = { dataDir: '', postgres: { url: database.url, poolSize: 2 } };
      const opened = await Promise.all([openDatabase(target), openDatabase(target), openDatabase(target)]);
      const applied = opened.flatMap((each) => each.migrations.applied);
      expect(applied).toEqual([`${LATEST_VERSION} a new database`]);
      expect(opened.every((each) => each.migrations.to === LATEST_VERSION)).toBe(true);
      await Promise.all(opened.map((each) => each.db.destroy()));
    } finally {
      await database.drop();
    }
  });
});

describe('normalize_search in PostgreSQL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeTestApp({ seed: 'none' });
  });
  afterAll(() => app.close());

  it('gives the same text as the app’s normalizeForSearch', async () => {
    const samples = [
      'أحمد',
      'إبراهيم آل ٱلسعيد',
      'مكتبة الهدى',
      'مصطفى',
      'مُحَمَّد',
      'كتـــاب',
      '١٢٠ جنيه',
      '۴۵۶ Persian digits',
      '  Mixed   CASE\ttext\nhere  ',
      'ÉCOLE Über Ça',
      'SKU-ABC_123 %_\\',
      '',
    ];
    const { rows } = await sql<{ normalised: string }>`
      SELECT normalize_search(sample) AS normalised
      FROM unnest(${samples}::text[]) WITH ORDINALITY AS given(sample, position) ORDER BY position`.execute(
      app.db,
    );
    expect(rows.map((row) => row.normalised)).toEqual(samples.map(normalizeForSearch));
  });
});
