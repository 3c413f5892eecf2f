/**
 * Uploads: every upload route refuses an oversized or cut-off file with nothing stored, counts
 * against a per-user hourly rate and a per-user storage quota, deletes the file it replaces, and documents
 * are only served at signed, expiring URLs while product photos and logos stay public.
 * See docs/security.md.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { setFileSigningSecret, signedFileUrl, SIGNED_URL_TTL_SECONDS } from '../../server/lib/fileAccess';
import { MAX_UPLOAD_BYTES } from '../../server/lib/uploads';
import { bearer, loginAs, makeTestApp } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CSV = Buffer.from('sku,name_en\nA-1,Towel\n');

/** A PNG of exactly `size` bytes (the signature, then padding: the server judges by the first bytes). */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length), 1)]);

const BOUNDARY = '----souq-uploads-test';

/** One multipart body with a single file part; `cutOff` drops the end, as a client that gave up would. */
const multipart = (field: string, fileName: string, type: string, bytes: Buffer, cutOff = false) => {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: cutOff ? Buffer.concat([head, bytes]) : Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
};

type UploadedUser = {
  kyc: { front: { url: string; admin_url: string } };
  company_registration: { doc: { url: string } };
};

const storedName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const SIGNED = /^\/api\/v1\/files\/\d+\.[A-Za-z0-9_-]{43}\/[a-f0-9]{32}\.(png|pdf)$/;
const BILINGUAL = { en: expect.any(String), ar: expect.stringMatching(/[\u0600-\u06FF]/) };

let counter = 0;

/** A new seller of its own, so each test starts from an empty storage. */
const newSeller = async (app: FastifyInstance): Promise<{ token: string; id: string }> => {
  counter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/accounts/register',
    payload: {
      name: `Upload Seller ${counter}`,
      email: `uploads${counter}@example.com`,
      phone_number: `0156666${String(counter).padStart(4, '0')}`,
      password: 'Start1234',
      is_seller: true,
      default_lang: 'en',
    },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<{ user: { token: string }; data: { _id: string } }>();
  return { token: body.user.token, id: body.data._id };
};

const filesOnDisk = (app: FastifyInstance): string[] => {
  try {
    return readdirSync(path.join(app.settings.dataDir, 'files'));
  } catch {
    return [];
  }
};

const rowsOf = async (app: FastifyInstance, owner: string, kind: string): Promise<string[]> =>
  (
    await app.db
      .selectFrom('files')
      .select('stored_name')
      .where('owner_user_id', '=', owner)
      .where('kind', '=', kind)
      .execute()
  ).map((row) => row.stored_name);

const fileCount = async (app: FastifyInstance): Promise<number> =>
  (
    await app.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const post = (
  app: FastifyInstance,
  url: string,
  token: string,
  body: { payload: Buffer; headers: Record<string, string> },
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });

const image = (bytes: Buffer, cutOff = false) => multipart('image', 'photo.png', 'image/png', bytes, cutOff);
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

const productOf = async (app: FastifyInstance, sellerId: string): Promise<string> => {
  const row = await app.db
    .selectFrom('products')
    .select('id')
    .where('seller_id', '=', sellerId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error('no product');
  return row.id;
};

const categoryId = async (app: FastifyInstance): Promise<string> => {
  const row = await app.db.selectFrom('categories').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!row) throw new Error('no category');
  return row.id;
};

