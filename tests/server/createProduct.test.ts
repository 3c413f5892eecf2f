/**
 * One product created through the API (operation createProduct): the same rules as every other door (a name in
 * one language at least, the category's required fields, the offer's numbers, photo links, a SKU of the
 * seller's used once), answered in both languages under the field concerned; the product starts pending and
 * its audit trail says it was created. A product created in Arabic only is then edited by its price alone.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, makeTestApp } from './helpers';

type Created = {
  _id: string;
  sku: string;
  status: string;
  listing_price: number;
  stock_quantity: number;
  handling_time: number | null;
  en: Record<string, unknown>;
  ar: Record<string, unknown>;
  details: Record<string, unknown>;
  product_images: { url: string }[];
};

describe('createProduct', () => {
  let app: FastifyInstance;
  let seller: string;
  let seller2: string;

  beforeAll(async () => {
    app = await makeTestApp();
    [seller, seller2] = await Promise.all([loginAs(app, 'seller'), loginAs(app, 'seller2')]);
  });
  afterAll(() => app.close());

  const create = (token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/products/create-product', headers: bearer(token), payload });

  const lamp = (extra: Record<string, unknown> = {}) => ({
    category: 'electronics',
    listing_price: 149.5,
    stock_quantity: 12,
    ar: { name: 'مصباح مكتب', brand: 'لومو' },
    ...extra,
  });

  it('creates a pending product named in Arabic only, assigns a SKU, audits it, and lets its price alone change', async () => {
    const response = await create(seller2, lamp({ details: { warranty_months: 12 } }));
    expect(response.statusCode, response.body).toBe(201);
    const product = (response.json() as { data: Created }).data;
    expect(product).toMatchObject({
      status: 'pending',
      listing_price: 149.5,
      stock_quantity: 12,
      ar: { name: 'مصباح مكتب', brand: 'لومو' },
      details: { warranty_months: 12 },
    });
    expect(product.sku).toMatch(/^ELE-[0-9A-F]{10}$/);
    const audit = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', product._id)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['product.created']);

    // The edit page's door: the price alone, without being asked for an English name.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/products/${product._id}/update-product`,
      headers: bearer(seller2),
      payload: { listing_price: 139 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ data: { listing_price: 139, ar: { name: 'مصباح مكتب' } } });
  });

  it('keeps a typed SKU, and refuses it again for the same seller in any case, under the SKU field', async () => {
    const first = await create(seller2, lamp({ sku: 'LAMP-DESK-01', en: { name: 'Desk lamp' } }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ data: { sku: 'LAMP-DESK-01' } });
    const again = await create(seller2, lamp({ sku: 'lamp-desk-01' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      fields: {
        sku: { en: 'You already have a product with this SKU', ar: 'لديك بالفعل منتج بهذا الرمز' },
      },
    });
    // Another seller's catalogue is their own.
    expect((await create(seller, lamp({ sku: 'LAMP-DESK-01' }))).statusCode).toBe(201);
  });

  it('stores a SKU typed on an Arabic keyboard with ASCII digits, finds it again that way, and takes it back unchanged', async () => {
    const typed = await create(seller2, lamp({ sku: ' LMP-١٢٣-۴۵ ' }));
    expect(typed.statusCode).toBe(201);
    const product = typed.json().data as Created;
    expect(product.sku).toBe('LMP-123-45');
    const again = await create(seller2, lamp({ sku: 'lmp-123-45' }));
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().fields ?? {})).toEqual(['sku']);
    // The same SKU sent back in Arabic-Indic digits is no change of it.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/products/${product._id}/update-product`,
      headers: bearer(seller2),
      payload: { sku: 'LMP-١٢٣-٤٥', listing_price: 150 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('refuses a product without a name, naming both name fields in both languages', async () => {
    const response = await create(seller2, lamp({ ar: { brand: 'لومو' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: {
        'en.name': { en: 'The product needs a name in English or Arabic' },
        'ar.name': { ar: 'يجب أن يكون للمنتج اسم بالعربية أو الإنجليزية' },
      },
    });
  });

  it('applies the offer rule and the required fields as the import does, the message under each field', async () => {
    const noPrice = await create(seller2, { category: 'electronics', stock_quantity: 1, ar: { name: 'ب' } });
    expect(noPrice.statusCode).toBe(400);
    expect(Object.keys(noPrice.json().fields ?? {})).toContain('listing_price');
    for (const listing_price of [0, -5, 10.999, 10_000_001]) {
      const refused = await create(seller2, lamp({ listing_price }));
      expect(refused.statusCode, String(listing_price)).toBe(400);
      expect(Object.keys(refused.json().fields ?? {})).toEqual(['listing_price']);
    }
    const fractionalStock = await create(seller2, lamp({ stock_quantity: 1.5 }));
    expect(Object.keys(fractionalStock.json().fields ?? {})).toEqual(['stock_quantity']);
    // A required attribute of another category (its first required non-name field) left empty.
    const categories = await app.db.selectFrom('categories').select(['code', 'headers']).execute();
    const withRequired = categories
      .map((row) => ({
        code: row.code,
        headers: JSON.parse(row.headers) as {
          key: string;
          is_required: boolean;
          lang_specific: boolean;
          en: string;
          ar: string;
        }[],
      })) // prettier-ignore
      .map((row) => ({
        ...row,
        required: row.headers.find(
          (header) =>
            header.is_required &&
            !['name', 'sku', 'listing_price', 'stock_quantity', 'handling_time'].includes(header.key),
        ),
      }))
      .find((row) => row.required);
    expect(withRequired?.required, 'a demo category with a required attribute').toBeDefined();
    const required = withRequired!.required!;
    const response = await create(seller2, lamp({ category: withRequired!.code }));
    expect(response.statusCode).toBe(400);
    const path = required.lang_specific ? `en.${required.key}` : `details.${required.key}`;
    expect(response.json().fields[path]).toEqual({
      en: `${required.en} is required for a new product`,
      ar: `${required.ar} مطلوب للمنتج الجديد`,
    });
  });

  it('refuses an unknown category, another field, and photo links the edit would refuse', async () => {
    const unknown = await create(seller2, lamp({ category: 'no-such-category' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { category: { ar: 'يرجى اختيار الفئة' } } });
    expect((await create(seller2, lamp({ status: 'active' }))).statusCode).toBe(400);
    const badLink = await create(seller2, lamp({ product_images: [{ url: 'javascript:alert(1)' }] }));
    expect(badLink.statusCode).toBe(400);
    const goodLink = await create(
      seller2,
      lamp({ product_images: [{ url: 'https://cdn.example.eg/lamp.webp' }] }),
    );
    expect(goodLink.json()).toMatchObject({
      data: { product_images: [{ url: 'https://cdn.example.eg/lamp.webp' }] },
    });
  });

  it('is the sellers’ own: without a token it is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/products/create-product',
      payload: lamp(),
    });
    expect(response.statusCode).toBe(401);
  });
});
