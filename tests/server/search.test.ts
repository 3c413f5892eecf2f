import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { bearer, GENEROUS_RATE_LIMITS, loginAs, makeTestApp, TEST_PASSWORD_COST, sqliteOf } from './helpers';

type Listed = { _id: string; en: { name: string }; ar: { name: string } };

const searchAll = async (app: FastifyInstance, token: string, search: string): Promise<string[]> => {
  const found: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/products/seller?page=${page}&limit=100`,
      headers: bearer(token),
      payload: { search },
    });
    expect(response.statusCode).toBe(200);
    const { items, meta } = response.json() as { items: Listed[]; meta: { count: number } };
    found.push(...items.map((item) => item._id));
    if (found.length >= meta.count || items.length === 0) return found.sort();
  }
};

describe('product search through the trigram index', () => {
  let app: FastifyInstance;
  let seller: string;
  let all: Listed[];
  beforeAll(async () => {
    app = await makeTestApp();
    seller = await loginAs(app, 'seller');
    all = [];
    for (let page = 1; ; page += 1) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/products/seller?page=${page}&limit=100`,
        headers: bearer(seller),
        payload: {},
      });
      const { items, meta } = response.json() as { items: Listed[]; meta: { count: number } };
      all.push(...items);
      if (all.length >= meta.count || items.length === 0) break;
    }
  });
  afterAll(() => app.close());

  /** What a full scan of the names would find: the answer the index must give. */
  const scan = (search: string) =>
    all
      .filter((item) =>
        normalizeForSearch(`${item.en.name} ${item.ar.name}`).includes(normalizeForSearch(search)),
      )
      .map((item) => item._id)
      .sort();

  it.each(['ch', 'char', 'شاحن', 'شاحن سريع', 'سماعه', 'س'])(
    'finds exactly what a scan finds for %j',
    async (search) => {
      expect(all.length).toBeGreaterThan(20);
      expect(await searchAll(app, seller, search)).toEqual(scan(search));
    },
  );

  it('takes quotes and query syntax as plain text', async () => {
    for (const search of ['"', 'a"b', 'NEAR(x y)', 'ab*', 'x OR y', '-z']) {
      expect(await searchAll(app, seller, search)).toEqual(scan(search));
    }
  });

  it('follows a product renamed after it was indexed', async () => {
    const product = all[0] as Listed;
    await app.inject({
      method: 'PUT',
      url: `/api/v1/products/${product._id}/update-product`,
      headers: bearer(seller),
      payload: { en: { name: 'Zeppelin lantern' } },
    });
    expect(await searchAll(app, seller, 'zeppelin')).toEqual([product._id]);
    if (product.en.name.length >= 3) {
      expect(await searchAll(app, seller, product.en.name)).not.toContain(product._id);
    }
  });
});

describe('a database made before the search index', () => {
  it('gets the index filled from its products at start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-search-'));
    const options = {
      dataDir,
      seed: 'demo' as const,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      passwordCost: TEST_PASSWORD_COST,
      rateLimits: GENEROUS_RATE_LIMITS,
    };
    try {
      const first = await buildApp(options);
      sqliteOf(first).exec(`DROP TRIGGER products_search_insert; DROP TRIGGER products_search_delete;
        DROP TRIGGER products_search_update; DROP TABLE products_search;`);
      // The releases before the index wrote migration 1 at most.
      sqliteOf(first).pragma('user_version = 1');
      await first.close();
      const again = await buildApp(options);
      try {
        const token = await loginAs(again, 'seller');
        expect((await searchAll(again, token, 'شاحن')).length).toBeGreaterThan(0);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
