import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { insertOrders, orderRow } from '../../server/demo/seedOrders';
import { formatMoney } from '../../src/lib/intlFormat';
import { PRESENTATION_FORMS, pdfPages } from '../fixtures/pdfText';
import { bearer, loginAll, makeTestApp } from './helpers';

const ARABIC_LETTER = /[\u0621-\u064A]/;

type Who = 'seller' | 'seller2' | 'admin' | 'buyer';
type DocumentData = {
  order_id: string;
  order_ref_id: string;
  seller: { _id: string; business_name: { en: string; ar: string }; tax_number: string; reg_nb: string };
  buyer: { name: string; phone_number: string } | null;
  lines: { sku: string; name: { en: string; ar: string }; quantity: number; unit_price: number }[];
};

let app: FastifyInstance;
let tokens: Record<Who, string>;

beforeAll(async () => {
  app = await makeTestApp();
  tokens = await loginAll(app, ['seller', 'seller2', 'admin', 'buyer'] as const);
});

afterAll(async () => {
  await app.close();
});

const SOLD = sql`l.status NOT IN ('canceled', 'rejected')`;
const soldLinesOf = (sellerId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.seller_id = ${sellerId} AND ${SOLD})`;
const anyLinesOf = (sellerId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.seller_id = ${sellerId})`;

/** Orders with sold lines of the demo seller, and of the second seller when `mixed`. */
const ordersOf = (mixed: boolean, count = 1) =>
  app.db
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_ref_id'])
    .where(soldLinesOf(DEMO_IDS.seller))
    .$if(mixed, (query) => query.where(soldLinesOf(DEMO_IDS.seller2)))
    .orderBy('o.id')
    .limit(count)
    .execute();

/** An order of the second seller alone (the demo's orders all hold lines of the first): made once. */
const otherSellersOrder = async () => {
  const found = await app.db
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_ref_id'])
    .where(soldLinesOf(DEMO_IDS.seller2))
    .where(sql<boolean>`NOT ${anyLinesOf(DEMO_IDS.seller)}`)
    .executeTakeFirst();
  if (found) return found;
  const product = await app.db
    .selectFrom('products')
    .select(['id', 'listing_price'])
    .where('seller_id', '=', DEMO_IDS.seller2)
    .executeTakeFirstOrThrow();
  const id = 'f00d00000000000000000001';
  const at = new Date().toISOString();
  await insertOrders(
    app.db,
    [orderRow(id, 'ORD-DOCS-OTHER', DEMO_IDS.buyer, at)],
    [
      {
        id: 'f00d00000000000000000002',
        order_id: id,
        product_id: product.id,
        seller_id: DEMO_IDS.seller2,
        quantity: 2,
        status: 'confirmed',
        price: 12_345,
        updated_at: at,
      },
    ],
  );
  return { id, order_ref_id: 'ORD-DOCS-OTHER' };
};

