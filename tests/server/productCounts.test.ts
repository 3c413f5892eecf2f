/**
 * A list that narrows only by seller and status is counted from product_counts (kept by triggers)
 * instead of row by row. After products are created, reviewed one by one and in bulk, moved and deleted, every
 * such list's count must still equal COUNT(*) over the products it lists, and other filters must still count
 * their own rows.
 * See docs/performance.md.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRowOf } from '../../server/db/database';
import { seedBulk } from '../../server/demo/seedBulk';
import { DEMO_IDS } from '../../server/demo/seedData';
import { listProducts, productWhere, whereSql } from '../../server/products/queries';
import type { ListBody } from '../../server/products/schemas';
import { PRODUCT_STATUSES } from '../../src/lib/productStatus';
import { bearer, loginAs, makeTestApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await makeTestApp();
  await seedBulk(app.db, { products: 600, orders: 0 });
});
afterAll(() => app.close());

const rowCount = async (body: ListBody, sellerId: string | null) => {
  const where = productWhere(app.db, body, sellerId);
  const row = await firstRowOf(
    app.db,
    sql<{ count: number }>`SELECT COUNT(*) AS count FROM products ${whereSql(where)}`,
  );
  return row?.count;
};

const listed = async (body: ListBody, sellerId: string | null) =>
  (await listProducts(app.db, body, sellerId, { limit: 15, offset: 0 }, 1000)).count;

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

const expectCountsRight = async () => {
  for (const sellerId of [null, DEMO_IDS.seller, DEMO_IDS.seller2, DEMO_IDS.admin]) {
    for (const body of BODIES) {
      expect(await listed(body, sellerId), `${sellerId} ${JSON.stringify(body)}`).toBe(
        await rowCount(body, sellerId),
      );
    }
  }
};

describe('list counts from product_counts', () => {
  it('equal the rows listed after creating, reviewing, moving and deleting products', async () => {
    await expectCountsRight();
    const admin = bearer(await loginAs(app, 'admin'));
    const ids = (
      await app.db.selectFrom('products').select('id').where('status', '=', 'pending').limit(20).execute()
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
    await expectCountsRight();
    const undo = await app.inject({
      method: 'POST',
      url: `/api/v1/products/bulk-status/${bulk.json().data.batch_id}/undo`,
      headers: admin,
    });
    expect(undo.statusCode).toBe(200);
    // A product moved to another seller, and products deleted.
    await app.db
      .updateTable('products')
      .set({ seller_id: DEMO_IDS.seller2 })
      .where('id', '=', ids[10]!)
      .execute();
    await app.db.deleteFrom('products').where('id', 'in', [ids[11]!, ids[12]!]).execute();
    // An update that changes neither seller nor status leaves the counts alone.
    await sql`UPDATE products SET status = status, name_en = 'x' WHERE id = ${ids[13]}`.execute(app.db);
    await expectCountsRight();
    const total = await firstRowOf(app.db, sql<{ n: number }>`SELECT SUM(count) AS n FROM product_counts`);
    const products = await firstRowOf(app.db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM products`);
    expect(total?.n).toBe(products?.n);
  });
});
