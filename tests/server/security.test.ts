import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRowOf } from '../../server/db/database';
import { DEMO_IDS, DEMO_PASSWORD } from '../../server/demo/seedData';
import { MAX_UPLOAD_BYTES } from '../../server/lib/uploads';
import { bearer, demoAccount, loginAs, makeTestApp } from './helpers';
import { BUSINESS_INFO_BODY, COMPANY_REGISTRATION_BODY, KYC_BODY } from '../fixtures/onboarding';

/**
 * Who may call what, upload limits, body limits, error hygiene and the headers of the served app (docs/security.md).
 * The matrix below is the one place to add a route: one line, its access rule, and a body valid enough that
 * the answer is about authorization (Fastify validates bodies before preHandler hooks run).
 */

const CALLERS = ['guest', 'buyer', 'seller', 'seller2', 'ambassador', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Access = 'public' | 'auth' | 'seller' | 'admin' | 'ambassador' | 'adminOrAmbassador' | 'logistics';

/** Who passes each access rule with the demo accounts (admins also enter the seller area, docs/roles.md). */
const ALLOWED: Record<Access, readonly Caller[]> = {
  public: CALLERS,
  auth: ['buyer', 'seller', 'seller2', 'ambassador', 'admin'],
  seller: ['seller', 'seller2', 'admin'],
  admin: ['admin'],
  ambassador: ['ambassador'],
  adminOrAmbassador: ['admin', 'ambassador'],
  logistics: ['admin'],
};

type Fixture = {
  sellerProduct: string;
  sellerLine: { orderId: string; productId: string; orderRef: string };
  sellerNotification: string;
  category: string;
  recruit: string;
  /** A user registered for this run, so an irreversible role grant harms no demo account. */
  fresh: string;
};

type MatrixRow = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (f: Fixture) => string;
  access: Access;
  body?: (f: Fixture) => unknown;
  /** Statuses that differ from the rule: ownership checks answer 403 or 404 to the other seller. */
  expect?: Partial<Record<Caller, readonly number[]>>;
};

const otherSeller = { seller2: [403, 404] } as const;

/** Test names show the route as documented, with placeholders for the ids. */
const PLACEHOLDERS: Fixture = {
  sellerProduct: ':id',
  sellerLine: { orderId: ':orderId', productId: ':productId', orderRef: ':ref' },
  sellerNotification: ':id',
  category: ':id',
  recruit: ':userId',
  fresh: ':userId',
};

const everyone = (status: number) => Object.fromEntries(CALLERS.map((caller) => [caller, [status]]));

