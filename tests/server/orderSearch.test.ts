/**
 * An order search reads only the lines it matches, through order_lines_search (one trigram entry per
 * line: its product's names, its order's reference and id). The index follows a product's new name, is filled
 * for a database made before it, and a search matching very many lines counts them only up to
 * SEARCH_COUNT_LIMIT.
 * See docs/performance.md.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRowOf, rowsOf } from '../../server/db/database';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp } from './helpers';

const COUNT_LIMIT = 7;
let app: FastifyInstance;
let seller: Record<string, string>;

type Meta = { count: number; count_is_lower_bound?: boolean };
type Listed = { data: { products: { _id: string; order_line_id?: string }[]; _id: string }[]; meta: Meta };

const search = async (text: string, limit = 100) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/orders/seller?page=1&limit=${limit}&search=${encodeURIComponent(text)}`,
    headers: seller,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Listed;
};

/** How many of the seller's lines have a product whose search text contains `text`. */
const linesNamed = async (text: string): Promise<number | undefined> =>
  (
    await firstRowOf(
      app.db,
      sql<{ n: number }>`SELECT COUNT(*) AS n FROM order_lines l JOIN products p ON p.id = l.product_id
        WHERE l.seller_id = ${DEMO_IDS.seller} AND p.search_text LIKE ${`%${text}%`}`,
    )
  )?.n;

beforeAll(async () => {
  app = await makeTestApp({ searchCountLimit: COUNT_LIMIT });
  seller = bearer(await loginAs(app, 'seller'));
});

afterAll(async () => {
  await app.close();
});

describe('the order lines search index', () => {
  it('finds a line by its product’s new name, in either language, once the product is renamed', async () => {
    const line = await app.db
      .selectFrom('order_lines')
      .select('product_id')
      .where('seller_id', '=', DEMO_IDS.seller)
      .limit(1)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('products')
      .set({ search_text: 'zephyrine kettle غلاية زفيرين' })
      .where('id', '=', line.product_id)
      .execute();
    const lines = await app.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_id', '=', line.product_id)
      .where('seller_id', '=', DEMO_IDS.seller)
      .executeTakeFirstOrThrow();
    expect((await search('zephyrine')).meta.count).toBe(lines.n);
    expect((await search('زفيرين')).meta.count).toBe(lines.n);
    expect(await linesNamed('zephyrine')).toBe(lines.n);
  });
});

describe('a search matching many lines', () => {
  it('counts up to the limit and says so, still showing the newest lines first', async () => {
    // Every demo line's order reference carries the same prefix: the search matches them all.
    const { order_ref_id } = await app.db
      .selectFrom('orders')
      .select('order_ref_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const prefix = order_ref_id.slice(0, 3).toLowerCase();
    const all = await rowsOf(
      app.db,
      sql<{ id: string; order_id: string }>`SELECT l.id, l.order_id FROM order_lines l
        JOIN orders o ON o.id = l.order_id
        WHERE l.seller_id = ${DEMO_IDS.seller} AND lower(o.order_ref_id) LIKE ${`%${prefix}%`}
        ORDER BY l.updated_at DESC, l.rowid DESC`,
    );
    expect(all.length).toBeGreaterThan(COUNT_LIMIT);
    const found = await search(prefix, 5);
    expect(found.meta).toMatchObject({ count: COUNT_LIMIT, count_is_lower_bound: true });
    expect(found.data.map((order) => order._id)).toEqual([
      ...new Set(all.slice(0, 5).map((line) => line.order_id)),
    ]);
    // A page past the limit: the bound is at least the lines up to its end.
    const deep = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/seller?page=2&limit=5&search=${encodeURIComponent(prefix)}`,
      headers: seller,
    });
    expect(deep.json().meta).toMatchObject({ count: 10, count_is_lower_bound: true });
  });

  it('counts exactly below the limit', async () => {
    const found = await search('zzqxw');
    expect(found.meta.count).toBe(0);
    expect(found.meta.count_is_lower_bound).toBeUndefined();
  });
});
