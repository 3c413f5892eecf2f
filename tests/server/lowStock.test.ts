/**
 * Low stock: a threshold per product that follows the seller's default until set for the product
 * (getLowStockDefault, setLowStockDefault, the edit's and createProduct's low_stock_threshold), and one notification
 * to the seller when a change (an edit, a bulk change, an import) takes products from above their threshold to at
 * or below it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Product } from '../../src/lib/api.generated';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp, multipartFile } from './helpers';

describe('low stock', () => {
  let app: FastifyInstance;
  let token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await makeTestApp();
    token = await loginAs(app, 'seller2');
    for (const [sku, stock] of [
      ['LOW-1', 50],
      ['LOW-2', 50],
      ['LOW-3', 50],
      ['LOW-4', 8],
    ] as const) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/products/create-product',
        headers: bearer(token),
        payload: { category: 'electronics', sku, en: { name: `Cable ${sku}` }, ar: { name: `كابل ${sku}` }, listing_price: 20, stock_quantity: stock }, // prettier-ignore
      });
      expect(created.statusCode, created.body).toBe(201);
      ids[sku] = (created.json() as { data: Product }).data._id;
    }
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const product = async (sku: string) =>
    ((await call('GET', `/products/${ids[sku]}`)).json() as { data: Product }).data;
  const lowStockNotifications = async () =>
    (
      await app.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', DEMO_IDS.seller2)
        .where('object_type', '=', 'low_stock')
        .orderBy('created_at')
        .execute()
    ).map((row) => ({ ...row, object: JSON.parse(row.object) as AppNotification['object'] }));

  it('starts every product at the seller’s default, and the default is theirs to change', async () => {
    expect((await call('GET', '/products/low-stock-default')).json()).toEqual({
      success: true,
      data: { threshold: 5 },
    });
    expect((await product('LOW-4')).low_stock).toEqual({ threshold: 5, own: false, level: 'in' });

    // Its own threshold stays when the default changes; the others follow the default.
    const own = await call('PUT', `/products/${ids['LOW-1']}/update-product`, { low_stock_threshold: 2 });
    expect(own.statusCode, own.body).toBe(200);
    const changed = await call('PUT', '/products/low-stock-default', { threshold: 10 });
    expect(changed.json()).toEqual({ success: true, data: { threshold: 10 } });
    expect((await product('LOW-4')).low_stock).toEqual({ threshold: 10, own: false, level: 'low' });
    expect((await product('LOW-1')).low_stock).toEqual({ threshold: 2, own: true, level: 'in' });
    // Another seller's products keep theirs.
    const others = await app.db
      .selectFrom('products')
      .select('low_stock_threshold')
      .where('seller_id', '=', DEMO_IDS.seller)
      .execute();
    expect(others.every((row) => row.low_stock_threshold === 5)).toBe(true);

    // null gives the product back to the default.
    await call('PUT', `/products/${ids['LOW-1']}/update-product`, { low_stock_threshold: null });
    expect((await product('LOW-1')).low_stock).toEqual({ threshold: 10, own: false, level: 'in' });
    // A new product starts at the default as it is now.
    const created = await call('POST', '/products/create-product', {
      category: 'electronics',
      en: { name: 'Cable new' },
      listing_price: 20,
      stock_quantity: 10,
    });
    expect((created.json() as { data: Product }).data.low_stock).toEqual({
      threshold: 10,
      own: false,
      level: 'low',
    });
    // Or at a threshold of its own, given when it is created.
    const ownAtStart = await call('POST', '/products/create-product', {
      category: 'electronics',
      en: { name: 'Cable own' },
      listing_price: 20,
      stock_quantity: 30,
      low_stock_threshold: 40,
    });
    expect((ownAtStart.json() as { data: Product }).data.low_stock).toEqual({
      threshold: 40,
      own: true,
      level: 'low',
    });
    await call('PUT', '/products/low-stock-default', { threshold: 5 });
  });

  it('refuses a threshold that is not a whole number from 0, in both languages', async () => {
    for (const threshold of [-1, 1.5, '7', null, 2_000_000]) {
      const response = await call('PUT', '/products/low-stock-default', { threshold });
      expect(response.statusCode, String(threshold)).toBe(400);
      const { error } = response.json() as { error: { en: string; ar: string } };
      expect(error.en).not.toBe('');
      expect(error.ar).toMatch(/[\u0600-\u06FF]/);
    }
    const onProduct = await call('PUT', `/products/${ids['LOW-2']}/update-product`, {
      low_stock_threshold: -3,
    });
    expect(onProduct.statusCode).toBe(400);
  });

  it('tells the seller once when an edit takes a product to its threshold, not again below it', async () => {
    const before = (await lowStockNotifications()).length;
    await call('PUT', `/products/${ids['LOW-2']}/update-product`, { stock_quantity: 4 });
    const after = await lowStockNotifications();
    expect(after).toHaveLength(before + 1);
    const last = after.at(-1)!;
    expect(last.message_en).toBe('Low stock: “Cable LOW-2” has 4 left');
    expect(last.message_ar).toBe('مخزون منخفض: تبقّى من «كابل LOW-2» 4');
    expect(last.object).toEqual({ product_ids: [ids['LOW-2']], count: 1 });
    // Lower still, or a price change: no new notification.
    await call('PUT', `/products/${ids['LOW-2']}/update-product`, { stock_quantity: 1 });
    await call('PUT', `/products/${ids['LOW-2']}/update-product`, { listing_price: 21 });
    expect(await lowStockNotifications()).toHaveLength(before + 1);
  });

  it('tells the seller once for all the products a bulk stock change takes to low stock', async () => {
    const before = (await lowStockNotifications()).length;
    const selection = { search: 'cable low-' };
    const preview = await call('POST', '/products/bulk-offer/preview', {
      selection,
      change: { kind: 'setStock', value: 3 },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const applied = await call('POST', '/products/bulk-offer', {
      selection,
      change: { kind: 'setStock', value: 3 },
      expected: (preview.json() as { data: { matching: number } }).data.matching,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await lowStockNotifications();
    expect(after).toHaveLength(before + 1);
    // LOW-1 and LOW-3 were at 50; LOW-2 was low already, LOW-4 at 8 above 5.
    expect(after.at(-1)!.message_en).toBe('Low stock: 3 products are at or below their threshold');
    expect(after.at(-1)!.message_ar).toBe('مخزون منخفض: 3 منتجات عند حد التنبيه أو أقل');
    expect(new Set(after.at(-1)!.object.product_ids)).toEqual(
      new Set([ids['LOW-1'], ids['LOW-3'], ids['LOW-4']]),
    );
  });

  it('tells the seller when an import lowers a product’s stock to its threshold', async () => {
    const created = await call('POST', '/products/create-product', {
      category: 'electronics',
      sku: 'IMP-LOW',
      en: { name: 'Cable imported' },
      listing_price: 20,
      stock_quantity: 50,
    });
    expect(created.statusCode).toBe(201);
    const before = (await lowStockNotifications()).length;
    const { payload, headers } = multipartFile(
      'file',
      'stock.csv',
      Buffer.from('SKU,Name,Listing price,Stock quantity\r\nIMP-LOW,Cable imported,20,2\r\n', 'utf8'),
    );
    const stored = await app.inject({
      method: 'POST',
      url: '/api/v1/products/upload-product-xls',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    const imported = await call('POST', '/products/add-product-xls', {
      route: (stored.json() as { data: { url: string } }).data.url,
      lang: 'en',
      category: 'electronics',
      file_name: 'stock.csv',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ data: { updated: 1 } });
    const after = await lowStockNotifications();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.message_en).toBe('Low stock: “Cable imported” has 2 left');
  });

  it('lists the low products of a seller with the stock filter, lowest stock first', async () => {
    await call('PUT', `/products/${ids['LOW-2']}/update-product`, { stock_quantity: 1 });
    const response = await call('POST', '/products/seller?page=1&limit=15', {
      filter: { stock: 'low' },
      sort: 'stock_asc',
    });
    const { items } = response.json() as { items: Product[] };
    expect(items.map((item) => item.sku).filter((sku) => sku.startsWith('LOW-'))).toEqual([
      'LOW-2',
      'LOW-1',
      'LOW-3',
      'LOW-4',
    ]);
  });
});
