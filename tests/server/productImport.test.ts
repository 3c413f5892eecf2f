import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, makeTestApp, multipartFile } from './helpers';

type ApiProduct = {
  _id: string;
  sku: string;
  status: string;
  listing_price: number;
  stock_quantity: number;
  handling_time: number | null;
  product_images: { url: string }[];
  en: Record<string, unknown>;
  ar: Record<string, unknown>;
  details: Record<string, unknown>;
};

type Issue = {
  row: number | null;
  column: string | null;
  cell: string | null;
  value: string | null;
  code: string;
};

type ImportData = {
  count: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  backToReview: number;
  assignedSkus: { row: number; sku: string }[];
  importId: string;
  errors: Issue[];
  warnings: Issue[];
};

/** A cell as exceljs writes it: a value, a formula without a computed result, or an error. */
type Cell = string | number | null | { formula: string } | { error: '#N/A' | '#DIV/0!' };

/** Writes an .xlsx the way exceljs does (shared strings, no calcPr), with optional merged ranges. */
const workbook = async (rows: Cell[][], merges: string[] = []): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  rows.forEach((cells, rowIndex) =>
    cells.forEach((value, columnIndex) => {
      if (value === null) return;
      sheet.getCell(rowIndex + 1, columnIndex + 1).value = value as ExcelJS.CellValue;
    }),
  );
  for (const range of merges) sheet.mergeCells(range);
  return Buffer.from(await book.xlsx.writeBuffer());
};

const EN = [
  'SKU',
  'Name',
  'Brand',
  'Listing price',
  'Stock quantity',
  'Handling time',
  'Warranty months',
  'Image URL 1',
];
const AR = ['رمز المنتج', 'الاسم', 'العلامة التجارية', 'سعر البيع', 'الكمية المتاحة', 'مدة التجهيز', 'مدة الضمان بالشهور', 'رابط الصورة 1']; // prettier-ignore

