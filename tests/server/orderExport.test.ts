import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAll, makeTestApp } from './helpers';

const ARABIC = /[\u0600-\u06FF]/;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let app: FastifyInstance;
let tokens: Record<'seller' | 'admin', string>;

beforeAll(async () => {
  app = await makeTestApp({ orderExportLimit: 60 });
  tokens = await loginAll(app, ['seller', 'admin'] as const);
  // A buyer whose name would be a formula if a program evaluated it.
  await app.db
    .updateTable('users')
    .set({ name: '=HYPERLINK("http://evil.example","click")' })
    .where('_id', '=', DEMO_IDS.buyer)
    .execute();
});

afterAll(async () => {
  await app.close();
});

const exportAs = (who: 'seller' | 'admin', body: object) =>
  app.inject({ method: 'POST', url: '/api/v1/orders/export', headers: bearer(tokens[who]), payload: body });

/** The workbook's sheet and shared strings, as text. */
const workbookOf = (bytes: Buffer) => {
  const files = unzipSync(new Uint8Array(bytes));
  return {
    sheet: strFromU8(files['xl/worksheets/sheet1.xml']!),
    strings: strFromU8(files['xl/sharedStrings.xml']!),
  };
};

describe('exportOrders', () => {
  it('writes the filtered lines with headings in the chosen language, every text a text, never a formula', async () => {
    const pending = await app.db
      .selectFrom('order_lines')
      .select('id')
      .where('seller_id', '=', DEMO_IDS.seller)
      .where('status', '=', 'pending')
      .execute();
    const response = await exportAs('seller', { lang: 'ar', status: 'pending' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    const { sheet, strings } = workbookOf(response.rawPayload);
    expect(strings).toContain('مرجع الطلب');
    expect(strings).toContain('قيد الانتظار');
    expect(strings).not.toContain('تم التوصيل');
    // One row per line, and the heading.
    expect(sheet.match(/<row /g)).toHaveLength(pending.length + 1);
    expect(sheet).not.toContain('<f>');
    expect(strings).toContain('=HYPERLINK(&quot;http://evil.example&quot;,&quot;click&quot;)');
    expect(strings).toContain('01000000005');
  });

  it('answers English headings, and an admin every seller’s lines', async () => {
    const response = await exportAs('admin', { lang: 'en', status: 'shipped' });
    expect(response.statusCode).toBe(200);
    const { strings } = workbookOf(response.rawPayload);
    expect(strings).toContain('Order reference');
    expect(strings).toContain('Shipped');
    expect(strings).not.toContain('مرجع الطلب');
  });

  it('refuses more lines than ORDER_EXPORT_LIMIT in both languages, and a reversed range under its field', async () => {
    const tooMany = await exportAs('admin', { lang: 'en' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.en).toMatch(/60/);
    expect(tooMany.json().error.ar).toMatch(ARABIC);
    const reversed = await exportAs('seller', { lang: 'en', from: '2026-10-10', to: '2026-10-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.to.ar).toMatch(ARABIC);
    expect((await exportAs('seller', { lang: 'fr' })).statusCode).toBe(400);
  });
});
