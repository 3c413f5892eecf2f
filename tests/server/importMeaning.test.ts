/**
 * What importing a spreadsheet means, on files written by real programs (tests/fixtures/spreadsheets/imports,
 * made by make_import_fixtures.py with openpyxl, XlsxWriter, LibreOffice and Python's csv; imports.json says
 * what each import must store or refuse): exactly what is stored or refused, at which cell, from which sheet,
 * with the browser's check (the same function its Web Worker runs) agreeing on every file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseCompatibilityForms } from '../../server/db/migrations/compatibilityForms';
import { checkFileBytes } from '../../src/features/products/checkFileBytes';
import { buildRejectedRowsWorkbook } from '../../src/features/products/templateWorkbook';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import { ROWS_TO_FIX_TITLES } from '../../src/lib/spreadsheet/columns';
import type { SheetIssue } from '../../src/lib/spreadsheet/rules';
import { bearer, demoAccount, loginAs, makeTestApp, multipartFile } from './helpers';

const FIXTURES = join(__dirname, '../fixtures/spreadsheets/imports/');

interface Run {
  lang: 'en' | 'ar';
  category: string | null;
  includeHidden: boolean;
  status: 200 | 400;
  sheet: string | null;
  errors: { code: string; cell: string }[];
  warnings: { code: string; params?: Record<string, string | number> }[];
  stored: Record<string, Record<string, string | number | null>>;
  absent: string[];
  serverOnly?: boolean;
}

const manifest = JSON.parse(readFileSync(`${FIXTURES}imports.json`, 'utf8')) as Record<
  string,
  { writer: string; covers: string; runs: Run[] }
>;

type Stored = {
  id: string;
  sku: string;
  name_en: string;
  name_ar: string;
  listing_price: number;
  en: string;
  ar: string;
  details: string;
};

const byCell = (issues: readonly { code: string; cell: string | null }[]) =>
  issues.map(({ code, cell }) => ({ code, cell })).sort((a, b) => (a.cell ?? '').localeCompare(b.cell ?? ''));

describe('what an import means, on files real programs wrote', () => {
  let app: FastifyInstance;
  let token: string;
  let sellerId: string;
  let headers: CategoryHeader[];

  beforeAll(async () => {
    app = await makeTestApp();
    token = await loginAs(app, 'seller2');
    const seller = await app.db
      .selectFrom('users')
      .select('_id')
      .where('email', '=', demoAccount('seller2').email)
      .executeTakeFirstOrThrow();
    sellerId = seller._id;
    const category = await app.db
      .selectFrom('categories')
      .select('headers')
      .where('code', '=', 'electronics')
      .executeTakeFirstOrThrow();
    headers = JSON.parse(category.headers) as CategoryHeader[];
  });
  afterAll(() => app.close());

  const upload = async (content: Buffer, filename: string): Promise<string> => {
    const { payload, headers: multipart } = multipartFile('file', filename, content);
    const stored = await app.inject({
      method: 'POST',
      url: '/api/v1/products/upload-product-xls',
      payload,
      headers: { ...multipart, ...bearer(token) },
    });
    expect(stored.statusCode).toBe(200);
    return (stored.json() as { data: { url: string } }).data.url;
  };

  const importFile = async (
    content: Buffer,
    filename: string,
    options: { lang: 'en' | 'ar'; category?: string | null; includeHidden?: boolean; partial?: boolean },
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/products/add-product-xls',
      headers: bearer(token),
      payload: {
        route: await upload(content, filename),
        lang: options.lang,
        ...(options.category ? { category: options.category } : {}),
        include_hidden: options.includeHidden ?? false,
        partial: options.partial ?? false,
        file_name: filename,
      },
    });

  const productsOfSeller = async (): Promise<Stored[]> =>
    (await app.db
      .selectFrom('products')
      .select(['id', 'sku', 'name_en', 'name_ar', 'listing_price', 'en', 'ar', 'details'])
      .where('seller_id', '=', sellerId)
      .execute()) as Stored[];

  /** A field of a stored product as the fixture names it: a name, the price in pounds, or a block's value. */
  const fieldOf = (product: Stored, field: string): unknown => {
    if (field === 'name_en' || field === 'name_ar') return product[field];
    if (field === 'listing_price') return product.listing_price / 100;
    for (const block of [product.en, product.ar, product.details]) {
      const value = (JSON.parse(block) as Record<string, unknown>)[field];
      if (value !== undefined) return value;
    }
    return null;
  };

  for (const [file, { writer, covers, runs }] of Object.entries(manifest)) {
    runs.forEach((run, index) => {
      it(`${file} (${writer}), import ${index + 1}${run.includeHidden ? ' with hidden rows' : ''}: ${covers}`, async () => {
        const content = readFileSync(join(FIXTURES, file));
        const before = new Set((await productsOfSeller()).map((product) => product.id));
        try {
          const response = await importFile(content, file, run);
          expect(response.statusCode, response.body).toBe(run.status);
          const body = response.json() as {
            error?: { en: string; ar: string };
            details?: { errors: SheetIssue[]; sheet: string | null; category: string };
            data?: { importId: string; sheet: string | null; warnings: SheetIssue[]; category: string };
          };
          const answer = run.status === 400 ? body.details! : body.data!;
          expect(answer.sheet).toBe(run.sheet);
          expect(answer.category).toBe('electronics');
          if (run.status === 400) {
            expect(byCell(body.details!.errors)).toEqual(byCell(run.errors));
            // The refusal names the sheet it read, in both languages.
            if (run.sheet) {
              expect(body.error?.en).toContain(run.sheet);
              expect(body.error?.ar).toContain(run.sheet);
            }
          } else {
            for (const warning of run.warnings) {
              expect(body.data!.warnings).toContainEqual(expect.objectContaining(warning));
            }
          }

          const products = await productsOfSeller();
          const bySku = new Map(products.map((product) => [product.sku, product]));
          for (const sku of run.absent) expect(bySku.has(sku), `${sku} stored`).toBe(false);
          if (run.status === 400) expect(products.length).toBe(before.size);
          for (const [sku, fields] of Object.entries(run.stored)) {
            const product = bySku.get(sku);
            expect(
              product,
              `${sku} not stored; stored: ${[...bySku.keys()].slice(-8).join(', ')}`,
            ).toBeDefined();
            for (const [field, value] of Object.entries(fields)) {
              expect(fieldOf(product!, field), `${sku}.${field}`).toEqual(value);
            }
            // The import is in the product's audit trail.
            const audit = await app.db
              .selectFrom('audit_log')
              .select(['action', 'details'])
              .where('target_id', '=', product!.id)
              .execute();
            expect(audit.map((entry) => [entry.action, JSON.parse(entry.details).import_id])).toContainEqual([
              'product.imported',
              body.data!.importId,
            ]);
          }

          // The browser's check of the same file agrees.
          const checked = checkFileBytes(new Uint8Array(content), {
            headers,
            limits: app.settings.sheetLimits,
            language: run.lang,
            category: 'electronics',
            includeHidden: run.includeHidden,
          });
          expect(checked.status).toBe('checked');
          if (checked.status !== 'checked') return;
          expect(checked.sheet).toBe(run.sheet);
          if (run.status === 200 || run.serverOnly) expect(checked.errorCount).toBe(0);
          else expect(byCell(checked.errors)).toEqual(byCell(run.errors));
          for (const warning of run.warnings) {
            expect(checked.warnings).toContainEqual(expect.objectContaining(warning));
          }
        } finally {
          // Each file starts from the same catalogue: what it created goes.
          const created = (await productsOfSeller()).filter((product) => !before.has(product.id));
          if (created.length > 0) {
            await app.db
              .deleteFrom('products')
              .where(
                'id',
                'in',
                created.map((product) => product.id),
              )
              .execute();
          }
        }
      });
    });
  }

  it('lists a fixture for every file in the folder, and every writer', () => {
    const files = readdirSync(FIXTURES).filter((name) => name !== 'imports.json');
    expect(Object.keys(manifest).sort()).toEqual(files.sort());
    const writers = new Set(Object.values(manifest).map((entry) => entry.writer));
    expect([...writers]).toEqual(
      expect.arrayContaining(['openpyxl', 'XlsxWriter', 'openpyxl, then LibreOffice Calc', 'Python csv']),
    );
  });

  it('matches a SKU shown as 00123 when a later file types it as text', async () => {
    const first = await importFile(
      readFileSync(join(FIXTURES, 'sku_number_formats_openpyxl.xlsx')),
      'a.xlsx',
      {
        lang: 'en',
        category: 'electronics',
      },
    );
    expect(first.statusCode).toBe(200);
    const csv = Buffer.from('SKU,Listing price\r\n00123,15\r\n', 'utf8');
    const again = await importFile(csv, 'b.csv', { lang: 'en', category: 'electronics' });
    expect(again.json()).toMatchObject({ data: { created: 0, updated: 1 } });
    const product = (await productsOfSeller()).find((each) => each.sku === '00123');
    expect(product?.listing_price).toBe(1500);
  });

  it('reads the rows-to-fix file it handed out without a word about its own two columns', async () => {
    const titles = ['SKU', 'Name', 'Listing price', 'Stock quantity'];
    const bytes = await buildRejectedRowsWorkbook({
      titles,
      rows: [{ row: 7, cells: ['FIX-1', 'Fixed lamp', '40', '2'], errors: ['C7 – Listing price: …'] }],
      errorsTitle: ROWS_TO_FIX_TITLES.problems.ar,
      rowTitle: ROWS_TO_FIX_TITLES.row.ar,
      rtl: true,
      sheetName: 'الصفوف المرفوضة',
    });
    const response = await importFile(Buffer.from(bytes), 'fix.xlsx', {
      lang: 'en',
      category: 'electronics',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { created: 1, warningCount: 0 } });
  });

  it('flags a template of another category than the one chosen, and asks for one when the file names none', async () => {
    const template = readFileSync(join(FIXTURES, 'renamed_sheet_ar_openpyxl.xlsx'));
    const other = await app.db
      .selectFrom('categories')
      .select('code')
      .where('code', '<>', 'electronics')
      .where('is_sub', '=', 0)
      .executeTakeFirstOrThrow();
    const mismatch = await importFile(template, 't.xlsx', { lang: 'ar', category: other.code });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details.errors).toEqual([
      expect.objectContaining({
        code: 'wrongCategory',
        params: { category: 'electronics', sheet: 'منتجاتي' },
      }),
    ]);
    const plain = await importFile(
      Buffer.from('SKU,Name,Listing price,Stock quantity\r\nX-1,A,1,1\r\n'),
      'p.csv',
      {
        lang: 'en',
      },
    );
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ fields: { category: { en: 'Please choose a category' } } });
  });

  it('finds a name pasted in presentation forms by a search in ordinary letters, and mends names stored before', async () => {
    const file = readFileSync(join(FIXTURES, 'presentation_forms_openpyxl.xlsx'));
    expect((await importFile(file, 'forms.xlsx', { lang: 'ar', category: 'electronics' })).statusCode).toBe(
      200,
    );
    const search = async (text: string) =>
      (
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/products/seller?page=1&limit=10',
            payload: { search: text },
            headers: bearer(token),
          })
        ).json() as { items: { sku: string }[] }
      ).items.map((item) => item.sku);
    expect(await search('شاحن لاسلكي')).toContain('FORM-1');
    // A typed search in presentation forms finds it as well.
    expect(await search('ﺷﺎﺣﻦ')).toContain('FORM-1');

    // A name stored before imports applied NFKC is rewritten by the migration step, with its search text.
    await app.db
      .updateTable('products')
      .set({ name_ar: 'ﺳﻤﺎﻋﺔ', search_text: 'ﺳﻤﺎﻋﺔ' })
      .where('sku', '=', 'FORM-1')
      .where('seller_id', '=', sellerId)
      .execute();
    expect(await search('سماعه')).not.toContain('FORM-1');
    expect(await normaliseCompatibilityForms(app.db)).toBeGreaterThanOrEqual(1);
    expect(await normaliseCompatibilityForms(app.db)).toBe(0);
    const mended = (await productsOfSeller()).find((each) => each.sku === 'FORM-1');
    expect(mended?.name_ar).toBe('سماعة');
    expect(await search('سماعه')).toContain('FORM-1');
  });
});
