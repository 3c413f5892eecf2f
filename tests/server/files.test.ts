/**
 * Documents on screen: a user's document is shown inline (a PDF too, framed by the app's own pages
 * only) and downloads under a readable name, `RCRT-000014-front-id-2026-11-23.png`, the one the app asked for
 * when it is that user's name for that document, else one the server makes from the file's row.
 * See docs/review.md.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayOf } from '../../src/lib/documentFileName';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const BOUNDARY = '----souq-files-test';

const multipart = (fileName: string, type: string, bytes: Buffer) => ({
  payload: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

type Documents = {
  ref_id: string;
  kyc: { front: { url: string } };
  company_registration: { doc: { url: string } };
};

describe('a user’s documents on screen and saved', () => {
  let app: FastifyInstance;
  let refId: string;
  let frontUrl: string;
  let pdfUrl: string;
  const today = calendarDayOf(new Date());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const disposition = async (url: string) => (await get(url)).headers['content-disposition'];

  beforeAll(async () => {
    app = await makeTestApp();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register',
      payload: {
        name: 'Files Seller',
        email: 'files-seller@example.com',
        phone_number: '01577770001',
        password: 'Start1234',
        is_seller: true,
        default_lang: 'en',
      },
    });
    const { token } = registered.json<{ user: { token: string } }>().user;
    const upload = async (path: string, body: ReturnType<typeof multipart>) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${path}`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ user: Documents }>().user;
    };
    frontUrl = (await upload('add-front-id', multipart('front.png', 'image/png', PNG))).kyc.front.url;
    const user = await upload('add-company-reg', multipart('cr.pdf', 'application/pdf', PDF));
    pdfUrl = user.company_registration.doc.url;
    refId = user.ref_id;
    expect(refId).toMatch(/^[A-Z]{4}-[A-Z0-9]{6}$/);
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows a PDF inline, under its readable name, and lets only the app’s own pages frame it', async () => {
    const served = await get(pdfUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="${refId}-company-registration-${today}.pdf"`,
    );
    expect(served.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = String(served.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'self' blob:");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps every other answer unframeable', async () => {
    const health = await get('/api/v1/health');
    expect(health.headers['x-frame-options']).toBe('DENY');
    expect(String(health.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('shows an image inline and saves it under the name the app asked for, with its real extension', async () => {
    const shown = await get(frontUrl);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toBe(`inline; filename="${refId}-front-id-${today}.png"`);

    const asked = `${refId}-front-id-2026-11-23.png`;
    const saved = await get(`${frontUrl}?download=${encodeURIComponent(asked)}`);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-type']).toBe('image/png');
    expect(saved.headers['content-disposition']).toBe(`attachment; filename="${asked}"`);
    expect(saved.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['no name', ''],
    ['another user’s name', 'RCRT-000001-front-id-2026-11-23.png'],
    ['another document', 'REF-back-id-2026-11-23.png'],
    ['another type', 'REF-front-id-2026-11-23.pdf'],
    ['a day that does not exist', 'REF-front-id-2026-02-30.png'],
    ['a header injection', 'REF-front-id-2026-11-23.png"\r\nSet-Cookie: a=1'],
    ['a path', '../REF-front-id-2026-11-23.png'],
  ])('saves under the server’s own name when asked for %s', async (_case, asked) => {
    const name = asked.replace('REF', refId);
    const saved = await disposition(`${frontUrl}?download=${encodeURIComponent(name)}`);
    expect(saved).toBe(`attachment; filename="${refId}-front-id-${today}.png"`);
  });

  it('saves a PDF as a PDF under its name', async () => {
    const asked = `${refId}-company-registration-2026-11-23.pdf`;
    const saved = await get(`${pdfUrl}?download=${asked}`);
    expect(saved.headers['content-type']).toBe('application/pdf');
    expect(saved.headers['content-disposition']).toBe(`attachment; filename="${asked}"`);
  });

  it('names a seeded document, which had no row before the server started, after its owner', async () => {
    const admin = await loginAs(app, 'admin');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${DEMO_IDS.seller}`,
      headers: bearer(admin),
    });
    const seller = detail.json<{ data: Documents }>().data;
    const url = seller.kyc.front.url;
    expect(url).toBeTruthy();
    expect(await disposition(`${url}?download`)).toMatch(
      new RegExp(
        `^attachment; filename="${seller.ref_id}-front-id-\\d{4}-\\d{2}-\\d{2}\\.(png|jpg|gif|webp)"$`,
      ),
    );
  });
});
