/**
 * Issue 17: a list that narrows only by seller and status is counted from product_counts (kept by triggers)
 * instead of row by row. After products are created, reviewed one by one and in bulk, moved and deleted, every
 * such list's count must still equal COUNT(*) over the products it lists, and other filters must still count
 * their own rows.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulk } from '../../server/db/seedBulk';
import { DEMO_IDS } from '../../server/db/seedData';
import { listProducts, productWhere, whereSql } from '../../server/products/queries';
import type { ListBody } from '../../server/products/schemas';
import { PRODUCT_STATUSES } from '../../src/lib/productStatus';
import { bearer, loginAs, makeTestApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await makeTestApp();
  seedBulk(app.sqlite, { products: 600, orders: 0 });
});
afterAll(() => app.close());

const rowCount = (body: ListBody, sellerId: string | null) => {
  const where = productWhere(body, sellerId);
  return (
    app.sqlite.prepare(`SELECT COUNT(*) AS count FROM products ${whereSql(where)}`).get(...where.params) as {
      count: number;
    }
  ).count;
};

const listed = (body: ListBody, sellerId: string | null) =>
  listProducts(app.sqlite, body, sellerId, { limit: 15, offset: 0 }, 1000).count;

const BODIES: ListBody[] = [
  {},
  ...PRODUCT_STATUSES.map((status) => ({ filter: { status } })),
  { filter: { status: ['pending', 'rejected'] } },
  { 'or-filter': [{ status: 'rejected' }, { status: 'paused' }, { status: 'expired' }] },
  { filter: { status: ['active', 'paused'] }, 'or-filter': [{ status: 'paused' }, { status: 'soldout' }] },
  { filter: { seller_id: DEMO_IDS.seller2, status: 'active' } },
  { filter: { category: 'electronics' } },
  { filter: { status: 'active', is_recommended: false } },
  { filter: { seller: 'seller' } },
  { 'or-filter': [{ status: 'pending' }, { category: 'electronics' }] },
];

const expectCountsRight = () => {
  for (const sellerId of [null, DEMO_IDS.seller, DEMO_IDS.seller2, DEMO_IDS.admin]) {
    for (const body of BODIES) {
      expect(listed(body, sellerId), `${sellerId} ${JSON.stringify(body)}`).toBe(rowCount(body, sellerId));
    }
  }
};

describe('list counts from product_counts', () => {
  it('equal the rows listed after creating, reviewing, moving and deleting products', async () => {
    expectCountsRight();
    const admin = bearer(await loginAs(app, 'admin'));
    const ids = (
      app.sqlite.prepare("SELECT id FROM products WHERE status = 'pending' LIMIT 20").all() as { id: string }[]
    ).map((row) => row.id);
    const single = await app.inject({
      method: 'PUT',
      url: '/api/v1/products/update-status',
      headers: admin,
      payload: { ids: ids.slice(0, 5), status: 'active' },
    });
    expect(single.statusCode).toBe(200);
    const selection = { filter: { seller_id: DEMO_IDS.seller2, status: 'active' } };
    const preview = await app.inject({
      method: 'POST',
      url: '/api/v1/products/bulk-status/preview',
      headers: admin,
      payload: { selection, status: 'paused' },
    });
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/v1/products/bulk-status',
      headers: admin,
      payload: { selection, status: 'paused', expected: preview.json().data.matching },
    });
    expect(bulk.statusCode).toBe(200);
    expectCountsRight();
    const undo = await app.inject({
      method: 'POST',
      url: `/api/v1/products/bulk-status/${bulk.json().data.batch_id}/undo`,
      headers: admin,
    });
    expect(undo.statusCode).toBe(200);
    // A product moved to another seller, and products deleted.
    app.sqlite.prepare('UPDATE products SET seller_id = ? WHERE id = ?').run(DEMO_IDS.seller2, ids[10]);
    app.sqlite.prepare('DELETE FROM products WHERE id IN (?, ?)').run(ids[11], ids[12]);
    // An update that changes neither seller nor status leaves the counts alone.
    app.sqlite.prepare("UPDATE products SET status = status, name_en = 'x' WHERE id = ?").run(ids[13]);
    expectCountsRight();
    const total = app.sqlite.prepare('SELECT SUM(count) AS n FROM product_counts').get() as { n: number };
    expect(total.n).toBe((app.sqlite.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n);
  });
});
