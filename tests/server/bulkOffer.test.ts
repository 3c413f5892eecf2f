/**
 * A seller's change of price or stock over many products (operations previewBulkOffer, applyBulkOffer,
 * undoBulkOffer): the preview's old and new values and refusals, one transaction over the seller's own products
 * only, prices rounded to piasters and never to 0, statuses kept, audited, undone within the window.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, makeTestApp } from './helpers';

type Listed = { sku: string; price: number; new_price: number; stock: number; new_stock: number };

describe('bulk price and stock', () => {
  let app: FastifyInstance;
  let token: string;
  let other: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await makeTestApp();
    [token, other] = await Promise.all([loginAs(app, 'seller2'), loginAs(app, 'seller')]);
    for (const [sku, price] of [
      ['BLK-1', 10],
      ['BLK-2', 33.33],
      ['BLK-3', 0.05],
      ['BLK-4', 9_999_999],
    ] as const) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/products/create-product',
        headers: bearer(token),
        payload: { category: 'electronics', sku, en: { name: `Bulk lamp ${sku}` }, listing_price: price, stock_quantity: 4 }, // prettier-ignore
      });
      ids[sku] = created.json().data._id;
    }
    // One of them is active: price and stock alone keep it so.
    await app.db.updateTable('products').set({ status: 'active' }).where('id', '=', ids['BLK-1']!).execute();
  });
  afterAll(() => app.close());

  const selection = { search: 'bulk lamp' };
  const call = (url: string, payload: object, as = token) =>
    app.inject({ method: 'POST', url: `/api/v1/products/${url}`, headers: bearer(as), payload });
  const priceOf = async (sku: string) =>
    (await app.db.selectFrom('products').select(['listing_price', 'stock_quantity', 'status']).where('id', '=', ids[sku]!).executeTakeFirstOrThrow()); // prettier-ignore

  it('previews a 10 % rise: old and new prices rounded to piasters, and the price past the maximum refused', async () => {
    const response = await call('bulk-offer/preview', {
      selection,
      change: { kind: 'changePercent', value: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: { matching: number; changing: number; refused: number; changes: Listed[]; refusals: Listed[] } }; // prettier-ignore
    expect(data).toMatchObject({ matching: 4, changing: 3, refused: 1 });
    const bySku = Object.fromEntries(data.changes.map((row) => [row.sku, row]));
    expect(bySku['BLK-1']).toMatchObject({ price: 10, new_price: 11 });
    // 33.33 × 1.1 = 36.663 → 36.66; 0.05 × 1.1 = 0.055 → 0.06 (half a piaster away from zero).
    expect(bySku['BLK-2']).toMatchObject({ price: 33.33, new_price: 36.66 });
    expect(bySku['BLK-3']).toMatchObject({ price: 0.05, new_price: 0.06 });
    expect(data.refusals).toEqual([
      expect.objectContaining({ sku: 'BLK-4', price: 9_999_999, new_price: 10_999_998.9 }),
    ]);
    // Another seller's selection finds none of them.
    const theirs = await call(
      'bulk-offer/preview',
      { selection, change: { kind: 'changePercent', value: 10 } },
      other,
    );
    expect(theirs.json().data.matching).toBe(0);
  });

  it('applies in one go, keeps the status, audits each product, refuses a changed selection, and undoes', async () => {
    const stale = await call('bulk-offer', {
      selection,
      change: { kind: 'changePercent', value: 10 },
      expected: 3,
    });
    expect(stale.statusCode).toBe(409);
    expect((await priceOf('BLK-1')).listing_price).toBe(1000);

    const applied = await call('bulk-offer', {
      selection,
      change: { kind: 'changePercent', value: 10 },
      expected: 4,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const { batch_id: batchId, changed, refused, undo_until: undoUntil } = applied.json().data;
    expect({ changed, refused }).toEqual({ changed: 3, refused: 1 });
    expect(typeof undoUntil).toBe('string');
    expect(await priceOf('BLK-1')).toMatchObject({ listing_price: 1100, status: 'active' });
    expect((await priceOf('BLK-2')).listing_price).toBe(3666);
    expect((await priceOf('BLK-4')).listing_price).toBe(999_999_900);
    const audit = await app.db.selectFrom('audit_log').select(['details']).where('target_id', '=', ids['BLK-2']!).where('action', '=', 'product.offer_changed').execute(); // prettier-ignore
    expect(audit.map((entry) => JSON.parse(entry.details))).toEqual([
      {
        batch_id: batchId,
        from: { listing_price: 3333, stock_quantity: 4 },
        to: { listing_price: 3666, stock_quantity: 4 },
      },
    ]);

    // Another seller cannot undo it; the seller can, once.
    expect((await call(`bulk-offer/${batchId}/undo`, {}, other)).statusCode).toBe(404);
    const undone = await call(`bulk-offer/${batchId}/undo`, {});
    expect(undone.json()).toMatchObject({ data: { restored: 3, skipped: 0 } });
    expect((await priceOf('BLK-2')).listing_price).toBe(3333);
    expect((await call(`bulk-offer/${batchId}/undo`, {})).statusCode).toBe(409);
  });

  it('lowers by an amount without reaching 0, sets a price and sets stock on picked products', async () => {
    const lowered = await call('bulk-offer/preview', {
      selection,
      change: { kind: 'changeAmount', value: -5 },
    });
    const { data } = lowered.json() as { data: { refusals: Listed[] } };
    // 0.05 - 5 would be below 0: refused and named.
    expect(data.refusals.map((row) => row.sku)).toEqual(['BLK-3']);

    const set = await call('bulk-offer', {
      ids: [ids['BLK-1'], ids['BLK-2']],
      change: { kind: 'setPrice', value: 49.5 },
    });
    expect(set.json()).toMatchObject({ data: { changed: 2, refused: 0 } });
    expect((await priceOf('BLK-2')).listing_price).toBe(4950);
    const stock = await call('bulk-offer', { selection, change: { kind: 'setStock', value: 0 } });
    expect(stock.json()).toMatchObject({ data: { changed: 4 } });
    expect((await priceOf('BLK-3')).stock_quantity).toBe(0);
  });

  it('refuses values the offer refuses, in both languages, and nothing changes', async () => {
    for (const change of [
      { kind: 'setPrice', value: 0 },
      { kind: 'setPrice', value: 10.999 },
      { kind: 'setStock', value: 1.5 },
      { kind: 'changePercent', value: -100 },
      { kind: 'changeAmount', value: 1.005 },
      { kind: 'raise', value: 1 },
    ]) {
      const response = await call('bulk-offer', { selection, change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error).toEqual({ en: expect.any(String), ar: expect.any(String) });
    }
  });
});