describe('spreadsheet import', () => {
  let app: FastifyInstance;
  let seller: string;
  let seller2: string;
  let admin: string;

  beforeAll(async () => {
    app = await makeTestApp();
    [seller, seller2, admin] = await Promise.all([
      loginAs(app, 'seller'),
      loginAs(app, 'seller2'),
      loginAs(app, 'admin'),
    ]);
  });
  afterAll(() => app.close());

  const upload = (token: string, content: Buffer, filename = 'products.xlsx') => {
    const { payload, headers } = multipartFile('file', filename, content);
    return app.inject({
      method: 'POST',
      url: '/api/v1/products/upload-product-xls',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  const importFile = async (
    token: string,
    content: Buffer,
    options: { lang?: 'en' | 'ar'; partial?: boolean; category?: string; filename?: string } = {},
  ) => {
    const stored = await upload(token, content, options.filename);
    expect(stored.statusCode).toBe(200);
    const route = (stored.json() as { data: { url: string } }).data.url;
    return app.inject({
      method: 'POST',
      url: '/api/v1/products/add-product-xls',
      headers: bearer(token),
      payload: {
        route,
        lang: options.lang ?? 'en',
        category: options.category ?? 'electronics',
        ...(options.partial ? { partial: true } : {}),
        file_name: options.filename ?? 'products.xlsx',
      },
    });
  };
  const bySku = async (token: string, sku: string): Promise<ApiProduct | undefined> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/products/seller?page=1&limit=100',
      payload: { search: '' },
      headers: bearer(token),
    });
    const all: ApiProduct[] = [];
    const first = response.json() as { items: ApiProduct[]; meta: { count: number } };
    all.push(...first.items);
    for (let page = 2; (page - 1) * 100 < first.meta.count; page += 1) {
      const next = await app.inject({
        method: 'POST',
        url: `/api/v1/products/seller?page=${page}&limit=100`,
        payload: {},
        headers: bearer(token),
      });
      all.push(...(next.json() as { items: ApiProduct[] }).items);
    }
    return all.find((product) => product.sku.toLowerCase() === sku.toLowerCase());
  };
  const data = (response: { json: () => unknown }) => (response.json() as { data: ImportData }).data;
  const details = (response: { json: () => unknown }) =>
    (response.json() as { details: { errors: Issue[]; errorCount: number; warnings: Issue[] } }).details;

  it('reads prices as the seller meant them: decimal commas, Arabic digits and currency words', async () => {
    const file = await workbook([
      EN,
      ['NUM-1', 'Comma lamp', '', '12,50', '٥', '', '', ''],
      ['NUM-2', 'European lamp', '', '1.234,50', '10', '', '', ''],
      ['NUM-3', 'Arabic lamp', '', '١٬٢٣٤٫٥', '١٢', '٣', '', ''],
      ['NUM-4', 'Pound lamp', '', '99.90 ج.م', 7, '', '', ''],
      ['NUM-5', 'Number lamp', '', 19.99, 1, '', 24, ''],
    ]);
    const response = await importFile(seller2, file);
    expect(response.statusCode).toBe(200);
    expect(data(response)).toMatchObject({ created: 5, updated: 0, refused: 0 });
    expect(await bySku(seller2, 'NUM-1')).toMatchObject({ listing_price: 12.5, stock_quantity: 5 });
    expect(await bySku(seller2, 'NUM-2')).toMatchObject({ listing_price: 1234.5 });
    expect(await bySku(seller2, 'NUM-3')).toMatchObject({
      listing_price: 1234.5,
      stock_quantity: 12,
      handling_time: 3,
    });
    expect(await bySku(seller2, 'NUM-4')).toMatchObject({ listing_price: 99.9, status: 'pending' });
    expect(await bySku(seller2, 'NUM-5')).toMatchObject({
      listing_price: 19.99,
      details: { warranty_months: 24 },
    });
  });

  it('refuses prices that are zero, too precise or too high, and quantities that are not whole, naming the cell', async () => {
    const file = await workbook([
      EN,
      ['BAD-1', 'Zero', '', 0, 1, '', '', ''],
      ['BAD-2', 'Precise', '', '19.999', 1, '', '', ''],
      ['BAD-3', 'Huge', '', 1e12, 1, '', '', ''],
      ['BAD-4', 'Half', '', 5, '2.5', '', '', ''],
      ['BAD-5', 'Words', '', '12 LE', '3 LE', '', '', ''],
      ['BAD-6', 'Ambiguous', '', '1,23,456', 1, '', '', ''],
    ]);
    const response = await importFile(seller2, file);
    expect(response.statusCode).toBe(400);
    const problems = details(response).errors.map(({ cell, code, value }) => ({ cell, code, value }));
    expect(problems).toEqual([
      { cell: 'D2', code: 'priceNotPositive', value: '0' },
      { cell: 'D3', code: 'tooManyDecimals', value: '19.999' },
      { cell: 'D4', code: 'tooLarge', value: '1000000000000' },
      { cell: 'E5', code: 'notAWholeNumber', value: '2.5' },
      { cell: 'E6', code: 'currencyNotAllowed', value: '3 LE' },
      { cell: 'D7', code: 'ambiguousNumber', value: '1,23,456' },
    ]);
    expect(await bySku(seller2, 'BAD-1')).toBeUndefined();
  });

  it('names formulas without a value and error cells instead of reading them as empty', async () => {
    const file = await workbook([
      EN,
      ['F-1', 'Formula', '', { formula: 'E2*2' }, 4, '', '', ''],
      ['F-2', 'Error', { error: '#N/A' }, 10, 4, '', '', ''],
      ['F-3', 'Fine', '', 10, 4, '', { error: '#DIV/0!' }, ''],
    ]);
    const response = await importFile(seller2, file);
    expect(details(response).errors.map(({ cell, code }) => ({ cell, code }))).toEqual([
      { cell: 'D2', code: 'formulaWithoutValue' },
      { cell: 'C3', code: 'errorValue' },
      { cell: 'G4', code: 'errorValue' },
    ]);
  });

  it('gives a merged range’s value to every cell it covers', async () => {
    const file = await workbook(
      [
        EN,
        ['M-1', 'Merged A', 'Shared brand', 30, 2, '', '', ''],
        ['M-2', 'Merged B', null, 30, 2, '', '', ''],
      ],
      ['C2:C3'],
    );
    const response = await importFile(seller2, file);
    expect(data(response)).toMatchObject({ created: 2 });
    expect(await bySku(seller2, 'M-2')).toMatchObject({ en: { name: 'Merged B', brand: 'Shared brand' } });
  });

  it('lets the column titles, not the chosen language, decide the block, and fills both from a bilingual file', async () => {
    const arabic = await workbook([AR, ['AR-1', 'مصباح عربي', 'لومو', '٢٠٠', '٣', '', '', '']]);
    expect(data(await importFile(seller2, arabic, { lang: 'en' }))).toMatchObject({ created: 1 });
    const arabicProduct = await bySku(seller2, 'AR-1');
    expect(arabicProduct?.ar).toMatchObject({ name: 'مصباح عربي', brand: 'لومو' });
    expect(arabicProduct?.en).toMatchObject({ name: '' });

    const bilingual = await workbook([
      ['رمز المنتج / SKU', 'الاسم', 'Name', 'سعر البيع / Listing price', 'الكمية المتاحة / Stock quantity'],
      ['BI-1', 'مصباح', 'Lamp', 80, 4],
    ]);
    expect(data(await importFile(seller2, bilingual, { lang: 'ar' }))).toMatchObject({ created: 1 });
    expect(await bySku(seller2, 'BI-1')).toMatchObject({ en: { name: 'Lamp' }, ar: { name: 'مصباح' } });
  });

  it('updates products by SKU, keeps the status for price and stock, and sends changed content back to review', async () => {
    const first = await workbook([EN, ['UPD-1', 'Desk fan', 'Breeze', 300, 10, 2, '', '']]);
    expect(data(await importFile(seller2, first))).toMatchObject({ created: 1 });
    const created = await bySku(seller2, 'UPD-1');
    await app.inject({
      method: 'PUT',
      url: '/api/v1/products/update-status',
      headers: bearer(admin),
      payload: { ids: [created?._id], status: 'active' },
    });

    // An update file: SKU, price and stock only.
    const prices = await workbook([
      ['SKU', 'Listing price', 'Stock quantity'],
      ['upd-1', 275.5, 40],
    ]);
    expect(data(await importFile(seller2, prices))).toMatchObject({
      created: 0,
      updated: 1,
      backToReview: 0,
    });
    expect(await bySku(seller2, 'UPD-1')).toMatchObject({
      status: 'active',
      listing_price: 275.5,
      stock_quantity: 40,
      handling_time: 2,
      en: { name: 'Desk fan', brand: 'Breeze' },
    });

    const renamed = await workbook([EN, ['UPD-1', 'Desk fan 40 cm', '', 275.5, 40, '', '', '']]);
    const response = await importFile(seller2, renamed);
    expect(data(response)).toMatchObject({ updated: 1, backToReview: 1 });
    expect(data(response).warnings).toContainEqual(expect.objectContaining({ row: 2, code: 'backToReview' }));
    // An empty cell keeps what is stored.
    expect(await bySku(seller2, 'UPD-1')).toMatchObject({
      status: 'pending',
      en: { name: 'Desk fan 40 cm', brand: 'Breeze' },
    });
  });

  it('leaves the inventory unchanged when the same file is uploaded twice, rows without SKU included', async () => {
    const file = await workbook([
      ['Name', 'Listing price', 'Stock quantity'],
      ['Twice kettle', 450, 3],
      ['Twice toaster', 650, 2],
    ]);
    const first = data(await importFile(seller2, file));
    expect(first).toMatchObject({ created: 2, unchanged: 0 });
    expect(first.assignedSkus.map((item) => item.row)).toEqual([2, 3]);
    expect(first.assignedSkus[0]?.sku).toMatch(/^ELE-[0-9A-F]{10}$/);
    const second = data(await importFile(seller2, file));
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('refuses a row that would create a product without its required values', async () => {
    const file = await workbook([
      ['SKU', 'Stock quantity'],
      ['NEVER-SEEN', 5],
    ]);
    // All or nothing: refused, each missing value named at its cell (the SKU's where the file has no such column).
    const refused = await importFile(seller2, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.errors).toEqual([
      expect.objectContaining({ row: 2, column: 'name', cell: 'A2', code: 'required' }),
      expect.objectContaining({ row: 2, column: 'listing_price', cell: 'A2', code: 'required' }),
    ]);
    expect(refused.json().details.rejected.rows).toEqual([
      expect.objectContaining({ row: 2, cells: ['NEVER-SEEN', '5'] }),
    ]);
    expect(await bySku(seller2, 'NEVER-SEEN')).toBeUndefined();
    const response = await importFile(seller2, file, { partial: true });
    expect(data(response)).toMatchObject({ created: 0, refused: 1 });
    expect(
      data(response)
        .errors.map((issue) => issue.column)
        .sort(),
    ).toEqual(['listing_price', 'name']);
    // Its cells are kept for the download although the browser's check could not know the SKU was new.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/products/imports/${data(response).importId}`,
      headers: bearer(seller2),
    });
    expect(detail.json()).toMatchObject({
      data: { rejected: { rows: [{ row: 2, cells: ['NEVER-SEEN', '5'] }] } },
    });
  });

  it('never touches another seller’s product with the same SKU', async () => {
    const mine = await workbook([EN, ['SHARED-SKU', 'Mine', '', 10, 1, '', '', '']]);
    expect(data(await importFile(seller2, mine))).toMatchObject({ created: 1 });
    const theirs = await workbook([EN, ['SHARED-SKU', 'Theirs', '', 20, 1, '', '', '']]);
    expect(data(await importFile(seller, theirs))).toMatchObject({ created: 1, updated: 0 });
    expect(await bySku(seller2, 'SHARED-SKU')).toMatchObject({ listing_price: 10, en: { name: 'Mine' } });
  });

  it('checks image links: one http(s) address per cell, no private hosts, pages flagged', async () => {
    const file = await workbook([
      EN,
      ['IMG-1', 'Two links', '', 10, 1, '', '', 'https://a.example.eg/1.jpg https://a.example.eg/2.jpg'],
      ['IMG-2', 'Local', '', 10, 1, '', '', 'http://localhost:8080/x.png'],
      ['IMG-3', 'Private', '', 10, 1, '', '', 'http://192.168.1.10/x.png'],
      ['IMG-4', 'Page', '', 10, 1, '', '', 'https://shop.example.eg/product.html'],
      ['IMG-5', 'Good', '', 10, 1, '', '', 'https://cdn.example.eg/p/5.webp'],
    ]);
    const response = await importFile(seller2, file, { partial: true });
    const result = data(response);
    expect(result.errors.map(({ row, code }) => ({ row, code }))).toEqual([
      { row: 2, code: 'oneLinkPerCell' },
      { row: 3, code: 'privateImageHost' },
      { row: 4, code: 'privateImageHost' },
    ]);
    expect(result.warnings).toContainEqual(expect.objectContaining({ row: 5, code: 'notAnImageLink' }));
    expect(result.created).toBe(2);
    expect(await bySku(seller2, 'IMG-5')).toMatchObject({
      product_images: [{ url: 'https://cdn.example.eg/p/5.webp' }],
    });
  });

  it('imports the valid rows when asked, and keeps the refused ones to download from the history', async () => {
    const file = await workbook([
      EN,
      ['PART-1', 'Good row', '', 10, 1, '', '', ''],
      ['PART-2', '=cmd|calc', '', 'ten', 1, '', '', ''],
    ]);
    const strict = await importFile(seller2, file);
    expect(strict.statusCode).toBe(400);
    expect(await bySku(seller2, 'PART-1')).toBeUndefined();

    const response = await importFile(seller2, file, { partial: true, filename: 'تحديث الأسعار.xlsx' });
    expect(data(response)).toMatchObject({ created: 1, refused: 1 });
    const history = await app.inject({
      method: 'GET',
      url: '/api/v1/products/imports?page=1&limit=5',
      headers: bearer(seller2),
    });
    const latest = (history.json() as { items: Record<string, unknown>[] }).items[0];
    expect(latest).toMatchObject({
      file_name: 'تحديث الأسعار.xlsx',
      created: 1,
      refused: 1,
      category: 'electronics',
    });

    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/products/imports/${data(response).importId}`,
      headers: bearer(seller2),
    });
    expect(detail.json()).toMatchObject({
      data: {
        rejected: {
          titles: EN,
          rows: [
            {
              row: 3,
              cells: ['PART-2', '=cmd|calc', '', 'ten', '1'],
              issues: [{ code: 'notANumber', cell: 'D3' }],
            },
          ],
        },
      },
    });
    // Another seller cannot open it; an admin can list the seller's imports.
    const other = await app.inject({
      method: 'GET',
      url: `/api/v1/products/imports/${data(response).importId}`,
      headers: bearer(seller),
    });
    expect(other.statusCode).toBe(404);
    const sellerId = (latest as { seller_id: string }).seller_id;
    const asAdmin = await app.inject({
      method: 'GET',
      url: `/api/v1/products/imports?seller_id=${sellerId}`,
      headers: bearer(admin),
    });
    expect((asAdmin.json() as { meta: { count: number } }).meta.count).toBeGreaterThan(0);
    const snooping = await app.inject({
      method: 'GET',
      url: `/api/v1/products/imports?seller_id=${sellerId}`,
      headers: bearer(seller),
    });
    expect(snooping.statusCode).toBe(403);
  });

  it('reads CSV files in UTF-8 and in Windows-1256, with semicolons and decimal commas', async () => {
    const utf8 = Buffer.from(
      '\uFEFFSKU;Name;Listing price;Stock quantity\r\nCSV-1;Cable;12,50;3\r\n',
      'utf8',
    );
    expect(data(await importFile(seller2, utf8, { filename: 'cables.csv' }))).toMatchObject({ created: 1 });
    expect(await bySku(seller2, 'CSV-1')).toMatchObject({ listing_price: 12.5, stock_quantity: 3 });

    // "رمز المنتج,الاسم,سعر البيع,الكمية المتاحة" then a row, encoded as Windows-1256 bytes.
    const text = 'رمز المنتج,الاسم,سعر البيع,الكمية المتاحة\r\nCSV-2,شاحن,25,4\r\n';
    const decoder = new TextDecoder('windows-1256');
    const table = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
    const cp1256 = Buffer.from([...text].map((char) => table.get(char) ?? 0x3f));
    expect(data(await importFile(seller2, cp1256, { filename: 'arabic.csv' }))).toMatchObject({ created: 1 });
    expect(await bySku(seller2, 'CSV-2')).toMatchObject({ ar: { name: 'شاحن' }, listing_price: 25 });
  });

  it('refuses old .xls files with a message saying how to save as .xlsx, in both languages', async () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    const response = await upload(seller2, ole, 'old.xls');
    expect(response.statusCode).toBe(400);
    const detail = (response.json() as { errors: { detail: { en: string; ar: string } } }).errors.detail;
    expect(detail.en).toMatch(/\.xlsx/);
    expect(detail.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a file over the size limit with 413 and never stores a cut-off copy', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
    const response = await upload(seller2, big, 'big.csv');
    expect(response.statusCode).toBe(413);
    const detail = (response.json() as { errors: { detail: { en: string; ar: string } } }).errors.detail;
    expect(detail.en).toContain('5 MB');
    expect(detail.ar).toContain('5 ميجابايت');
  });

  it('states the limits in force', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/products/sheet-limits',
      headers: bearer(seller2),
    });
    expect(response.json()).toMatchObject({
      data: { rows: 5000, fileBytes: 5 * 1024 * 1024, maxPrice: 10_000_000 },
    });
  });
});

describe('spreadsheet limits from the deployment', () => {
  let app: FastifyInstance;
  let seller: string;
  beforeAll(async () => {
    app = await makeTestApp({ sheetLimits: { rows: 2, cellChars: 20 } });
    seller = await loginAs(app, 'seller2');
  });
  afterAll(() => app.close());

  const importFile = async (content: Buffer) => {
    const { payload, headers } = multipartFile('file', 'x.xlsx', content);
    const stored = await app.inject({
      method: 'POST',
      url: '/api/v1/products/upload-product-xls',
      payload,
      headers: { ...headers, ...bearer(seller) },
    });
    return app.inject({
      method: 'POST',
      url: '/api/v1/products/add-product-xls',
      headers: bearer(seller),
      payload: {
        route: (stored.json() as { data: { url: string } }).data.url,
        lang: 'en',
        category: 'electronics',
      },
    });
  };

  it('refuses more rows than allowed, naming the limit in both languages', async () => {
    const response = await importFile(
      await workbook([EN.slice(0, 5), ['A', 'a', '', 1, 1], ['B', 'b', '', 1, 1], ['C', 'c', '', 1, 1]]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { en: expect.stringContaining('2 product rows') } });
  });

  it('refuses a cell longer than allowed, naming the cell', async () => {
    const response = await importFile(
      await workbook([EN.slice(0, 5), ['A', 'A name longer than twenty', '', 1, 1]]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: { en: expect.stringContaining('cell B2'), ar: expect.stringContaining('B2') },
    });
  });
});