const getPdf = (who: Who, key: string, kind: string, lang?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/orders/${encodeURIComponent(key)}/documents/${kind}${lang ? `?lang=${lang}` : ''}`,
    headers: bearer(tokens[who]),
  });

const postPdf = (who: Who, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/orders/documents', headers: bearer(tokens[who]), payload });

const content = async (who: Who, orderIds: string[]): Promise<DocumentData[]> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/orders/documents/content',
    headers: bearer(tokens[who]),
    payload: { order_ids: orderIds },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: DocumentData[] }>().data;
};

/** The pages of a PDF answer, after checking it is one. */
const pagesOf = async (response: Awaited<ReturnType<typeof getPdf>>): Promise<string[]> => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfPages(new Uint8Array(response.rawPayload));
};

const expectBilingual = (response: Awaited<ReturnType<typeof getPdf>>, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = response.json<{ error: { en: string; ar: string } }>();
  expect(error.en).toMatch(/\w/);
  expect(error.ar).toMatch(ARABIC_LETTER);
  return response.json<{ error: { en: string; ar: string }; fields?: object; details?: object }>();
};

describe('GET /orders/:orderId/documents/:kind', () => {
  it('renders the invoice in Arabic with the letters in reading order, the numbers and the buyer', async () => {
    const [order] = await ordersOf(false);
    const [data] = await content('seller', [order!.id]);
    const text = (await pagesOf(await getPdf('seller', order!.id, 'invoice', 'ar'))).join('\n');
    expect(text).not.toMatch(PRESENTATION_FORMS);
    expect(text).toContain('فاتورة');
    expect(text).toContain('شركة النيل للتجارة');
    expect(text).toContain('الرقم الضريبي');
    expect(text).toContain('رقم السجل التجاري');
    // Lam-alef is one glyph for two letters: they come back as two letters, in order.
    expect(text).toContain('الإجمالي');
    expect(text).toContain(order!.order_ref_id);
    expect(text).toContain('345-678-345');
    expect(text).toContain('345678');
    expect(text).toContain(data!.buyer!.name);
    expect(text).toContain(data!.buyer!.phone_number);
    // Each Arabic product name, word for word in reading order, and its SKU and price.
    for (const line of data!.lines) {
      expect(text).toContain(line.name.ar);
      expect(text).toContain(line.sku);
      expect(text).toContain(formatMoney(line.unit_price, 'ar'));
    }
    expect(text).not.toContain('Invoice');
  });

  it('renders the invoice in English, by the order reference too', async () => {
    const [order] = await ordersOf(false);
    const [data] = await content('seller', [order!.id]);
    const text = (await pagesOf(await getPdf('seller', order!.order_ref_id, 'invoice', 'en'))).join('\n');
    expect(text).toContain('Invoice');
    expect(text).toContain('Nile Trading Co.');
    expect(text).toContain('Tax number');
    expect(text).toContain('345-678-345');
    expect(text).toContain('345678');
    expect(text).toContain(order!.order_ref_id);
    expect(text).toContain(data!.buyer!.name);
    for (const line of data!.lines) {
      expect(text).toContain(line.name.en);
      expect(text).toContain(formatMoney(line.unit_price, 'en'));
    }
    expect(text).not.toContain('فاتورة');
  });

  it('renders the packing slip in both languages without a price', async () => {
    const [order] = await ordersOf(false);
    const [data] = await content('seller', [order!.id]);
    const arabic = (await pagesOf(await getPdf('seller', order!.id, 'packing_slip', 'ar'))).join('\n');
    expect(arabic).toContain('قائمة تعبئة');
    expect(arabic).toContain('الكمية');
    expect(arabic).toContain(order!.order_ref_id);
    expect(arabic).toContain('345-678-345');
    expect(arabic).not.toMatch(/\d LE\b/);
    expect(arabic).not.toContain('سعر الوحدة');
    const english = (await pagesOf(await getPdf('seller', order!.id, 'packing_slip', 'en'))).join('\n');
    expect(english).toContain('Packing slip');
    expect(english).toContain('345678');
    for (const line of data!.lines) expect(english).toContain(line.sku);
    expect(english).not.toMatch(/\d LE\b/);
    expect(english).not.toMatch(/Unit price|Line total/);
  });

  it('gives a seller only their own part of a mixed order, and an admin one document per seller', async () => {
    const [order] = await ordersOf(true);
    const own = (await pagesOf(await getPdf('seller', order!.id, 'invoice', 'en'))).join('\n');
    expect(own).toContain('Nile Trading Co.');
    expect(own).not.toContain('Delta Textiles');

    const pages = await pagesOf(await getPdf('admin', order!.id, 'invoice', 'en'));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.findIndex((page) => page.includes('Nile Trading Co.'))).not.toBe(
      pages.findIndex((page) => page.includes('Delta Textiles')),
    );
    const documents = await content('admin', [order!.id]);
    expect(documents.map((document) => document.seller._id).sort()).toEqual(
      [DEMO_IDS.seller, DEMO_IDS.seller2].sort(),
    );
  });

  it('answers 404 like a missing order for an order without the seller’s lines, and to a buyer', async () => {
    const order = await otherSellersOrder();
    expectBilingual(await getPdf('seller', order.id, 'invoice', 'ar'), 404);
    expectBilingual(await getPdf('seller', 'no-such-order', 'invoice', 'ar'), 404);
    expectBilingual(await getPdf('buyer', order.id, 'packing_slip', 'en'), 404);
    expect((await getPdf('seller2', order.id, 'packing_slip', 'en')).statusCode).toBe(200);
  });

  it('refuses an unknown kind or language', async () => {
    const [order] = await ordersOf(false);
    expectBilingual(await getPdf('seller', order!.id, 'receipt', 'ar'), 400);
    expectBilingual(await getPdf('seller', order!.id, 'invoice', 'fr'), 400);
    const unauthenticated = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order!.id}/documents/invoice`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('has nothing to print when every line of the seller was cancelled or refused', async () => {
    const [, order] = await ordersOf(false, 2);
    await app.db
      .updateTable('order_lines')
      .set({ status: 'canceled' })
      .where('order_id', '=', order!.id)
      .where('seller_id', '=', DEMO_IDS.seller)
      .execute();
    expectBilingual(await getPdf('seller', order!.id, 'invoice', 'en'), 409);
  });
});

