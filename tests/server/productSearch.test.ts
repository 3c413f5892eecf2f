/**
 * Product lists stay fast at a million products (docs/performance.md). A search counts its matches only up to
 * SEARCH_COUNT_LIMIT (then says "at least"), reads few matches by rowid and many by walking the list's order, and
 * a page past the middle of a list is read from its other end. Every way must give the same rows as the plain
 * OFFSET reading of the whole ordered list.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/database';
import { seedBulk } from '../../server/demo/seedBulk';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp } from './helpers';

const COUNT_LIMIT = 40;
let app: FastifyInstance;
let admin: Record<string, string>;
let seller: Record<string, string>;

type Listed = { _id: string };
type Meta = { count: number; page: number; limit: number; count_is_lower_bound?: boolean };

const list = async (
  headers: Record<string, string>,
  body: Record<string, unknown>,
  page: number,
  limit: number,
  route: '/products' | '/products/seller' = '/products/seller',
) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1${route}?page=${page}&limit=${limit}`,
    headers,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  const json = response.json() as { items?: Listed[]; data?: Listed[]; meta?: Meta; metadata?: Meta };
  return {
    rows: (json.items ?? json.data ?? []).map((row) => row._id),
    meta: (json.meta ?? json.metadata) as Meta,
  };
};

/** The seller's products in the list's order, read straight from the database. */
const ordered = async (where = sql``, direction: 'DESC' | 'ASC' = 'DESC'): Promise<string[]> =>
  (
    await rowsOf(
      app.db,
      sql<{ id: string }>`SELECT id FROM products WHERE seller_id = ${DEMO_IDS.seller} ${where}
        ORDER BY updated_at ${sql.raw(direction)}, rowid ${sql.raw(direction)}`,
    )
  ).map((row) => row.id);

/** Appends the SKU, a searchable word, to every product's search text. */
const skusSearchable = (instance: FastifyInstance) =>
  sql`UPDATE products SET search_text = search_text || ' ' || lower(sku)`.execute(instance.db);

/** A SKU of the bulk products (BLK-...). */
const bulkSku = async () =>
  (
    await app.db
      .selectFrom('products')
      .select('sku')
      .where('sku', 'like', 'BLK-%')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).sku;

const nameContains = (word: string) => sql`AND search_text LIKE ${`%${word}%`}`;

beforeAll(async () => {
  app = await makeTestApp({ searchCountLimit: COUNT_LIMIT });
  await seedBulk(app.db, { products: 400, orders: 0, sellerIds: [DEMO_IDS.seller] });
  // The SKUs become searchable words, so searches matching few and many products can be chosen.
  await skusSearchable(app);
  admin = bearer(await loginAs(app, 'admin'));
  seller = bearer(await loginAs(app, 'seller'));
});

afterAll(async () => {
  await app.close();
});

describe('pages of a long list', () => {
  it('gives every page, from either end, exactly the rows of the ordered list', async () => {
    const expected = await ordered();
    const limit = 15;
    const pages = Math.ceil(expected.length / limit);
    const read: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const { rows, meta } = await list(seller, {}, page, limit);
      expect(meta).toMatchObject({ count: expected.length, page, limit });
      expect(meta.count_is_lower_bound).toBeUndefined();
      read.push(...rows);
    }
    expect(read).toEqual(expected);
    const beyond = await app.inject({
      method: 'POST',
      url: `/api/v1/products/seller?page=${pages + 1}&limit=${limit}`,
      headers: seller,
      payload: {},
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().details).toEqual({ last_page: pages });
  });

  it('reads the longest-waiting order the same way, and a filtered tab', async () => {
    const waiting = await ordered(sql``, 'ASC');
    const last = Math.ceil(waiting.length / 10);
    expect((await list(seller, { sort: 'waiting' }, last, 10)).rows).toEqual(waiting.slice((last - 1) * 10));
    const active = await ordered(sql`AND status = 'active'`);
    const lastActive = Math.ceil(active.length / 10);
    const { rows, meta } = await list(seller, { filter: { status: 'active' } }, lastActive, 10);
    expect(meta.count).toBe(active.length);
    expect(rows).toEqual(active.slice((lastActive - 1) * 10));
  });
});

