/**
 * The inventory as its category's template (operation exportProducts), and back: the file holds the template's
 * titles and schema with each product's current values (prices in pounds, text as text, never a formula);
 * imported back unchanged every row is unchanged, and prices changed in another program update exactly those
 * products.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHEET_LIMITS } from '../../src/lib/spreadsheet/limits';
import { readSpreadsheet } from '../../src/lib/spreadsheet/read';
import { bearer, loginAs, makeTestApp, multipartFile } from './helpers';

describe('exportProducts', () => {
  let app: FastifyInstance;
  let token: string;
  const skus: string[] = [];

  beforeAll(async () => {
    app = await makeTestApp();
    token = await loginAs(app, 'seller2');
    const products = [
      { sku: 'EXP-AR-1', ar: { name: 'شاحن سريع', brand: 'أنكر' }, listing_price: 150.5, stock_quantity: 3 },
      { sku: 'EXP-EN-2', en: { name: 'Cable', brand: '=HYPERLINK("http://x.example")' }, listing_price: 35, stock_quantity: 10, handling_time: 2 }, // prettier-ignore
      { sku: '00123', en: { name: 'Padded SKU' }, ar: { name: 'رمز مبطن' }, listing_price: 9.99, stock_quantity: 0, product_images: [{ url: 'https://cdn.example.eg/p.webp' }], details: { warranty_months: 12 } }, // prettier-ignore
    ];
    for (const product of products) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/products/create-product',
        headers: bearer(token),
        payload: { category: 'electronics', ...product },
      });
      expect(response.statusCode, response.body).toBe(201);
      skus.push(product.sku);
    }
  });
  afterAll(() => app.close());

  const exportFile = async (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/products/export', headers: bearer(token), payload });

  const importBack = async (content: Buffer, lang: 'ar' | 'en') => {
    const { payload, headers } = multipartFile('file', 'inventory.xlsx', content);
    const stored = await app.inject({
      method: 'POST',
      url: '/api/v1/products/upload-product-xls',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    return app.inject({
      method: 'POST',
      url: '/api/v1/products/add-product-xls',
      headers: bearer(token),
      payload: { route: (stored.json() as { data: { url: string } }).data.url, lang },
    });
  };

  it('writes the template of the category with every product’s values, text as text', async () => {
    const response = await exportFile({ lang: 'ar', category: 'electronics' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('inventory-electronics-ar.xlsx');
    const sheet = readSpreadsheet(new Uint8Array(response.rawPayload), DEFAULT_SHEET_LIMITS);
    expect(sheet.schema).toMatchObject({ category: 'electronics', language: 'ar' });
    const [titles = [], ...rows] = sheet.rows;
    expect(titles.slice(0, 2)).toEqual(['رمز المنتج', 'الاسم *']);
    const rowOf = (sku: string) => rows.find((row) => row[0] === sku) ?? [];
    const at = (sku: string, title: string) => rowOf(sku)[titles.indexOf(title)];
    expect(at('EXP-AR-1', 'الاسم *')).toBe('شاحن سريع');
    expect(at('EXP-AR-1', 'سعر البيع *')).toBe(150.5);
    expect(at('00123', 'رمز المنتج')).toBe('00123');
    expect(at('00123', 'مدة الضمان بالشهور')).toBe(12);
    expect(at('00123', 'رابط الصورة 1')).toBe('https://cdn.example.eg/p.webp');
    // English texts are not in an Arabic file: their cells would stay empty, which keeps them.
    expect(at('EXP-EN-2', 'الاسم *')).toBeNull();

    const english = readSpreadsheet(
      new Uint8Array((await exportFile({ lang: 'en', category: 'electronics' })).rawPayload),
      DEFAULT_SHEET_LIMITS,
    );
    const [enTitles = [], ...enRows] = english.rows;
    const brand = enRows.find((row) => row[0] === 'EXP-EN-2')?.[enTitles.indexOf('Brand')];
    // A text that looks like a formula is a text cell, never a formula.
    expect(brand).toBe('=HYPERLINK("http://x.example")');
  });

  it('imports back unchanged, in each language, and updates exactly the prices changed in the file', async () => {
    for (const lang of ['ar', 'en', 'both'] as const) {
      const file = (await exportFile({ lang, category: 'electronics' })).rawPayload;
      const back = await importBack(file, lang === 'en' ? 'en' : 'ar');
      expect(back.statusCode, back.body).toBe(200);
      const data = back.json().data as { created: number; updated: number; unchanged: number };
      expect(data, lang).toMatchObject({ created: 0, updated: 0 });
      expect(data.unchanged).toBeGreaterThanOrEqual(skus.length);
    }

    const file = (await exportFile({ lang: 'en', category: 'electronics' })).rawPayload;
    const book = new ExcelJS.Workbook();
    // exceljs's typings want a Buffer over an ArrayBuffer; the bytes are the same.
    await book.xlsx.load(new Uint8Array(file).buffer);
    const sheet = book.worksheets[0]!;
    const titles = (sheet.getRow(1).values as unknown[]).map(String);
    const price = titles.indexOf('Listing price *');
    let rows = 0;
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      rows += 1;
      const sku = String(row.getCell(1).value);
      if (sku === 'EXP-AR-1') row.getCell(price).value = 160;
      if (sku === '00123') row.getCell(price).value = 11.5;
    });
    const changed = await importBack(Buffer.from(await book.xlsx.writeBuffer()), 'en');
    expect(changed.json()).toMatchObject({ data: { created: 0, updated: 2, unchanged: rows - 2 } });
    const listed = await app.inject({
      method: 'POST',
      url: '/api/v1/products/seller?page=1&limit=100',
      headers: bearer(token),
      payload: { search: '' },
    });
    const prices = Object.fromEntries(
      (listed.json().items as { sku: string; listing_price: number }[]).map((item) => [
        item.sku,
        item.listing_price,
      ]),
    );
    expect(prices).toMatchObject({ 'EXP-AR-1': 160, '00123': 11.5, 'EXP-EN-2': 35 });
  });

  it('exports only the filter (status, search, stock level, price range) in the list’s order, and refuses what could not be imported back', async () => {
    const searched = readSpreadsheet(
      new Uint8Array((await exportFile({ lang: 'en', category: 'electronics', search: 'cable' })).rawPayload),
      DEFAULT_SHEET_LIMITS,
    );
    expect(searched.rows.slice(1).map((row) => row[0])).toEqual(['EXP-EN-2']);
    const none = readSpreadsheet(
      new Uint8Array((await exportFile({ lang: 'en', category: 'electronics', status: 'rejected', search: 'cable' })).rawPayload), // prettier-ignore
      DEFAULT_SHEET_LIMITS,
    );
    expect(none.rows).toHaveLength(1);
    // The stock level, price range and order of the inventory (ours from 9.99, out of stock, to the dearest).
    const narrowed = readSpreadsheet(
      new Uint8Array((await exportFile({ lang: 'en', category: 'electronics', stock: 'in', price_min: 30, price_max: 40, search: 'cable' })).rawPayload), // prettier-ignore
      DEFAULT_SHEET_LIMITS,
    );
    expect(narrowed.rows.slice(1).map((row) => row[0])).toEqual(['EXP-EN-2']);
    const ordered = readSpreadsheet(
      new Uint8Array((await exportFile({ lang: 'en', category: 'electronics', sort: 'price_desc', price_min: 9, price_max: 100000 })).rawPayload), // prettier-ignore
      DEFAULT_SHEET_LIMITS,
    );
    const ours = ordered.rows
      .slice(1)
      .map((row) => row[0])
      .filter((sku) => skus.includes(String(sku)));
    expect(ours).toEqual(['EXP-AR-1', 'EXP-EN-2', '00123']);
    const outOfStock = readSpreadsheet(
      new Uint8Array((await exportFile({ lang: 'en', category: 'electronics', stock: 'out', search: 'padded' })).rawPayload), // prettier-ignore
      DEFAULT_SHEET_LIMITS,
    );
    expect(outOfStock.rows.slice(1).map((row) => row[0])).toEqual(['00123']);
    expect(
      (await exportFile({ lang: 'en', category: 'electronics', price_min: 50, price_max: 5 })).statusCode,
    ).toBe(400);

    const unknown = await exportFile({ lang: 'en', category: 'nothing-here' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { category: { en: 'Please choose a category' } } });
    expect((await exportFile({ lang: 'fr', category: 'electronics' })).statusCode).toBe(400);

    const small = await makeTestApp({ sheetLimits: { rows: 2 } });
    try {
      const smallToken = await loginAs(small, 'seller2');
      const many = await small.inject({
        method: 'POST',
        url: '/api/v1/products/export',
        headers: bearer(smallToken),
        payload: { lang: 'en', category: 'electronics' },
      });
      expect(many.statusCode).toBe(400);
      expect(many.json().error.en).toMatch(/products match; a file holds at most 2 to be imported back/);
    } finally {
      await small.close();
    }
  });
});