export const MATRIX: MatrixRow[] = [
  { method: 'GET', url: () => '/health', access: 'public' },
  {
    method: 'POST',
    url: () => '/accounts/login',
    access: 'public',
    body: () => ({ email: 'buyer@demo.eg', password: DEMO_PASSWORD }),
  },
  {
    method: 'PUT',
    url: () => '/accounts/forgot-password',
    access: 'public',
    body: () => ({ email: 'nobody@demo.eg' }),
  },
  // Stored files are served by unguessable name to anyone (img tags send no token); unknown names are 404.
  {
    method: 'GET',
    url: () => '/files/0123456789abcdef0123456789abcdef.png',
    access: 'public',
    expect: everyone(404),
  },
  { method: 'PUT', url: (f) => `/admin/${f.fresh}/add-sourcing`, access: 'admin' },
  { method: 'GET', url: () => '/accounts/', access: 'auth' },
  { method: 'GET', url: () => '/accounts/view-all?page=1&limit=15&role=all', access: 'admin' },
  { method: 'GET', url: () => '/accounts/view-recruits', access: 'ambassador' },
  { method: 'GET', url: (f) => `/accounts/${f.recruit}`, access: 'adminOrAmbassador' },
  { method: 'GET', url: () => '/accounts/wallet', access: 'seller' },
  { method: 'GET', url: () => '/accounts/wallet?page=2&limit=5&search=a&from=2026-01-01', access: 'seller' },
  { method: 'PUT', url: () => '/accounts/add-kyc', access: 'auth', body: () => KYC_BODY },
  { method: 'PUT', url: () => '/accounts/add-business-info', access: 'auth', body: () => BUSINESS_INFO_BODY },
  { method: 'PUT', url: () => '/accounts/add-cr', access: 'auth', body: () => COMPANY_REGISTRATION_BODY },
  {
    method: 'PUT',
    url: () => '/accounts/update-general',
    access: 'auth',
    body: () => ({ nickname: 'Matrix' }),
  },
  {
    method: 'PUT',
    url: () => '/accounts/change-password',
    access: 'auth',
    // A wrong old password: the call is authorized but changes nothing.
    body: () => ({ old_password: 'Wrong-0000', password: 'Another1234' }),
  },
  {
    method: 'PUT',
    url: (f) => `/admin/${f.recruit}/approve-business-info`,
    access: 'admin',
    body: () => ({ status: 'approved' }),
  },
  {
    method: 'PUT',
    url: (f) => `/admin/${f.recruit}/approve-kyc-image`,
    access: 'admin',
    body: () => ({ status: 'approved', type: 'kyc_front' }),
  },
  { method: 'GET', url: () => '/orders/seller?page=1&limit=15&status=all', access: 'seller' },
  { method: 'GET', url: () => '/admin/sourcing/orders?page=1&limit=15&status=pending', access: 'admin' },
  {
    method: 'PUT',
    url: (f) => `/orders/${f.sellerLine.orderId}/update-status`,
    access: 'auth',
    body: (f) => ({
      status: 'confirmed',
      product_id: f.sellerLine.productId,
      order_ref_id: f.sellerLine.orderRef,
    }),
    expect: { buyer: [403, 404], seller2: [403, 404], ambassador: [403, 404] },
  },
  {
    method: 'GET',
    url: (f) => `/orders/${f.sellerLine.orderId}`,
    access: 'auth',
    // An order without any of the caller's lines is not found for them.
    expect: { buyer: [404], seller2: [404], ambassador: [404] },
  },
  {
    method: 'PUT',
    url: (f) => `/orders/${f.sellerLine.orderId}/status/undo`,
    access: 'auth',
    body: (f) => ({ product_id: f.sellerLine.productId, order_ref_id: f.sellerLine.orderRef }),
    expect: { buyer: [404], seller2: [404], ambassador: [404] },
  },
  {
    method: 'PUT',
    url: (f) => `/admin/sourcing/orders/${f.sellerLine.orderId}/delivery-status`,
    access: 'logistics',
    body: (f) => ({
      status: 'delivered',
      product_id: f.sellerLine.productId,
      order_ref_id: f.sellerLine.orderRef,
    }),
  },
  { method: 'POST', url: () => '/products?page=1&limit=5', access: 'seller', body: () => ({}) },
  { method: 'POST', url: () => '/products/seller?page=1&limit=5', access: 'seller', body: () => ({}) },
  {
    method: 'POST',
    url: () => '/products/seller?page=1&limit=5',
    access: 'admin',
    // Naming another seller is an admin's privilege.
    body: () => ({ seller_id: DEMO_IDS.seller2 }),
    expect: { seller2: [200] },
  },
  { method: 'GET', url: (f) => `/products/${f.sellerProduct}`, access: 'seller', expect: otherSeller },
  {
    method: 'PUT',
    url: (f) => `/products/${f.sellerProduct}/update-product`,
    access: 'seller',
    body: () => ({ is_recommended: true }),
    expect: otherSeller,
  },
  {
    method: 'PUT',
    url: () => '/products/update-status',
    access: 'admin',
    body: (f) => ({ ids: [f.sellerProduct], status: 'active' }),
  },
  {
    method: 'POST',
    url: () => '/products/add-product-xls',
    access: 'seller',
    body: () => ({
      route: '/api/v1/files/00000000000000000000000000000000.xlsx',
      lang: 'en',
      category: 'electronics',
    }),
  },
  { method: 'GET', url: () => '/notifications', access: 'auth' },
  { method: 'PUT', url: () => '/notifications/read-all', access: 'auth' },
  {
    method: 'PUT',
    url: (f) => `/notifications/${f.sellerNotification}/read`,
    access: 'auth',
    // Someone else's notification is not found for them.
    expect: { buyer: [403, 404], seller2: [403, 404], ambassador: [403, 404], admin: [403, 404] },
  },
  { method: 'GET', url: () => '/category/', access: 'auth' },
  {
    method: 'POST',
    url: () => '/category/add',
    access: 'admin',
    body: () => ({ name: { en: `Matrix ${Date.now()}`, ar: 'مصفوفة' }, headers: [], is_sub: false }),
  },
  { method: 'PUT', url: (f) => `/category/${f.category}`, access: 'admin', body: () => ({ headers: [] }) },
  {
    method: 'DELETE',
    url: () => '/category/delete',
    access: 'admin',
    body: () => ({ code: 'no-such-category' }),
  },
];