describe('uploads on every route', () => {
  let app: FastifyInstance;
  let admin: string;
  let seller2: string;

  beforeAll(async () => {
    app = await makeTestApp();
    admin = await loginAs(app, 'admin');
    seller2 = await loginAs(app, 'seller2');
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every upload route, with who calls it and the body of a valid upload of the given bytes. */
  const routes = async (target: string) => [
    { name: 'front ID', url: '/accounts/add-front-id', token: () => admin, body: image },
    { name: 'back ID', url: '/accounts/add-back-id', token: () => admin, body: image },
    { name: 'company registration', url: '/accounts/add-company-reg', token: () => admin, body: image },
    {
      name: 'admin copy (passed_id)',
      url: `/accounts/add-front-id?passed_id=${target}`,
      token: () => admin,
      body: image,
    },
    {
      name: 'product image',
      url: `/products/${await productOf(app, DEMO_IDS.seller2)}/upload-image`,
      token: () => seller2,
      body: image,
    },
    {
      name: 'category logo',
      url: `/category/logo/${await categoryId(app)}`,
      token: () => admin,
      body: image,
    },
    {
      name: 'spreadsheet',
      url: '/products/upload-product-xls',
      token: () => seller2,
      body: (bytes: Buffer, cutOff?: boolean) => multipart('file', 'sheet.csv', 'text/csv', bytes, cutOff),
    },
  ];

  it('refuses a file over the limit on every route with 413, in both languages, and stores nothing', async () => {
    const { id } = await newSeller(app);
    const oversized = pngOf(MAX_UPLOAD_BYTES + 1);
    for (const route of await routes(id)) {
      const before = filesOnDisk(app);
      const rowsBefore = await fileCount(app);
      const response = await post(app, route.url, route.token(), route.body(oversized));
      expect(response.statusCode, route.name).toBe(413);
      expect(response.json(), route.name).toEqual({ success: false, errors: { detail: BILINGUAL } });
      expect(filesOnDisk(app), route.name).toEqual(before);
      expect(await fileCount(app), route.name).toEqual(rowsBefore);
    }
  });

  it('refuses a body cut off before the end of its file on every route, and stores nothing', async () => {
    const { id } = await newSeller(app);
    for (const route of await routes(id)) {
      const before = filesOnDisk(app);
      const response = await post(app, route.url, route.token(), route.body(pngOf(200_000), true));
      expect(response.statusCode, route.name).toBe(400);
      expect(response.json(), route.name).toEqual({ success: false, errors: { detail: BILINGUAL } });
      expect(filesOnDisk(app), route.name).toEqual(before);
    }
  });

  it('still accepts a file just under the limit on every route', async () => {
    const { id } = await newSeller(app);
    for (const route of await routes(id)) {
      const bytes = route.name === 'spreadsheet' ? CSV : pngOf(MAX_UPLOAD_BYTES);
      const response = await post(app, route.url, route.token(), route.body(bytes));
      expect(response.statusCode, `${route.name}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });
});

describe('per-user upload rate', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await makeTestApp({ rateLimits: { upload: { max: 3, windowMs: 3_600_000 } } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 429 with Retry-After after 3 uploads in an hour, whatever the route, without reading the file', async () => {
    const { token, id } = await newSeller(app);
    for (const url of ['/accounts/add-front-id', '/accounts/add-back-id', '/accounts/add-company-reg']) {
      expect((await post(app, url, token, image(PNG))).statusCode).toBe(200);
    }
    const before = filesOnDisk(app);
    const refused = await post(app, '/accounts/add-front-id', token, image(PNG));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({ success: false, errors: { detail: BILINGUAL } });
    expect(filesOnDisk(app)).toEqual(before);
    expect(await rowsOf(app, id, 'kyc_front')).toHaveLength(1);
    // Another route of the same user counts against the same allowance; another user is not affected.
    const product = await post(
      app,
      '/products/upload-product-xls',
      token,
      multipart('file', 's.csv', 'text/csv', CSV),
    );
    expect(product.statusCode).toBe(429);
    const other = await newSeller(app);
    expect((await post(app, '/accounts/add-front-id', other.token, image(PNG))).statusCode).toBe(200);
  });
});

describe('per-user storage quota', () => {
  let app: FastifyInstance;
  const QUOTA = 1024 * 1024;

  beforeAll(async () => {
    app = await makeTestApp({ uploadQuotaBytes: QUOTA });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses the upload that would pass the quota with 413 naming it, and stores nothing', async () => {
    const { token, id } = await newSeller(app);
    expect((await post(app, '/accounts/add-front-id', token, image(pngOf(400_000)))).statusCode).toBe(200);
    expect((await post(app, '/accounts/add-back-id', token, image(pngOf(400_000)))).statusCode).toBe(200);
    const before = filesOnDisk(app);
    const refused = await post(app, '/accounts/add-company-reg', token, image(pngOf(400_000)));
    expect(refused.statusCode).toBe(413);
    const detail = refused.json<{ errors: { detail: { en: string; ar: string } } }>().errors.detail;
    expect(detail.en).toContain('1 MB');
    expect(detail.ar).toContain('1 ميجابايت');
    expect(filesOnDisk(app)).toEqual(before);
    expect(await rowsOf(app, id, 'company_reg')).toEqual([]);
    // Replacing a document frees the old one first, so a user at the quota can still replace.
    expect((await post(app, '/accounts/add-front-id', token, image(pngOf(400_000)))).statusCode).toBe(200);
    // Someone else's storage is their own.
    const other = await newSeller(app);
    expect(
      (await post(app, '/accounts/add-company-reg', other.token, image(pngOf(400_000)))).statusCode,
    ).toBe(200);
  });

  it('counts a product’s photos against its seller, whoever uploads them', async () => {
    const admin = await loginAs(app, 'admin');
    const product = await productOf(app, DEMO_IDS.seller2);
    const first = await post(app, `/products/${product}/upload-image`, admin, image(pngOf(600_000)));
    expect(first.statusCode).toBe(200);
    expect(
      await app.db
        .selectFrom('files')
        .select('owner_user_id as owner')
        .where(
          'stored_name',
          '=',
          storedName(
            (first.json() as { product: { product_images: { url: string }[] } }).product.product_images[0]
              ?.url ?? '',
          ),
        )
        .executeTakeFirst(),
    ).toEqual({ owner: DEMO_IDS.seller2 });
    const seller2 = await loginAs(app, 'seller2');
    const second = await post(app, `/products/${product}/upload-image`, seller2, image(pngOf(600_000)));
    expect(second.statusCode).toBe(413);
  });
});

describe('replaced files are deleted', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await makeTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('leaves one file on disk after 3 uploads of the same document, the owner’s and the admin’s copy alike', async () => {
    const { token, id } = await newSeller(app);
    const admin = await loginAs(app, 'admin');
    const before = filesOnDisk(app).length;
    for (let i = 0; i < 3; i += 1) {
      expect((await post(app, '/accounts/add-front-id', token, image(pngOf(1000 + i)))).statusCode).toBe(200);
    }
    expect(filesOnDisk(app).length - before).toBe(1);
    expect(await rowsOf(app, id, 'kyc_front')).toHaveLength(1);
    for (let i = 0; i < 3; i += 1) {
      const url = `/accounts/add-front-id?passed_id=${id}`;
      expect((await post(app, url, admin, image(pngOf(2000 + i)))).statusCode).toBe(200);
    }
    // The user's file and the admin's copy: two files, each the latest of its kind.
    expect(filesOnDisk(app).length - before).toBe(2);
    expect(await rowsOf(app, id, 'kyc_front')).toHaveLength(2);
  });

  it('deletes a replaced seeded document, which had no row before the server started', async () => {
    const seller = await loginAs(app, 'seller');
    const profile = (
      await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(seller) })
    ).json<{
      data: UploadedUser;
    }>().data;
    const seeded = storedName(profile.kyc.front.url);
    expect(filesOnDisk(app)).toContain(seeded);
    expect((await post(app, '/accounts/add-front-id', seller, image(PNG))).statusCode).toBe(200);
    expect(filesOnDisk(app)).not.toContain(seeded);
    expect((await get(app, profile.kyc.front.url)).statusCode).toBe(404);
  });

  it('deletes the replaced category logo', async () => {
    const admin = await loginAs(app, 'admin');
    const url = `/category/logo/${await categoryId(app)}`;
    const logos: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await post(app, url, admin, image(pngOf(500 + i)));
      expect(response.statusCode).toBe(200);
      logos.push(storedName((response.json() as { data: { img: string } }).data.img));
    }
    const onDisk = filesOnDisk(app);
    expect(logos.filter((name) => onDisk.includes(name))).toEqual([logos[2]]);
  });

  it('deletes a category’s logo with the category', async () => {
    const admin = await loginAs(app, 'admin');
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/category/add',
      headers: bearer(admin),
      payload: { name: { en: 'Short lived', ar: 'مؤقتة' }, headers: [] },
    });
    expect(added.statusCode).toBeLessThan(300);
    const row = await app.db
      .selectFrom('categories')
      .select(['id', 'code'])
      .where('name_en', '=', 'Short lived')
      .executeTakeFirstOrThrow();
    const logo = await post(app, `/category/logo/${row.id}`, admin, image(pngOf(777)));
    const name = storedName((logo.json() as { data: { img: string } }).data.img);
    expect(filesOnDisk(app)).toContain(name);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/category/delete',
      headers: bearer(admin),
      payload: { code: row.code },
    });
    expect(deleted.statusCode).toBe(200);
    expect(filesOnDisk(app)).not.toContain(name);
  });

  it('deletes an uploaded photo a spreadsheet row replaces with image links', async () => {
    const seller2 = await loginAs(app, 'seller2');
    const sellerId = await app.db
      .selectFrom('users')
      .select('_id')
      .where('email', '=', 'seller2@demo.eg')
      .executeTakeFirstOrThrow();
    const productId = await productOf(app, sellerId._id);
    const uploaded = await post(app, `/products/${productId}/upload-image`, seller2, image(pngOf(901)));
    expect(uploaded.statusCode).toBe(200);
    const photo = storedName(
      (uploaded.json() as { product: { product_images: { url: string }[] } }).product.product_images[0]
        ?.url ?? '',
    );
    const { sku, category_code: category } = await app.db
      .selectFrom('products')
      .select(['sku', 'category_code'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const csv = Buffer.from(`SKU,Image URL 1\n${sku},https://cdn.example.com/new.jpg\n`);
    const stored = await post(
      app,
      '/products/upload-product-xls',
      seller2,
      multipart('file', 'p.csv', 'text/csv', csv),
    );
    const route = (stored.json() as { data: { url: string } }).data.url;
    const imported = await app.inject({
      method: 'POST',
      url: '/api/v1/products/add-product-xls',
      headers: bearer(seller2),
      payload: { route, lang: 'en', category },
    });
    expect(imported.statusCode).toBe(200);
    expect(filesOnDisk(app)).not.toContain(photo);
  });

  it('deletes a product photo that falls off the list or is removed, unless another product shows it', async () => {
    const seller2 = await loginAs(app, 'seller2');
    const product = await productOf(app, DEMO_IDS.seller2);
    const urls: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      const response = await post(app, `/products/${product}/upload-image`, seller2, image(pngOf(300 + i)));
      expect(response.statusCode).toBe(200);
      urls.push(
        (response.json() as { product: { product_images: { url: string }[] } }).product.product_images[0]
          ?.url ?? '',
      );
    }
    // 8 photos at most: the first one uploaded fell off and is gone.
    expect(filesOnDisk(app)).not.toContain(storedName(urls[0] ?? ''));
    expect((await get(app, urls[0] ?? '')).statusCode).toBe(404);
    expect((await get(app, urls[1] ?? '')).statusCode).toBe(200);

    // Another product of the same seller shows photo 2; the first product then drops photos 1 and 2.
    const other = (
      await app.db
        .selectFrom('products')
        .select('id')
        .where('seller_id', '=', DEMO_IDS.seller2)
        .where('id', '<>', product)
        .limit(1)
        .executeTakeFirst()
    )?.id;
    const update = (id: string, images: string[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/products/${id}/update-product`,
        headers: bearer(seller2),
        payload: { product_images: images.map((url) => ({ url })) },
      });
    expect((await update(other ?? '', [urls[2] ?? ''])).statusCode).toBe(200);
    expect((await update(product, urls.slice(3))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the disk removal finishes in the background
    expect(filesOnDisk(app)).not.toContain(storedName(urls[1] ?? ''));
    expect((await get(app, urls[1] ?? '')).statusCode).toBe(404);
    expect((await get(app, urls[2] ?? '')).statusCode).toBe(200);
  });

  it('keeps only the newest spreadsheets of a seller', async () => {
    const { token, id } = await newSeller(app);
    const names: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await post(
        app,
        '/products/upload-product-xls',
        token,
        multipart('file', 's.csv', 'text/csv', CSV),
      );
      expect(response.statusCode).toBe(200);
      names.push(storedName((response.json() as { data: { url: string } }).data.url));
    }
    expect((await rowsOf(app, id, 'product_xls')).sort()).toEqual(names.slice(2).sort());
    const onDisk = filesOnDisk(app);
    expect(names.filter((name) => onDisk.includes(name))).toEqual(names.slice(2));
  });
});

describe('who may fetch which file', () => {
  let app: FastifyInstance;

  const SECRET = 'test-secret-that-is-long-enough-for-hs256';

  beforeAll(async () => {
    app = await makeTestApp({ jwtSecret: SECRET });
    // What buildApp does with its JWT secret (server/lib/fileAccess.ts); repeated here so the test does not
    // depend on it.
    setFileSigningSecret(SECRET);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    setFileSigningSecret(SECRET);
  });

  const uploadFront = async (token: string) => {
    const response = await post(app, '/accounts/add-front-id', token, image(pngOf(5000)));
    expect(response.statusCode).toBe(200);
    return response.json<{ user: UploadedUser }>().user.kyc.front.url;
  };

  it('serves a document at its signed URL, streamed with its sniffed type, length and no caching', async () => {
    const { token } = await newSeller(app);
    const url = await uploadFront(token);
    expect(url).toMatch(SIGNED);
    const served = await get(app, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe('5000');
    expect(served.rawPayload).toHaveLength(5000);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('5000');
  });

  it('serves a company registration PDF as a PDF, a download only when asked (tests/server/files.test.ts)', async () => {
    const { token } = await newSeller(app);
    const response = await post(
      app,
      '/accounts/add-company-reg',
      token,
      multipart('image', 'cr.pdf', 'application/pdf', PDF),
    );
    const url = response.json<{ user: UploadedUser }>().user.company_registration.doc.url;
    expect(url).toMatch(/\.pdf$/); // the app tells a PDF by the URL's ending
    const served = await get(app, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[^"]+\.pdf"$/);
    const saved = await get(app, `${url}?download`);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
  });

  it('answers 404 without a signature, with a tampered, foreign or expired one', async () => {
    const { token } = await newSeller(app);
    const url = await uploadFront(token);
    const name = storedName(url);
    const [, , , , grant = ''] = url.split('/');
    const [expires = '', signature = ''] = grant.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const other = storedName(await uploadFront((await newSeller(app)).token));
    for (const attempt of [
      `/api/v1/files/${name}`,
      `/api/v1/files/${expires}.${flipped}/${name}`,
      `/api/v1/files/${Number(expires) + 60}.${signature}/${name}`,
      `/api/v1/files/${grant}/${other}`,
      `/api/v1/files/${expires}/${name}`,
      signedFileUrl(name, Date.now() - (SIGNED_URL_TTL_SECONDS + 1) * 1000),
    ]) {
      const response = await get(app, attempt);
      expect(response.statusCode, attempt).toBe(404);
      expect(response.json(), attempt).toEqual({ success: false, error: BILINGUAL });
    }
    // The same name signed now is served: only the signature made the difference.
    expect((await get(app, signedFileUrl(name))).statusCode).toBe(200);
  });

  it('answers 404 for a replaced document even with its still unexpired signature', async () => {
    const { token } = await newSeller(app);
    const old = await uploadFront(token);
    expect((await get(app, old)).statusCode).toBe(200);
    await uploadFront(token);
    expect((await get(app, old)).statusCode).toBe(404);
  });

  it('gives the owner and admins signed URLs in the user records they are answered', async () => {
    const { token, id } = await newSeller(app);
    await uploadFront(token);
    const own = await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(token) });
    const ownUrl = own.json<{ data: UploadedUser }>().data.kyc.front.url;
    expect(ownUrl).toMatch(SIGNED);
    expect((await get(app, ownUrl)).statusCode).toBe(200);
    const admin = await loginAs(app, 'admin');
    const detail = await app.inject({ method: 'GET', url: `/api/v1/accounts/${id}`, headers: bearer(admin) });
    const adminUrl = detail.json<{ data: UploadedUser }>().data.kyc.front.url;
    expect(adminUrl).toMatch(SIGNED);
    expect((await get(app, adminUrl)).statusCode).toBe(200);
    // The database keeps the bare URL: a signature is made per answer, never stored.
    const stored = await app.db.selectFrom('users').select('kyc').where('_id', '=', id).executeTakeFirst();
    expect((JSON.parse(stored?.kyc ?? '{}') as UploadedUser['kyc']).front.url).toMatch(
      /^\/api\/v1\/files\/[a-f0-9]{32}\.png$/,
    );
  });

  it('keeps product photos and category logos public, and never serves a spreadsheet', async () => {
    const seller2 = await loginAs(app, 'seller2');
    const photo = await post(
      app,
      `/products/${await productOf(app, DEMO_IDS.seller2)}/upload-image`,
      seller2,
      image(PNG),
    );
    const photoUrl =
      (photo.json() as { product: { product_images: { url: string }[] } }).product.product_images[0]?.url ??
      '';
    expect(photoUrl).toMatch(/^\/api\/v1\/files\/[a-f0-9]{32}\.png$/);
    const served = await get(app, photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const admin = await loginAs(app, 'admin');
    const logo = await post(app, `/category/logo/${await categoryId(app)}`, admin, image(PNG));
    expect((await get(app, (logo.json() as { data: { img: string } }).data.img)).statusCode).toBe(200);

    const sheet = await post(
      app,
      '/products/upload-product-xls',
      seller2,
      multipart('file', 's.csv', 'text/csv', CSV),
    );
    expect((await get(app, (sheet.json() as { data: { url: string } }).data.url)).statusCode).toBe(404);
  });

  it('derives the signing key from the server secret: same secret, same key; another secret refuses', async () => {
    const { token } = await newSeller(app);
    const url = await uploadFront(token);
    setFileSigningSecret('another-secret-of-another-deployment');
    expect((await get(app, url)).statusCode).toBe(404);
    // Another instance (or a restart) with the same secret accepts the URL.
    setFileSigningSecret(SECRET);
    expect((await get(app, url)).statusCode).toBe(200);
  });
});
