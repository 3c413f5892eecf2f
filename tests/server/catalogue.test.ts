/**
 * The catalogue search (operation searchCatalogue): every seller's active products grouped by name, found by
 * name, brand or category in either language (Arabic-aware), with the price range and number of sellers and
 * nothing of a seller's stock, cost or identity.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp } from './helpers';

type Item = {
  name: { en: string; ar: string };
  brand: { en: string; ar: string };
  category: { code: string; name: { en: string; ar: string } };
  price: { min: number; max: number };
  sellers: number;
};
type Page = { items: Item[]; meta: { count: number; count_is_lower_bound?: boolean } };

describe.each([
  ['few matches grouped as they are', 1000],
  ['many matches along the catalogue index', 1],
])('the catalogue (%s)', (_plan, searchCountLimit) => {
  let app: FastifyInstance;
  let sellers: string[];

  beforeAll(async () => {
    app = await makeTestApp({ searchCountLimit });
    sellers = await Promise.all([loginAs(app, 'seller'), loginAs(app, 'seller2')]);
    const offers: [number, string, number, number][] = [
      // seller, SKU, price, stock
      [0, 'CAT-1', 100, 7],
      [1, 'CAT-2', 150, 3],
      [1, 'CAT-3', 50, 9],
    ];
    for (const [seller, sku, price, stock] of offers) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/products/create-product',
        headers: bearer(sellers[seller]!),
        payload: {
          category: 'electronics',
          sku,
          en: { name: 'Zephyr PowerCore 10000', brand: 'Zephyr' },
          ar: { name: 'باور كور 10000', brand: 'زِفير أصلي' },
          listing_price: price,
          stock_quantity: stock,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    // Two are on sale; the third still waits for review and is not in the catalogue.
    await sql`UPDATE products SET status = 'active' WHERE sku IN ('CAT-1', 'CAT-2')`.execute(app.db);
  });
  afterAll(() => app.close());

  const search = async (query: string, as = sellers[0]!) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/catalogue?${query}`,
      headers: bearer(as),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { page: response.json() as Page, body: response.body };
  };

  it('groups the offers of two sellers by name, with their price range and number of sellers only', async () => {
    const { page, body } = await search('search=powercore');
    expect(page.items).toEqual([
      {
        name: { en: 'Zephyr PowerCore 10000', ar: 'باور كور 10000' },
        brand: { en: 'Zephyr', ar: 'زِفير أصلي' },
        category: { code: 'electronics', name: { en: expect.any(String), ar: expect.any(String) } },
        price: { min: 100, max: 150 },
        sellers: 2,
      },
    ]);
    expect(page.meta.count).toBe(1);
    // Nothing of a seller's stock, cost or identity.
    for (const secret of [DEMO_IDS.seller, DEMO_IDS.seller2, 'stock', 'CAT-1', 'seller_id', 'business']) {
      expect(body).not.toContain(secret);
    }
  });

  it('finds it by its brand in Arabic written without the hamza and diacritics, and by its Arabic name', async () => {
    for (const query of ['search=زفير اصلي', 'search=باور كور', 'search=ZEPHYR']) {
      const { page } = await search(encodeURI(query));
      expect(
        page.items.map((item) => item.name.en),
        query,
      ).toContain('Zephyr PowerCore 10000');
    }
  });

  it('finds a category’s products by the category’s name in either language, in name order', async () => {
    const category = await app.db
      .selectFrom('categories')
      .select(['name_en', 'name_ar'])
      .where('code', '=', 'electronics')
      .executeTakeFirstOrThrow();
    for (const name of [category.name_ar, category.name_en.toLowerCase()]) {
      const { page } = await search(`search=${encodeURIComponent(name)}&limit=100`);
      expect(page.items.length).toBeGreaterThan(1);
      expect(page.items.every((item) => item.category.code === 'electronics')).toBe(true);
      const names = page.items.map((item) => (item.name.en || item.name.ar).toLowerCase());
      expect(names).toEqual([...names].sort());
    }
  });

  it('lists every active product by name without a search, narrowed by category, page by page', async () => {
    const first = await search('page=1&limit=5&category=electronics');
    const second = await search('page=2&limit=5&category=electronics');
    expect(first.page.items).toHaveLength(5);
    const names = [...first.page.items, ...second.page.items].map((item) => item.name.en || item.name.ar);
    expect(new Set(names).size).toBe(names.length);
    expect(names.map((name) => name.toLowerCase())).toEqual(names.map((name) => name.toLowerCase()).sort());
    expect(
      [...first.page.items, ...second.page.items].every((item) => item.category.code === 'electronics'),
    ).toBe(true);
  });

  it('refuses what is not a page, and callers who are not sellers', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/catalogue?page=0',
      headers: bearer(sellers[0]!),
    });
    expect(bad.statusCode).toBe(400);
    const buyer = await loginAs(app, 'buyer');
    const refused = await app.inject({ method: 'GET', url: '/api/v1/catalogue', headers: bearer(buyer) });
    expect(refused.statusCode).toBe(403);
  });
});
