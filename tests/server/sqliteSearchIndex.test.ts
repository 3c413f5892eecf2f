/**
 * What only SQLite's search index has (FTS5 trigram tables, migrations 3 and 7): the order lines' index is filled
 * for a database made before it, and the seller tags stored beside product names are never matched by a search.
 * PostgreSQL searches its tables' own normalised text (tests/server/productSearch.test.ts and orderSearch.test.ts
 * run on both).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSqlite } from '../../server/db/migrations';
import { sellerTagSql } from '../../server/db/migrations/sellerSearch';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp, sqliteOf } from './helpers';

let app: FastifyInstance;
let seller: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await makeTestApp();
  seller = bearer(await loginAs(app, 'seller'));
  admin = bearer(await loginAs(app, 'admin'));
});
afterAll(() => app.close());

const orderSearch = async (text: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/orders/seller?page=1&limit=100&search=${encodeURIComponent(text)}`,
    headers: seller,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { _id: string }[]; meta: { count: number } };
};

describe('the order lines’ search index', () => {
  it('is filled from the lines already there when a database made before it is opened', async () => {
    const before = await orderSearch('ايزيس');
    expect(before.meta.count).toBeGreaterThan(0);
    // The releases that added the index left databases at migration 3, with or without it.
    sqliteOf(app).exec('DROP TABLE order_lines_search');
    sqliteOf(app).pragma('user_version = 3');
    await migrateSqlite(sqliteOf(app));
    const after = await orderSearch('ايزيس');
    expect(after.meta.count).toBe(before.meta.count);
    expect(after.data.map((order) => order._id)).toEqual(before.data.map((order) => order._id));
  });
});

describe('the seller tags in the product index', () => {
  it('are never matched by a search, which reads names only', async () => {
    const { tag } = sqliteOf(app)
      .prepare(`SELECT ${sellerTagSql('?')} AS tag`)
      .get(DEMO_IDS.seller) as { tag: string };
    expect([...tag]).toHaveLength(3);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/products?page=1&limit=15',
      headers: admin,
      payload: { search: tag },
    });
    expect(response.statusCode).toBe(200);
    // The admins' list names its count `metadata` (docs/api.md).
    const { metadata, data } = response.json() as { metadata: { count: number }; data: unknown[] };
    expect(metadata.count).toBe(0);
    expect(data).toEqual([]);
  });
});
