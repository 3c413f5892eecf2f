import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_IDS } from '../../server/db/seedData';
import { seedBulk } from '../../server/db/seedBulk';
import { makeTestApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await makeTestApp();
});

afterAll(async () => {
  await app.close();
});

type Flags = { is_admin: number; is_seller: number; is_ambassador: number; is_sourcing: number };

const flagsOf = (email: string): Flags =>
  app.sqlite
    .prepare('SELECT is_admin, is_seller, is_ambassador, is_sourcing FROM users WHERE email = ?')
    .get(email) as Flags;

describe('demo seed', () => {
  it('creates the demo accounts of DESIGN.md §4 with their phone numbers and role flags', () => {
    for (const account of DEMO_ACCOUNTS) {
      const row = app.sqlite.prepare('SELECT _id, phone_number FROM users WHERE email = ?').get(account.email);
      expect(row).toEqual({ _id: DEMO_IDS[account.key], phone_number: account.phone });
    }
    expect(flagsOf('admin@demo.eg')).toEqual({ is_admin: 1, is_seller: 1, is_ambassador: 0, is_sourcing: 0 });
    expect(flagsOf('seller@demo.eg')).toEqual({
      is_admin: 0,
      is_seller: 1,
      is_ambassador: 0,
      is_sourcing: 0,
    });
    expect(flagsOf('newseller@demo.eg')).toEqual({
      is_admin: 0,
      is_seller: 1,
      is_ambassador: 0,
      is_sourcing: 0,
    });
    expect(flagsOf('ambassador@demo.eg')).toEqual({
      is_admin: 0,
      is_seller: 0,
      is_ambassador: 1,
      is_sourcing: 0,
    });
    expect(flagsOf('buyer@demo.eg')).toEqual({ is_admin: 0, is_seller: 0, is_ambassador: 0, is_sourcing: 0 });
  });

  it('leaves the new seller with nothing filled in, and completes onboarding for the seller and admin', () => {
    const onboarding = (email: string) =>
      app.sqlite
        .prepare('SELECT kyc, business_info, company_registration FROM users WHERE email = ?')
        .get(email) as Record<string, string>;
    expect(onboarding('newseller@demo.eg')).toEqual({
      kyc: '{}',
      business_info: '{}',
      company_registration: '{}',
    });
    for (const email of ['seller@demo.eg', 'admin@demo.eg']) {
      const row = onboarding(email);
      expect(JSON.parse(row.kyc ?? '').address).toBeTruthy();
      expect(JSON.parse(row.business_info ?? '').ar.business_name).toBeTruthy();
      expect(JSON.parse(row.company_registration ?? '').owner_name).toBeTruthy();
    }
  });

  it('gives the ambassador recruits with documents in every review state', () => {
    const recruits = app.sqlite
      .prepare('SELECT kyc FROM users WHERE recruited_by = ?')
      .all(DEMO_IDS.ambassador) as { kyc: string }[];
    expect(recruits.length).toBeGreaterThanOrEqual(5);
    const states = new Set(
      recruits.map((row) => (JSON.parse(row.kyc) as { front?: { approved: string } }).front?.approved),
    );
    expect(states).toEqual(new Set(['pending', 'approved', 'rejected', undefined]));
  });

  it('gives the seller at least 200 products in every status, and the second seller some too', () => {
    const rows = app.sqlite
      .prepare('SELECT status, COUNT(*) AS n FROM products WHERE seller_id = ? GROUP BY status')
      .all(DEMO_IDS.seller) as { status: string; n: number }[];
    expect(rows.map((row) => row.status).sort()).toEqual([
      'active',
      'expired',
      'paused',
      'pending',
      'rejected',
      'soldout',
    ]);
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(200);
    const other = app.sqlite
      .prepare('SELECT COUNT(*) AS n FROM products WHERE seller_id = ?')
      .get(DEMO_IDS.seller2) as {
      n: number;
    };
    expect(other.n).toBeGreaterThan(0);
  });

  it('stores bilingual names and the normalised search text', () => {
    const product = app.sqlite
      .prepare("SELECT name_en, name_ar, search_text FROM products WHERE name_ar LIKE 'أرز%' LIMIT 1")
      .get() as {
      name_en: string;
      name_ar: string;
      search_text: string;
    };
    expect(product.name_en).toMatch(/Egyptian Rice/);
    expect(product.search_text).toContain('ارز مصري');
    expect(product.search_text).toContain('egyptian rice');
  });

  it('publishes the four categories with headers', () => {
    const categories = app.sqlite
      .prepare('SELECT code, published, img, headers FROM categories ORDER BY code')
      .all() as {
      code: string;
      published: number;
      img: string;
      headers: string;
    }[];
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

  it('has order lines in every status for the seller', () => {
    const statuses = (
      app.sqlite.prepare('SELECT DISTINCT status FROM order_lines WHERE seller_id = ?').all(DEMO_IDS.seller) as {
        status: string;
      }[]
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

  it('keeps every ledger consistent: running balance_after, net balance at the end, pending money not negative', () => {
    for (const sellerId of [DEMO_IDS.seller, DEMO_IDS.seller2]) {
      const transactions = app.sqlite
        .prepare(
          'SELECT type, amount, balance_after FROM transactions WHERE user_id = ? ORDER BY transaction_time, rowid',
        )
        .all(sellerId) as { type: 'CR' | 'DR'; amount: number; balance_after: number }[];
      expect(transactions.length).toBeGreaterThan(0);
      expect(transactions.some((transaction) => transaction.type === 'DR')).toBe(true);
      let balance = 0;
      for (const transaction of transactions) {
        balance += transaction.type === 'CR' ? transaction.amount : -transaction.amount;
        expect(transaction.balance_after).toBe(balance);
      }
      const wallet = app.sqlite
        .prepare('SELECT net_balance, total_balance FROM wallets WHERE user_id = ?')
        .get(sellerId) as {
        net_balance: number;
        total_balance: number;
      };
      expect(wallet.net_balance).toBe(balance);
      expect(wallet.total_balance).toBeGreaterThanOrEqual(wallet.net_balance);
    }
  });

  it('writes order notifications for the seller, plus some of other types', () => {
    const rows = app.sqlite
      .prepare('SELECT object_type, COUNT(*) AS n FROM notifications WHERE user_id = ? GROUP BY object_type')
      .all(DEMO_IDS.seller) as { object_type: string; n: number }[];
    expect(rows.find((row) => row.object_type === 'order')?.n).toBeGreaterThan(10);
    expect(rows.some((row) => row.object_type !== 'order')).toBe(true);
  });

  it('is deterministic: a second seed produces the same products', async () => {
    const again = await makeTestApp();
    try {
      const query = 'SELECT id, sku, name_en, name_ar, status, listing_price FROM products ORDER BY id';
      expect(again.sqlite.prepare(query).all()).toEqual(app.sqlite.prepare(query).all());
    } finally {
      await again.close();
    }
  });

  it('creates only the admin account with SEED=none', async () => {
    const empty = await makeTestApp({ seed: 'none' });
    try {
      const users = empty.sqlite.prepare('SELECT email FROM users').all();
      expect(users).toEqual([{ email: 'admin@demo.eg' }]);
      expect(empty.sqlite.prepare('SELECT COUNT(*) AS n FROM products').get()).toEqual({ n: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe('seedBulk', () => {
  it('adds products and orders in one go', async () => {
    const bulk = await makeTestApp();
    try {
      const before = (bulk.sqlite.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
      const result = seedBulk(bulk.sqlite, { products: 2000, orders: 300 });
      expect(result.lines).toBeGreaterThanOrEqual(300);
      expect(bulk.sqlite.prepare('SELECT COUNT(*) AS n FROM products').get()).toEqual({ n: before + 2000 });
    } finally {
      await bulk.close();
    }
  });
});