/** Routes that take a file: field name, what they accept, and the status a valid file gets. */
type UploadRoute = {
  url: (f: Fixture) => string;
  field: 'image' | 'file';
  caller: Caller;
  accepts: 'image' | 'imageOrPdf' | 'xlsx';
};
export const UPLOAD_ROUTES: UploadRoute[] = [
  { url: () => '/accounts/add-front-id', field: 'image', caller: 'seller', accepts: 'image' },
  { url: () => '/accounts/add-back-id', field: 'image', caller: 'seller', accepts: 'image' },
  { url: () => '/accounts/add-company-reg', field: 'image', caller: 'seller', accepts: 'imageOrPdf' },
  {
    url: (f) => `/products/${f.sellerProduct}/upload-image`,
    field: 'image',
    caller: 'seller',
    accepts: 'image',
  },
  { url: () => '/products/upload-product-xls', field: 'file', caller: 'seller', accepts: 'xlsx' },
  { url: (f) => `/category/logo/${f.category}`, field: 'image', caller: 'admin', accepts: 'image' },
];

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d0b6f70000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
const SCRIPT = Buffer.from('<script>alert(document.cookie)</script>');

function multipart(field: string, filename: string, content: Buffer, contentType: string) {
  const boundary = `----souq${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nen\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** What an error answer must never contain: stack frames, source paths, SQL or driver messages (SQLite's, PostgreSQL's). */
const LEAK =
  /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|SQLITE_|\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|better-sqlite3|violates \w+ constraint|invalid input syntax|syntax error at or near|TypeError|ReferenceError/;

const expectNoLeak = (response: LightMyRequestResponse, context: string) => {
  if (response.statusCode >= 400) expect(response.body, context).not.toMatch(LEAK);
};

describe('reference API security', () => {
  let app: FastifyInstance;
  let fixture: Fixture;
  const tokens = {} as Record<Caller, string | null>;

  beforeAll(async () => {
    app = await makeTestApp();
    tokens.guest = null;
    for (const caller of CALLERS.filter((c) => c !== 'guest')) tokens[caller] = await loginAs(app, caller);
    const one = async <T>(query: RawBuilder<T>): Promise<T> => {
      const row = await firstRowOf(app.db, query);
      if (!row) throw new Error('fixture row missing');
      return row;
    };
    const line = await one(
      sql<{ order_id: string; product_id: string; order_ref_id: string }>`SELECT l.order_id, l.product_id,
          o.order_ref_id
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.seller_id = ${DEMO_IDS.seller} AND l.status = 'pending' LIMIT 1`,
    );
    fixture = {
      sellerProduct: (
        await one(sql<{ id: string }>`SELECT id FROM products WHERE seller_id = ${DEMO_IDS.seller} LIMIT 1`)
      ).id,
      sellerLine: { orderId: line.order_id, productId: line.product_id, orderRef: line.order_ref_id },
      sellerNotification: (
        await one(
          sql<{ id: string }>`SELECT id FROM notifications WHERE user_id = ${DEMO_IDS.seller} LIMIT 1`,
        )
      ).id,
      category: (await one(sql<{ id: string }>`SELECT id FROM categories ORDER BY code LIMIT 1`)).id,
      fresh: (
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/accounts/register',
            payload: { name: 'Matrix User', phone_number: '01599999999', password: 'Matrix1234' },
          })
        ).json() as { data: { _id: string } }
      ).data._id,
      recruit: (
        await one(
          sql<{ _id: string }>`SELECT _id FROM users WHERE recruited_by = ${DEMO_IDS.ambassador} LIMIT 1`,
        )
      )._id,
    };
  });

  afterAll(async () => {
    await app.close();
  });

  describe('authorization matrix: every route as guest, buyer, seller, other seller, ambassador and admin', () => {
    for (const row of MATRIX) {
      it(`${row.method} ${row.url(PLACEHOLDERS)} (${row.access})`, async () => {
        const outcomes: string[] = [];
        const problems: string[] = [];
        for (const caller of CALLERS) {
          const token = tokens[caller];
          const response = await app.inject({
            method: row.method,
            url: `/api/v1${row.url(fixture)}`,
            headers: token ? bearer(token) : {},
            ...(row.body ? { payload: row.body(fixture) as object } : {}),
          });
          const status = response.statusCode;
          outcomes.push(`${caller}:${status}`);
          expectNoLeak(response, `${row.method} ${row.url(fixture)} as ${caller}`);
          const override = row.expect?.[caller];
          const allowed = ALLOWED[row.access].includes(caller);
          const ok = override
            ? override.includes(status)
            : allowed
              ? status < 500 && status !== 401 && status !== 403
              : status === (caller === 'guest' ? 401 : 403);
          if (!ok) problems.push(`${caller} got ${status}: ${response.body.slice(0, 160)}`);
          if (status === 401 || status === 403) {
            const body = response.json() as { error?: { en?: string; ar?: string } };
            expect(body.error?.en, `bilingual refusal for ${caller}`).toBeTruthy();
            expect(body.error?.ar, `bilingual refusal for ${caller}`).toMatch(/[\u0600-\u06FF]/);
          }
        }
        expect(problems, outcomes.join(' ')).toEqual([]);
      });
    }

    it('refuses the notification stream to a guest (allowed callers get a stream that never ends)', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/notifications/stream' });
      expect(response.statusCode).toBe(401);
    });

    it('rejects forged, malformed and foreign-signed tokens', async () => {
      const real = tokens.admin as string;
      const [header, payload] = real.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      for (const token of [forged, none, 'not-a-token', `${real}x`]) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/v1/accounts/view-all',
          headers: bearer(token),
        });
        expect(response.statusCode, token.slice(0, 20)).toBe(401);
      }
    });
  });

  describe('uploads: type decided by content, size limited, on every upload route', () => {
    for (const route of UPLOAD_ROUTES) {
      const name = route.url(PLACEHOLDERS);
      it(`${name} refuses a script named .png, an oversize file, and accepts a real ${route.accepts}`, async () => {
        const url = `/api/v1${route.url(fixture)}`;
        const headersOf = (form: ReturnType<typeof multipart>) => ({
          ...form.headers,
          ...bearer(tokens[route.caller] as string),
        });

        const disguised = multipart(route.field, 'photo.png', SCRIPT, 'image/png');
        const refused = await app.inject({
          method: 'POST',
          url,
          payload: disguised.payload,
          headers: headersOf(disguised),
        });
        expect(refused.statusCode).toBe(400);
        expect((refused.json() as { errors?: { detail?: string } }).errors?.detail).toBeTruthy();

        const big = multipart(
          route.field,
          'big.png',
          Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]),
          'image/png',
        );
        const tooLarge = await app.inject({
          method: 'POST',
          url,
          payload: big.payload,
          headers: headersOf(big),
        });
        expect(tooLarge.statusCode).toBe(413);
        expectNoLeak(tooLarge, `${name} oversize`);

        const valid =
          route.accepts === 'xlsx'
            ? multipart(route.field, 'products.xlsx', XLSX, 'application/octet-stream')
            : multipart(route.field, 'photo.jpg', PNG, 'image/jpeg');
        const accepted = await app.inject({
          method: 'POST',
          url,
          payload: valid.payload,
          headers: headersOf(valid),
        });
        expect(accepted.statusCode, accepted.body.slice(0, 200)).toBeLessThan(300);

        const guest = await app.inject({
          method: 'POST',
          url,
          payload: valid.payload,
          headers: valid.headers,
        });
        expect(guest.statusCode).toBe(401);
      });
    }

    it('serves an uploaded PDF inline as a PDF (a download when asked), and images inline with their sniffed type', async () => {
      const form = multipart('image', 'register.pdf', PDF, 'application/pdf');
      const upload = await app.inject({
        method: 'POST',
        url: '/api/v1/accounts/add-company-reg',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(tokens.seller2 as string) },
      });
      expect(upload.statusCode, upload.body).toBeLessThan(300);
      const pdfUrl = (upload.json() as { user: { company_registration: { doc: { url: string } } } }).user
        .company_registration.doc.url;
      const pdf = await app.inject({ method: 'GET', url: pdfUrl });
      expect(pdf.statusCode).toBe(200);
      // Shown beside the data it proves (docs/review.md): inline, but only ever as a PDF, never sniffed as a page.
      expect(pdf.headers['content-disposition'] ?? 'inline').toMatch(/^inline/);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      const download = await app.inject({
        method: 'GET',
        url: `${pdfUrl}${pdfUrl.includes('?') ? '&' : '?'}download=x.pdf`,
      });
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="[A-Z]{4}-\d{6}-company-registration-\d{4}-\d{2}-\d{2}\.pdf"/,
      );

      const image = multipart('image', 'front.png', PNG, 'text/html');
      const imageUpload = await app.inject({
        method: 'POST',
        url: '/api/v1/accounts/add-front-id',
        payload: image.payload,
        headers: { ...image.headers, ...bearer(tokens.seller2 as string) },
      });
      const frontUrl = (imageUpload.json() as { user: { kyc: { front: { url: string } } } }).user.kyc.front
        .url;
      const served = await app.inject({ method: 'GET', url: frontUrl });
      expect(served.headers['content-type']).toBe('image/png');
    });
  });

  describe('bodies and errors', () => {
    it('refuses a JSON body over 1 MB with 413 and no stack trace', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/accounts/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.eg', password: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(response.statusCode).toBe(413);
      expectNoLeak(response, 'oversize JSON');
    });

    it('answers malformed JSON, wrong types, hostile paths and injection attempts with clean 4xx', async () => {
      const seller = bearer(tokens.seller as string);
      const cases = [
        {
          method: 'POST',
          url: '/api/v1/accounts/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        },
        { method: 'POST', url: '/api/v1/accounts/login', payload: { email: ['x'], password: 1 } },
        {
          method: 'POST',
          url: '/api/v1/accounts/login',
          payload: { email: "' OR 1=1 --", password: "' OR '1'='1" },
        },
        {
          method: 'POST',
          url: '/api/v1/products?page=1&limit=5',
          headers: seller,
          payload: { search: "x') UNION SELECT * FROM users --" },
        },
        {
          method: 'POST',
          url: '/api/v1/products?page=-1&limit=999999',
          headers: seller,
          payload: { filter: { $gt: '' } },
        },
        { method: 'GET', url: '/api/v1/products/..%2F..%2Fetc%2Fpasswd', headers: seller },
        { method: 'GET', url: '/api/v1/files/..%2Fapp.db' },
        { method: 'GET', url: '/api/v1/no-such-route' },
      ];
      for (const request of cases) {
        const response = await app.inject(request as InjectOptions);
        expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
        expectNoLeak(response, `${request.method} ${request.url}`);
      }
    });

    it('checks who is calling before it checks the body: a guest with a bad body gets 401, not 400', async () => {
      const cases = [
        { method: 'PUT', url: '/api/v1/accounts/add-kyc', payload: { type: 42 } },
        { method: 'PUT', url: '/api/v1/orders/d1/update-status', payload: { status: 'nonsense' } },
        { method: 'PUT', url: '/api/v1/products/update-status', payload: { ids: 'x' } },
        { method: 'POST', url: '/api/v1/products?page=x&limit=y', payload: { filter: 7 } },
      ];
      for (const request of cases) {
        const response = await app.inject(request as InjectOptions);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      }
    });
  });
});

describe('login rate limiting', () => {
  it('answers 429 with a bilingual message after the limit, per address and account', async () => {
    const app = await makeTestApp({ rateLimits: { login: { max: 3, windowMs: 60_000 } } });
    try {
      const attempt = (email: string, password: string) =>
        app.inject({ method: 'POST', url: '/api/v1/accounts/login', payload: { email, password } });
      const seller = demoAccount('seller').email;
      for (let n = 0; n < 3; n += 1) expect((await attempt(seller, 'Wrong-1234')).statusCode).toBe(401);
      const limited = await attempt(seller, DEMO_PASSWORD);
      expect(limited.statusCode).toBe(429);
      const body = limited.json() as { success: boolean; error: { en: string; ar: string } };
      expect(body.success).toBe(false);
      expect(body.error.en).toMatch(/\w/);
      expect(body.error.ar).toMatch(/[\u0600-\u06FF]/);
      expectNoLeak(limited, 'rate limited');
      // Another account from the same address is not locked out by the attack on this one.
      expect((await attempt(demoAccount('buyer').email, DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('headers of the served app', () => {
  it('sends a CSP without inline scripts, frame-ancestors none, nosniff and a referrer policy', async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'souq-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    const app = await makeTestApp({ staticDir });
    try {
      for (const url of ['/login', '/store/inventory', '/assets/app.js', '/api/v1/health', '/api/v1/nope']) {
        const response = await app.inject({ method: 'GET', url });
        const csp = String(response.headers['content-security-policy'] ?? '');
        const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? csp;
        expect(csp, url).toMatch(/default-src 'self'/);
        expect(scriptSrc, url).not.toMatch(/unsafe-inline|unsafe-eval/);
        expect(csp, url).toMatch(/frame-ancestors 'none'/);
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['referrer-policy'], url).toMatch(/strict-origin|no-referrer|same-origin/);
      }
    } finally {
      await app.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
