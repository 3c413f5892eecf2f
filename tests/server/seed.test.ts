import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_IDS } from '../../server/demo/seedData';
import { seedBulk } from '../../server/demo/seedBulk';
import { makeTestApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await makeTestApp();
});

afterAll(async () => {
  await app.close();
});

const flagsOf = (email: string) =>
  app.db
    .selectFrom('users')
    .select(['is_admin', 'is_seller', 'is_ambassador', 'is_sourcing'])
    .where('email', '=', email)
    .executeTakeFirst();

const productCount = async (instance: FastifyInstance): Promise<number> =>
  (
    await instance.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('demo seed', () => {
  it('creates the demo accounts with their phone numbers and role flags', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const row = await app.db
        .selectFrom('users')
        .select(['_id', 'phone_number'])
        .where('email', '=', account.email)
        .executeTakeFirst();
      expect(row).toEqual({ _id: DEMO_IDS[account.key], phone_number: account.phone });
    }
    expect(await flagsOf('admin@demo.eg')).toEqual({
      is_admin: 1,
      is_seller: 1,
      is_ambassador: 0,
      is_sourcing: 0,
    });
    expect(await flagsOf('seller@demo.eg')).toEqual({
      is_admin: 0,
      is_seller: 1,
      is_ambassador: 0,
      is_sourcing: 0,
    });
    expect(await flagsOf('newseller@demo.eg')).toEqual({
      is_admin: 0,
      is_seller: 1,
      is_ambassador: 0,
      is_sourcing: 0,
    });
    expect(await flagsOf('ambassador@demo.eg')).toEqual({
      is_admin: 0,
      is_seller: 0,
      is_ambassador: 1,
      is_sourcing: 0,
    });
    expect(await flagsOf('buyer@demo.eg')).toEqual({
      is_admin: 0,
      is_seller: 0,
      is_ambassador: 0,
      is_sourcing: 0,
    });
  });

  it('leaves the new seller with nothing filled in, and completes onboarding for the seller and admin', async () => {
    const onboarding = (email: string) =>
      app.db
        .selectFrom('users')
        .select(['kyc', 'business_info', 'company_registration'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    expect(await onboarding('newseller@demo.eg')).toEqual({
      kyc: '{}',
      business_info: '{}',
      company_registration: '{}',
    });
    for (const email of ['seller@demo.eg', 'admin@demo.eg']) {
      const row = await onboarding(email);
      expect(JSON.parse(row.kyc).address).toBeTruthy();
      expect(JSON.parse(row.business_info).ar.business_name).toBeTruthy();
      expect(JSON.parse(row.company_registration).owner_name).toBeTruthy();
    }
  });

  it('gives the ambassador recruits with documents in every review state', async () => {
    const recruits = await app.db
      .selectFrom('users')
      .select('kyc')
      .where('recruited_by', '=', DEMO_IDS.ambassador)
      .execute();
    expect(recruits.length).toBeGreaterThanOrEqual(5);
    const states = new Set(
      recruits.map((row) => (JSON.parse(row.kyc) as { front?: { approved: string } }).front?.approved),
    );
    expect(states).toEqual(new Set(['pending', 'approved', 'rejected', undefined]));
  });

  it('gives the seller at least 200 products in every status, and the second seller some too', async () => {
    const rows = await app.db
      .selectFrom('products')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('seller_id', '=', DEMO_IDS.seller)
      .groupBy('status')
      .execute();
    expect(rows.map((row) => row.status).sort()).toEqual([
      'active',
      'expired',
      'paused',
      'pending',
      'rejected',
      'soldout',
    ]);
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(200);
    const other = await app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seller_id', '=', DEMO_IDS.seller2)
      .executeTakeFirstOrThrow();
    expect(other.n).toBeGreaterThan(0);
  });

  it('stores bilingual names and the normalised search text', async () => {
    const product = await app.db
      .selectFrom('products')
      .select(['name_en', 'name_ar', 'search_text'])
      .where('name_ar', 'like', 'أرز%')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(product.name_en).toMatch(/Egyptian Rice/);
    expect(product.search_text).toContain('ارز مصري');
    expect(product.search_text).toContain('egyptian rice');
  });

  it('publishes the four categories with headers', async () => {
    const categories = await app.db
      .selectFrom('categories')
      .select(['code', 'published', 'img', 'headers'])
      .orderBy('code')
      .execute();
    expect(categories.map((category) => category.code)).toEqual([
      'cosmetics',
      'electronics',
      'fnb',
      'textiles',
    ]);
    for (const category of categories) {
      expect(category.published).toBe(1);
      expect(category.img).toBeTruthy();
      const keys = (JSON.parse(category.headers) as { key: string }[]).map((header) => header.key);
      expect(keys).toEqual(
        expect.arrayContaining(['name', 'sku', 'listing_price', 'stock_quantity', 'handling_time']),
      );
    }
  });

  it('has order lines in every status for the seller', async () => {
    const statuses = (
      await app.db
        .selectFrom('order_lines')
        .select('status')
        .distinct()
        .where('seller_id', '=', DEMO_IDS.seller)
        .execute()
    ).map((row) => row.status);
    expect(statuses.sort()).toEqual([
      'canceled',
      'confirmed',
      'delivered',
      'pending',
      'rejected',
      'returned',
      'shipped',
    ]);
  });

  it('keeps every ledger consistent: running balance_after, net balance at the end, pending money not negative', async () => {
    for (const sellerId of [DEMO_IDS.seller, DEMO_IDS.seller2]) {
      const transactions = await app.db
        .selectFrom('transactions')
        .select(['type', 'amount', 'balance_after'])
        .where('user_id', '=', sellerId)
        .orderBy('transaction_time')
        .orderBy(sql.ref('rowid'))
        .execute();
      expect(transactions.length).toBeGreaterThan(0);
      expect(transactions.some((transaction) => transaction.type === 'DR')).toBe(true);
      let balance = 0;
      for (const transaction of transactions) {
        balance += transaction.type === 'CR' ? transaction.amount : -transaction.amount;
        expect(transaction.balance_after).toBe(balance);
      }
      const wallet = await app.db
        .selectFrom('wallets')
        .select(['net_balance', 'total_balance'])
        .where('user_id', '=', sellerId)
        .executeTakeFirstOrThrow();
      expect(wallet.net_balance).toBe(balance);
      expect(wallet.total_balance).toBeGreaterThanOrEqual(wallet.net_balance);
    }
  });

  it('writes order notifications for the seller, plus some of other types', async () => {
    const rows = await app.db
      .selectFrom('notifications')
      .select((eb) => ['object_type', eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', DEMO_IDS.seller)
      .groupBy('object_type')
      .execute();
    expect(rows.find((row) => row.object_type === 'order')?.n).toBeGreaterThan(10);
    expect(rows.some((row) => row.object_type !== 'order')).toBe(true);
  });

  it('is deterministic: a second seed produces the same products', async () => {
    const again = await makeTestApp();
    try {
      const products = (instance: FastifyInstance) =>
        instance.db
          .selectFrom('products')
          .select(['id', 'sku', 'name_en', 'name_ar', 'status', 'listing_price'])
          .orderBy('id')
          .execute();
      expect(await products(again)).toEqual(await products(app));
    } finally {
      await again.close();
    }
  });

  it('creates only the admin account with SEED=none', async () => {
    const empty = await makeTestApp({ seed: 'none' });
    try {
      expect(await empty.db.selectFrom('users').select('email').execute()).toEqual([
        { email: 'admin@demo.eg' },
      ]);
      expect(await productCount(empty)).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

describe('seedBulk', () => {
  it('adds products and orders in one go', async () => {
    const bulk = await makeTestApp();
    try {
      const before = await productCount(bulk);
      const result = await seedBulk(bulk.db, { products: 2000, orders: 300 });
      expect(result.lines).toBeGreaterThanOrEqual(300);
      expect(await productCount(bulk)).toBe(before + 2000);
    } finally {
      await bulk.close();
    }
  });
});