describe('POST /orders/documents', () => {
  it('puts several orders in one PDF, each document from a page of its own', async () => {
    const orders = await ordersOf(false, 3);
    const pages = await pagesOf(
      await postPdf('seller', { kind: 'invoice', lang: 'ar', order_ids: orders.map((order) => order.id) }),
    );
    expect(pages.length).toBeGreaterThanOrEqual(orders.length);
    const firstPages = orders.map((order) => pages.findIndex((page) => page.includes(order.order_ref_id)));
    expect(firstPages.every((index) => index >= 0)).toBe(true);
    expect(new Set(firstPages).size).toBe(orders.length);
  });

  it('refuses more orders than ORDER_DOCUMENTS_LIMIT in both languages, and bodies it does not know', async () => {
    const limited = await makeTestApp({ orderDocuments: { orders: 2 } });
    try {
      const [token] = Object.values(await loginAll(limited, ['seller'] as const));
      const orders = await ordersOf(false, 3);
      const response = await limited.inject({
        method: 'POST',
        url: '/api/v1/orders/documents',
        headers: bearer(token!),
        payload: { kind: 'packing_slip', lang: 'en', order_ids: orders.map((order) => order.id) },
      });
      const body = expectBilingual(response, 400);
      expect(body.error.en).toContain('2');
      expect(body.fields).toHaveProperty('order_ids');
    } finally {
      await limited.close();
    }
    const [order] = await ordersOf(false);
    expectBilingual(await postPdf('seller', { kind: 'receipt', order_ids: [order!.id] }), 400);
    expectBilingual(await postPdf('seller', { kind: 'invoice', lang: 'de', order_ids: [order!.id] }), 400);
    expectBilingual(await postPdf('seller', { kind: 'invoice', order_ids: [] }), 400);
    expectBilingual(await postPdf('seller', { kind: 'invoice', order_ids: [order!.id], copies: 2 }), 400);
  });

  it('names the orders it did not find among several', async () => {
    const [order] = await ordersOf(false);
    const other = await otherSellersOrder();
    const body = expectBilingual(
      await postPdf('seller', { kind: 'invoice', lang: 'en', order_ids: [order!.id, other.id] }),
      404,
    );
    expect(body.details).toEqual({ order_ids: [other.id] });
  });

  it('renders in a worker thread: the API keeps answering while 100 documents are laid out', async () => {
    const orders = await app.db
      .selectFrom('orders as o')
      .select('o.id')
      .where(sql<boolean>`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND ${SOLD})`)
      .orderBy('o.id')
      .limit(100)
      .execute();
    expect(orders.length).toBeGreaterThan(50);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const pdf = postPdf('admin', { kind: 'invoice', lang: 'ar', order_ids: orders.map((order) => order.id) });
    const health: number[] = [];
    let answered: Awaited<typeof pdf> | undefined;
    void pdf.then((response) => (answered = response));
    while (!answered) {
      const asked = performance.now();
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      health.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const elapsed = performance.now() - started;
    delay.disable();
    const pages = await pagesOf(answered);
    expect(pages.length).toBeGreaterThanOrEqual(orders.length);
    // Laying the pages out takes most of a second; the main thread is never held for long meanwhile.
    expect(health.length).toBeGreaterThan(3);
    expect(Math.max(...health)).toBeLessThan(250);
    expect(delay.max / 1e6).toBeLessThan(Math.max(250, elapsed / 2));
    expect(app.documentPool.load.workers).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('answers busy when the render queue is full', async () => {
    const small = await makeTestApp({ orderDocuments: { workers: 1, queue: 0 } });
    try {
      const [token] = Object.values(await loginAll(small, ['admin'] as const));
      const orders = await ordersOf(false, 30);
      const ask = () =>
        small.inject({
          method: 'POST',
          url: '/api/v1/orders/documents',
          headers: bearer(token!),
          payload: { kind: 'invoice', lang: 'ar', order_ids: orders.map((order) => order.id) },
        });
      const statuses = (await Promise.all([ask(), ask()])).map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 503]);
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe('POST /orders/documents/content', () => {
  it('answers what the documents show in both languages, with the seller’s numbers', async () => {
    const orders = await ordersOf(false, 2);
    const documents = await content(
      'seller',
      orders.map((order) => order.order_ref_id),
    );
    expect(documents.map((document) => document.order_ref_id)).toEqual(
      orders.map((order) => order.order_ref_id),
    );
    for (const document of documents) {
      expect(document.seller).toMatchObject({
        _id: DEMO_IDS.seller,
        business_name: { en: 'Nile Trading Co.', ar: 'شركة النيل للتجارة' },
        tax_number: '345-678-345',
        reg_nb: '345678',
      });
      expect(document.lines.length).toBeGreaterThan(0);
    }
  });
});
