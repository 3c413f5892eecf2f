import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp, multipartFile } from './helpers';

type ApiProduct = {
  _id: string;
  sku: string;
  status: string;
  seller: { _id: string; name?: string };
  listing_price: number;
  stock_quantity: number;
  handling_time: number | null;
  is_recommended: boolean;
  product_images: { url: string }[];
  en: Record<string, unknown>;
  ar: Record<string, unknown>;
  details: Record<string, unknown>;
  updatedAt: string;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('product routes', () => {
  let app: FastifyInstance;
  let seller: string;
  let seller2: string;
  let admin: string;
  let buyer: string;

  beforeAll(async () => {
    app = await makeTestApp();
    [seller, seller2, admin, buyer] = await Promise.all([
      loginAs(app, 'seller'),
      loginAs(app, 'seller2'),
      loginAs(app, 'admin'),
      loginAs(app, 'buyer'),
    ]);
  });
  afterAll(() => app.close());

  const listSeller = (token: string, body: object = {}, query = 'page=1&limit=5') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/products/seller?${query}`,
      payload: body,
      headers: bearer(token),
    });
  const list = (token: string, body: object = {}, query = 'page=1&limit=5') =>
    app.inject({ method: 'POST', url: `/api/v1/products?${query}`, payload: body, headers: bearer(token) });
  const firstProductOf = async (token: string): Promise<ApiProduct> =>
    ((await listSeller(token)).json() as { items: ApiProduct[] }).items[0] as ApiProduct;

  describe('POST /products/seller', () => {
    it('lists only the caller’s products, newest first, with items and meta', async () => {
      const response = await listSeller(seller2, {}, 'page=1&limit=10');
      expect(response.statusCode).toBe(200);
      const body = response.json() as { items: ApiProduct[]; meta: { count: number } };
      expect(body.meta.count).toBe(12);
      expect(body.items).toHaveLength(10);
      expect(body.items.every((item) => item.seller._id === DEMO_IDS.seller2)).toBe(true);
      const dates = body.items.map((item) => item.updatedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const page2 = (await listSeller(seller2, {}, 'page=2&limit=10')).json() as { items: ApiProduct[] };
      expect(page2.items).toHaveLength(2);
    });

    it('filters by status and by the or-filter of the not-active tab', async () => {
      const active = (await listSeller(seller, { filter: { status: 'active' } })).json() as {
        items: ApiProduct[];
        meta: { count: number };
      };
      expect(active.items.every((item) => item.status === 'active')).toBe(true);
      const notActive = (
        await listSeller(seller, {
          'or-filter': ['pending', 'expired', 'soldout', 'rejected', 'paused'].map((status) => ({ status })),
        })
      ).json() as { items: ApiProduct[]; meta: { count: number } };
      expect(notActive.items.every((item) => item.status !== 'active')).toBe(true);
      const all = (await listSeller(seller)).json() as { meta: { count: number } };
      expect(active.meta.count + notActive.meta.count).toBe(all.meta.count);
    });

    it('refuses a seller asking for another seller’s list, lets an admin ask', async () => {
      expect((await listSeller(seller, { seller_id: DEMO_IDS.seller2 })).statusCode).toBe(403);
      const byAdmin = await listSeller(admin, { seller_id: DEMO_IDS.seller2 });
      expect((byAdmin.json() as { meta: { count: number } }).meta.count).toBe(12);
    });

    it('is closed to buyers and guests', async () => {
      expect((await listSeller(buyer)).statusCode).toBe(403);
      const guest = await app.inject({ method: 'POST', url: '/api/v1/products/seller', payload: {} });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe('POST /products', () => {
    it('gives admins every seller’s products with metadata.count, and sellers only their own', async () => {
      const byAdmin = (await list(admin, {}, 'page=1&limit=15')).json() as {
        data: ApiProduct[];
        metadata: { count: number };
      };
      expect(byAdmin.data).toHaveLength(15);
      expect(byAdmin.metadata.count).toBeGreaterThanOrEqual(252);
      const bySeller = (await list(seller2, {}, 'page=1&size=15')).json() as {
        data: ApiProduct[];
        metadata: { count: number };
      };
      expect(bySeller.metadata.count).toBe(12);
      expect(bySeller.data.every((item) => item.seller._id === DEMO_IDS.seller2)).toBe(true);
    });

    it('filters by status for the admin tabs and rejects an unknown status', async () => {
      const pending = (await list(admin, { filter: { status: 'pending' } })).json() as { data: ApiProduct[] };
      expect(pending.data.length).toBeGreaterThan(0);
      expect(pending.data.every((item) => item.status === 'pending')).toBe(true);
      const bad = await list(admin, { filter: { status: 'deleted' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        success: false,
        error: { en: expect.any(String), ar: expect.any(String) },
      });
    });

    it('searches names in both languages and treats Arabic letter variants as equal', async () => {
      const mine = await firstProductOf(seller2);
      const update = await app.inject({
        method: 'PUT',
        url: `/api/v1/products/${mine._id}/update-product`,
        headers: bearer(seller2),
        payload: { en: { name: 'Cotton Towel Deluxe' }, ar: { name: 'فوطة قطنية إضافية' } },
      });
      expect(update.statusCode).toBe(200);
      for (const search of ['towel deluxe', 'فوطه قطنيه', 'اضافية', 'فـوطة', 'فُوطة']) {
        const found = (await listSeller(seller2, { search })).json() as { items: ApiProduct[] };
        expect(
          found.items.map((item) => item._id),
          search,
        ).toEqual([mine._id]);
      }
      const none = (await listSeller(seller2, { search: '100%_' })).json() as { meta: { count: number } };
      expect(none.meta.count).toBe(0);
    });
  });

  describe('GET /products/:id and PUT /products/:id/update-product', () => {
    it('opens the seller’s own product and hides another seller’s', async () => {
      const mine = await firstProductOf(seller2);
      const own = await app.inject({
        method: 'GET',
        url: `/api/v1/products/${mine._id}`,
        headers: bearer(seller2),
      });
      expect(own.statusCode).toBe(200);
      expect((own.json() as { data: ApiProduct }).data.sku).toBe(mine.sku);
      const other = await app.inject({
        method: 'GET',
        url: `/api/v1/products/${mine._id}`,
        headers: bearer(seller),
      });
      expect(other.statusCode).toBe(404);
      const byAdmin = await app.inject({
        method: 'GET',
        url: `/api/v1/products/${mine._id}`,
        headers: bearer(admin),
      });
      expect(byAdmin.statusCode).toBe(200);
    });

    it('saves the recommended flag and the edited offer and language fields', async () => {
      const mine = await firstProductOf(seller2);
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v1/products/${mine._id}/update-product`,
        headers: bearer(seller2),
        payload: {
          is_recommended: !mine.is_recommended,
          listing_price: 99.5,
          stock_quantity: 7,
          handling_time: null,
          details: { warranty_months: 12 },
          en: { name: 'Edited name', brand: 'Acme' },
          ar: { name: 'اسم معدل', brand: 'أكمي' },
        },
      });
      expect(response.statusCode).toBe(200);
      const product = (response.json() as { data: ApiProduct }).data;
      expect(product).toMatchObject({
        is_recommended: !mine.is_recommended,
        listing_price: 99.5,
        stock_quantity: 7,
        handling_time: null,
        details: { warranty_months: 12 },
        en: { name: 'Edited name', brand: 'Acme' },
        ar: { name: 'اسم معدل', brand: 'أكمي' },
        // New names send an active product back to review.
        status: mine.status === 'active' ? 'pending' : mine.status,
      });
      // A seller cannot set the status through this call: the field is refused by name, nothing changed.
      const withStatus = await app.inject({
        method: 'PUT',
        url: `/api/v1/products/${mine._id}/update-product`,
        headers: bearer(seller2),
        payload: { listing_price: 12, status: 'active' },
      });
      expect(withStatus.statusCode).toBe(400);
      expect(Object.keys(withStatus.json().fields)).toEqual(['status']);
      expect((await firstProductOf(seller2)).listing_price).toBe(99.5);
    });

    it('refuses another seller’s product, bad values and a link that is not an image address', async () => {
      const mine = await firstProductOf(seller2);
      const url = `/api/v1/products/${mine._id}/update-product`;
      const other = await app.inject({
        method: 'PUT',
        url,
        headers: bearer(seller),
        payload: { is_recommended: true },
      });
      expect(other.statusCode).toBe(404);
      const negative = await app.inject({
        method: 'PUT',
        url,
        headers: bearer(seller2),
        payload: { stock_quantity: -1 },
      });
      expect(negative.statusCode).toBe(400);
      const script = await app.inject({
        method: 'PUT',
        url,
        headers: bearer(seller2),
        payload: { product_images: [{ url: 'javascript:alert(1)' }] },
      });
      expect(script.statusCode).toBe(400);
      expect(script.json()).toMatchObject({ error: { en: 'Not a valid image url' } });
      const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
      const link = await app.inject({
        method: 'PUT',
        url,
        headers: bearer(seller2),
        payload: { product_images: [{ url: dataUrl }] },
      });
      expect((link.json() as { data: ApiProduct }).data.product_images).toEqual([{ url: dataUrl }]);
    });

    it('refuses to change the SKU, even to one the seller already uses (tests/server/productUpdate.test.ts)', async () => {
      const items = ((await listSeller(seller2)).json() as { items: ApiProduct[] }).items;
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v1/products/${items[0]?._id}/update-product`,
        headers: bearer(seller2),
        payload: { sku: items[1]?.sku },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('PUT /products/update-status', () => {
    it('lets an admin change several products at once and answers them with a bilingual message', async () => {
      const items = ((await listSeller(seller2)).json() as { items: ApiProduct[] }).items.slice(0, 3);
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/products/update-status',
        headers: bearer(admin),
        payload: { ids: items.map((item) => item._id), status: 'paused' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: { products: ApiProduct[]; msg: { en: string; ar: string } } };
      expect(body.data.msg).toEqual({ en: 'Status updated successfully', ar: 'تم تحديث الحالة بنجاح' });
      expect(body.data.products.map((item) => item.status)).toEqual(['paused', 'paused', 'paused']);
    });

    it('is refused to a seller, even for their own products', async () => {
      const mine = await firstProductOf(seller2);
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/products/update-status',
        headers: bearer(seller2),
        payload: { ids: [mine._id], status: 'active' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        error: { en: expect.any(String), ar: expect.any(String) },
      });
    });

    it('rejects an unknown status and unknown ids', async () => {
      const bad = await app.inject({
        method: 'PUT',
        url: '/api/v1/products/update-status',
        headers: bearer(admin),
        payload: { ids: ['a'.repeat(24)], status: 'deleted' },
      });
      expect(bad.statusCode).toBe(400);
      const missing = await app.inject({
        method: 'PUT',
        url: '/api/v1/products/update-status',
        headers: bearer(admin),
        payload: { ids: ['a'.repeat(24)], status: 'active' },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('POST /products/:id/upload-image', () => {
    const upload = (token: string, id: string, content: Buffer, field = 'image') => {
      const { payload, headers } = multipartFile(field, 'photo.png', content, 'image/png');
      return app.inject({
        method: 'POST',
        url: `/api/v1/products/${id}/upload-image`,
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    };

    it('stores a real image as the main photo and serves it', async () => {
      const mine = await firstProductOf(seller2);
      const response = await upload(seller2, mine._id, PNG);
      expect(response.statusCode).toBe(200);
      const product = (response.json() as { product: ApiProduct }).product;
      const url = product.product_images[0]?.url ?? '';
      expect(url).toMatch(/^\/api\/v1\/files\/[a-f0-9]{32}\.png$/);
      const served = await app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('judges the file by its bytes and answers errors.detail in both languages', async () => {
      const mine = await firstProductOf(seller2);
      const fake = await upload(seller2, mine._id, Buffer.from('<script>alert(1)</script>'));
      expect(fake.statusCode).toBe(400);
      expect(fake.json()).toEqual({
        success: false,
        errors: { detail: { en: expect.stringContaining('PNG'), ar: expect.stringContaining('PNG') } },
      });
      const noFile = await upload(seller2, mine._id, PNG, 'other');
      expect(noFile.statusCode).toBe(400);
      const other = await upload(seller, mine._id, PNG);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({
        errors: { detail: { en: 'Product not found', ar: 'المنتج غير موجود' } },
      });
    });

    it('refuses a photo over the limit with 413 instead of storing it cut off', async () => {
      const mine = await firstProductOf(seller2);
      const oversized = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
      const response = await upload(seller2, mine._id, oversized);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ errors: { detail: { en: expect.stringContaining('5 MB') } } });
      const after = (
        await app.inject({ method: 'GET', url: `/api/v1/products/${mine._id}`, headers: bearer(seller2) })
      ).json() as { data: ApiProduct };
      expect(after.data.product_images).toEqual(mine.product_images);
    });
  });
});
