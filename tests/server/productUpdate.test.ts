import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, makeTestApp } from './helpers';

type ApiProduct = {
  _id: string;
  sku: string;
  en: Record<string, unknown>;
  ar: Record<string, unknown>;
  product_images: { url: string }[];
};

const BILINGUAL = { en: expect.any(String), ar: expect.stringMatching(/[\u0600-\u06FF]/) };

let app: FastifyInstance;
let seller: string;
let admin: string;

beforeAll(async () => {
  app = await makeTestApp();
  [seller, admin] = await Promise.all([loginAs(app, 'seller2'), loginAs(app, 'admin')]);
});
afterAll(() => app.close());

const productOf = async (index = 0): Promise<ApiProduct> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/products/seller?page=1&limit=10',
    payload: {},
    headers: bearer(seller),
  });
  return (response.json() as { items: ApiProduct[] }).items[index] as ApiProduct;
};

const update = (token: string, id: string, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/products/${id}/update-product`,
    headers: bearer(token),
    payload,
  });

describe('PUT /products/:id/update-product: the SKU', () => {
  it('refuses a changed SKU, for the seller and an admin alike, with the field named in both languages', async () => {
    const product = await productOf();
    for (const token of [seller, admin]) {
      const response = await update(token, product._id, { sku: `${product.sku}-NEW` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: BILINGUAL, fields: { sku: BILINGUAL } });
    }
    expect((await productOf()).sku).toBe(product.sku);
  });

  it('takes the same SKU sent back with other changes', async () => {
    const product = await productOf();
    const response = await update(seller, product._id, { sku: ` ${product.sku} `, stock_quantity: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ sku: product.sku, stock_quantity: 4 });
  });
});

describe('PUT /products/:id/update-product: the names', () => {
  it('refuses an edit that empties both names at once, naming each name field', async () => {
    const paths = ['en.name', 'ar.name'];
    const product = await productOf(1);
    const response = await update(seller, product._id, { en: { name: '' }, ar: { name: ' ' } });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: unknown; fields: Record<string, unknown> };
    expect(body.error).toEqual(BILINGUAL);
    expect(Object.keys(body.fields).sort()).toEqual([...paths].sort());
    for (const path of paths) expect(body.fields[path]).toEqual(BILINGUAL);
    const after = await productOf(1);
    expect([after.en.name, after.ar.name]).toEqual([product.en.name, product.ar.name]);
  });

  it('keeps a name a block does not mention, and lets changes that do not touch the texts through', async () => {
    const product = await productOf(1);
    const brand = await update(seller, product._id, { en: { brand: 'Acme' } });
    expect(brand.statusCode).toBe(200);
    expect(brand.json().data.en).toMatchObject({ name: product.en.name, brand: 'Acme' });
    const flag = await update(seller, product._id, { is_recommended: true });
    expect(flag.statusCode).toBe(200);
  });
});

describe('PUT /products/:id/update-product: the photos', () => {
  it('stores the list in the order sent, the first being the main photo', async () => {
    const product = await productOf(2);
    const urls = ['https://example.com/a.png', 'https://example.com/b.png', 'https://example.com/c.png'];
    await update(seller, product._id, { product_images: urls.map((url) => ({ url })) });
    const reordered = [urls[2], urls[0]].map((url) => ({ url }));
    const response = await update(seller, product._id, { product_images: reordered });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.product_images).toEqual(reordered);
  });
});
