/**
 * A key a call does not take, in its body or its querystring, is a 400 naming it: never dropped in silence. Above
 * all where a selection picks what a bulk change touches, a mistyped filter would otherwise widen it to everything.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAll, makeTestApp } from './helpers';

let app: FastifyInstance;
let tokens: Record<'admin' | 'seller', string>;

beforeAll(async () => {
  app = await makeTestApp({});
  tokens = await loginAll(app, ['admin', 'seller']);
});
afterAll(() => app.close());

const statusCounts = async () =>
  Object.fromEntries(
    (
      await app.db
        .selectFrom('products')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('seller_id', '=', DEMO_IDS.seller2)
        .groupBy('status')
        .execute()
    ).map(({ status, count }) => [status, Number(count)]),
  );

const unknownField = { en: expect.any(String), ar: expect.any(String) };

describe('strict input', () => {
  it('refuses a bulk status change whose selection holds a mistyped filter, changing nothing', async () => {
    const before = await statusCounts();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/products/bulk-status',
      headers: bearer(tokens.admin),
      payload: {
        selection: { filter: { seller_id: DEMO_IDS.seller2, statuz: 'pending' } },
        status: 'paused',
        expected: 1,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'selection.filter.statuz': unknownField });
    expect(await statusCounts()).toEqual(before);
  });

  it('refuses an unknown querystring parameter by name', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/withdrawals?page=1&limt=10',
      headers: bearer(tokens.seller),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ limt: unknownField });
  });

  it('refuses a role flag on one’s own profile by name, and the profile keeps its roles', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/update-general',
      headers: bearer(tokens.seller),
      payload: { name: 'Mona', is_admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ is_admin: unknownField });
    expect(response.json().error).toEqual({ en: expect.any(String), ar: expect.any(String) });
    const me = await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(tokens.seller) });
    expect(me.json().data.is_admin).toBe(false);
  });

  it('refuses a product list page or size that is not a whole number in its range, naming it', async () => {
    for (const [query, field] of [
      ['page=1e20', 'page'],
      ['page=0', 'page'],
      ['size=abc', 'size'],
      ['limit=-5', 'limit'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/products/seller?${query}`,
        headers: bearer(tokens.seller),
        payload: {},
      });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields), query).toEqual([field]);
    }
    const page = await app.inject({
      method: 'POST',
      url: '/api/v1/products/seller?page=2&size=10',
      headers: bearer(tokens.seller),
      payload: {},
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().meta).toMatchObject({ page: 2, limit: 10 });
    // Any whole size is taken as these lists always took it (pageOf brings it within 1 and the largest page).
    const clamped = await app.inject({
      method: 'POST',
      url: '/api/v1/products/seller?limit=1',
      headers: bearer(tokens.seller),
      payload: {},
    });
    expect(clamped.statusCode).toBe(200);
    expect(clamped.json().items).toHaveLength(1);
  });
});