describe('searching', () => {
  const matching = (word: string) => ordered(nameContains(word));

  it('counts a search matching few exactly and pages it like the list', async () => {
    // Ten SKUs share all but their last digit (BLK-000123x): fewer than the count limit.
    const sku = await bulkSku();
    const word = sku.slice(0, -1).toLowerCase();
    const expected = await matching(word);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(COUNT_LIMIT);
    const { rows, meta } = await list(seller, { search: word }, 1, 100);
    expect(meta.count).toBe(expected.length);
    expect(meta.count_is_lower_bound).toBeUndefined();
    expect(rows).toEqual(expected);
  });

  it('stops counting a search matching many at the limit, and still shows its newest matches first', async () => {
    const word = 'blk-000';
    const expected = await matching(word);
    expect(expected.length).toBeGreaterThan(COUNT_LIMIT);
    const first = await list(seller, { search: word }, 1, 15);
    expect(first.meta).toMatchObject({ count: COUNT_LIMIT, count_is_lower_bound: true });
    expect(first.rows).toEqual(expected.slice(0, 15));
    const third = await list(seller, { search: word }, 3, 15);
    expect(third.rows).toEqual(expected.slice(30, 45));
    // Past the limit the bound grows with the rows shown, so the page after them can still be asked for.
    const past = await list(seller, { search: word }, 2, 30);
    expect(past.rows).toEqual(expected.slice(30, 60));
    expect(past.meta).toMatchObject({ count: 60, count_is_lower_bound: true });
    // The admin's list of every product answers the same bound.
    const all = await list(admin, { search: word }, 1, 15, '/products');
    expect(all.meta).toMatchObject({ count: COUNT_LIMIT, count_is_lower_bound: true });
  });

  it('answers a search that matches nothing with an empty page at once', async () => {
    const { rows, meta } = await list(seller, { search: 'zzqxw' }, 1, 15);
    expect(rows).toEqual([]);
    expect(meta.count).toBe(0);
  });

  it('counts exactly when the filter leaves few of many matches', async () => {
    const sku = await bulkSku();
    // A hundred SKUs share all but their last two digits; a sixth or so of them are pending.
    const word = sku.slice(0, -2).toLowerCase();
    expect((await matching(word)).length).toBeGreaterThan(COUNT_LIMIT);
    const expected = await ordered(sql`AND status = 'pending' ${nameContains(word)}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(COUNT_LIMIT);
    const { rows, meta } = await list(seller, { search: word, filter: { status: 'pending' } }, 1, 100);
    expect(meta.count).toBe(expected.length);
    expect(meta.count_is_lower_bound).toBeUndefined();
    expect(rows).toEqual(expected);
  });
});

describe("searching one seller's products (the index knows each product's seller)", () => {
  it("counts exactly the few matches of a seller whose word fills another seller's catalogue", async () => {
    await seedBulk(app.db, { products: 200, orders: 0, sellerIds: [DEMO_IDS.seller2] });
    const mark = (where: RawBuilder<unknown>) =>
      sql`UPDATE products SET search_text = search_text || ' zinnober' WHERE ${where}`.execute(app.db);
    await mark(sql`seller_id = ${DEMO_IDS.seller2}`);
    const mine = (await ordered()).slice(0, 3);
    for (const id of mine) await mark(sql`id = ${id}`);
    expect((await ordered(nameContains('zinnober'))).sort()).toEqual([...mine].sort());

    const own = await list(seller, { search: 'zinnober' }, 1, 15);
    expect(own.meta.count).toBe(3);
    expect(own.meta.count_is_lower_bound).toBeUndefined();
    expect(own.rows).toEqual(await ordered(nameContains('zinnober')));
    // An admin narrowing to one seller reads the same; without the filter, every seller's matches count.
    const filtered = await list(
      admin,
      { search: 'zinnober', filter: { seller_id: DEMO_IDS.seller2 } },
      1,
      15,
      '/products',
    );
    expect(filtered.meta).toMatchObject({ count: COUNT_LIMIT, count_is_lower_bound: true });
    const narrow = await list(
      admin,
      { search: 'zinnober', filter: { seller_id: DEMO_IDS.seller } },
      1,
      15,
      '/products',
    );
    expect(narrow.meta.count).toBe(3);
    expect(narrow.rows.sort()).toEqual([...mine].sort());
  });

  it('follows a renamed, a moved and a deleted product', async () => {
    const [renamed, moved, removed] = (await ordered()).slice(-3) as [string, string, string];
    const rename = (id: string, text: string) =>
      app.db.updateTable('products').set({ search_text: text }).where('id', '=', id).execute();
    await rename(renamed, 'quixotic kettle');
    await rename(moved, 'quixotic lamp');
    await rename(removed, 'quixotic chair');
    expect((await list(seller, { search: 'quixotic' }, 1, 15)).meta.count).toBe(3);

    await rename(renamed, 'plain kettle');
    await app.db
      .updateTable('products')
      .set({ seller_id: DEMO_IDS.seller2 })
      .where('id', '=', moved)
      .execute();
    await app.db.deleteFrom('products').where('id', '=', removed).execute();
    const after = await list(seller, { search: 'quixotic' }, 1, 15);
    expect(after.rows).toEqual([]);
    expect((await list(seller, { search: 'plain kettle' }, 1, 15)).rows).toEqual([renamed]);
    const moves = await list(
      admin,
      { search: 'quixotic', filter: { seller_id: DEMO_IDS.seller2 } },
      1,
      15,
      '/products',
    );
    expect(moves.rows).toEqual([moved]);
  });
});

describe('a count limit smaller than a page', () => {
  it('still counts at least the rows shown, so the next page is offered', async () => {
    const small = await makeTestApp({ searchCountLimit: 3 });
    try {
      await seedBulk(small.db, { products: 60, orders: 0, sellerIds: [DEMO_IDS.seller] });
      await skusSearchable(small);
      const token = bearer(await loginAs(small, 'seller'));
      const page = async (number: number) => {
        const response = await small.inject({
          method: 'POST',
          url: `/api/v1/products/seller?page=${number}&limit=15`,
          headers: token,
          payload: { search: 'blk' },
        });
        return response.json() as { items: Listed[]; meta: Meta };
      };
      const first = await page(1);
      expect(first.items).toHaveLength(15);
      expect(first.meta).toMatchObject({ count: 15, count_is_lower_bound: true });
      const second = await page(2);
      expect(second.items).toHaveLength(15);
      expect(second.meta.count).toBe(30);
      expect(second.items.map((row) => row._id)).not.toContain(first.items[0]?._id);
    } finally {
      await small.close();
    }
  });
});
