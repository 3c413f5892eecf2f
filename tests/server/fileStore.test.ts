/**
 * Uploaded files in an S3-compatible bucket (docs/operations.md, FILE_STORAGE=s3). The request signature is checked
 * against AWS's published Signature Version 4 examples; the store and the API's file routes are then run against
 * a small S3 stand-in that refuses any request whose signature does not match (what MinIO or AWS would do).
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { readServerConfig } from '../../server/environment';
import { s3FileStore, type S3Settings } from '../../server/storage/s3FileStore';
import { sha256Hex, signRequest } from '../../server/storage/signature';
import { bearer, loginAs, makeTestApp } from './helpers';

const AWS_EXAMPLE = {
  credentials: {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  },
  region: 'us-east-1',
  now: new Date('2013-05-24T00:00:00Z'),
};
const signatureOf = (headers: Record<string, string>) =>
  /Signature=([0-9a-f]{64})/.exec(headers.authorization!)?.[1];

describe('the request signature (AWS Signature Version 4)', () => {
  it('matches the examples of the S3 documentation', () => {
    const get = signRequest({
      ...AWS_EXAMPLE,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
    });
    expect(signatureOf(get)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    const put = signRequest({
      ...AWS_EXAMPLE,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex('Welcome to Amazon S3.'),
    });
    expect(signatureOf(put)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
    const list = signRequest({
      ...AWS_EXAMPLE,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
      headers: {},
      payloadHash: sha256Hex(''),
    });
    expect(signatureOf(list)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

/** An S3 stand-in: objects in memory, every request's signature checked with the bucket owner's secret. */
const fakeS3 = (credentials: S3Settings['credentials']) => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const header = (name: string) => String(request.headers[name] ?? '');
      const signedNames = /SignedHeaders=([^,]+)/.exec(header('authorization'))?.[1]?.split(';') ?? [];
      const date = header('x-amz-date');
      const expected = signRequest({
        method: request.method!,
        url: new URL(request.url!, `http://${header('host')}`),
        headers: Object.fromEntries(
          signedNames
            .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
            .map((name) => [name, header(name)]),
        ),
        payloadHash: sha256Hex(body),
        credentials,
        region: 'eu-central-1',
        now: new Date(
          `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
        ),
      });
      if (
        !date ||
        expected.authorization !== header('authorization') ||
        header('x-amz-content-sha256') !== sha256Hex(body)
      ) {
        refused.push(`${request.method} ${request.url}`);
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(request.url!.split('?')[0]!);
      const stored = objects.get(key);
      if (request.method === 'PUT') {
        if (stored && header('if-none-match') === '*') return void response.writeHead(412).end();
        objects.set(key, { body, type: header('content-type') });
        return void response.writeHead(200).end();
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return void response.writeHead(204).end();
      }
      if (!stored) return void response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      response.writeHead(200, { 'content-type': stored.type, 'content-length': stored.body.length });
      response.end(request.method === 'HEAD' ? undefined : stored.body);
    });
  });
  return { server, objects, refused };
};

const CREDENTIALS = {
  accessKeyId: 'souq-test',
  secretAccessKey: 'a-secret-only-the-bucket-and-the-api-know',
};
const bucket = fakeS3(CREDENTIALS);
let settings: S3Settings;

beforeAll(async () => {
  await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve));
  const { port } = bucket.server.address() as { port: number };
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'souq-files',
    region: 'eu-central-1',
    prefix: 'deployment-a/',
    credentials: CREDENTIALS,
  };
});
afterAll(() => new Promise<void>((resolve) => bucket.server.close(() => resolve())));
afterEach(() => {
  bucket.refused.length = 0;
});

describe('the S3 store', () => {
  it('puts, reads, sizes and removes objects under its prefix, refusing to overwrite', async () => {
    const store = s3FileStore(settings);
    const bytes = Buffer.from('%PDF-1.4 a document');
    await store.put('0123456789abcdef0123456789abcdef.pdf', bytes, 'application/pdf');
    expect(bucket.objects.get('/souq-files/deployment-a/0123456789abcdef0123456789abcdef.pdf')?.type).toBe(
      'application/pdf',
    );
    await expect(store.put('0123456789abcdef0123456789abcdef.pdf', bytes, 'application/pdf')).rejects.toThrow(
      /412/,
    );
    expect(await store.read('0123456789abcdef0123456789abcdef.pdf')).toEqual(bytes);
    expect(await store.size('0123456789abcdef0123456789abcdef.pdf')).toBe(bytes.length);
    const opened = await store.open('0123456789abcdef0123456789abcdef.pdf', 4);
    expect(opened?.head.toString()).toBe('%PDF');
    await store.remove(['0123456789abcdef0123456789abcdef.pdf', 'ffffffffffffffffffffffffffffffff.png']);
    expect(await store.read('0123456789abcdef0123456789abcdef.pdf')).toBeNull();
    expect(await store.size('0123456789abcdef0123456789abcdef.pdf')).toBeNull();
    expect(bucket.refused).toEqual([]);
  });

  it('fails clearly with the wrong secret', async () => {
    const store = s3FileStore({ ...settings, credentials: { ...CREDENTIALS, secretAccessKey: 'wrong' } });
    await expect(store.read('0123456789abcdef0123456789abcdef.png')).rejects.toThrow(
      /S3 GET .* answered 403/,
    );
    expect(bucket.refused).toHaveLength(1);
  });
});

describe('the API with FILE_STORAGE=s3', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeTestApp({ fileStore: s3FileStore(settings) });
  });
  afterAll(() => app.close());

  it('keeps the seed’s documents, a product photo and a spreadsheet in the bucket and serves them back', async () => {
    // The demo seed's documents went to the bucket, none to DATA_DIR/files.
    expect([...bucket.objects.keys()].some((key) => key.startsWith('/souq-files/deployment-a/'))).toBe(true);
    const seller = bearer(await loginAs(app, 'seller'));
    const { id } = await app.db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', DEMO_IDS.seller)
      .where('status', '=', 'active')
      .limit(1)
      .executeTakeFirstOrThrow();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (file: Buffer, field: string, name: string, type: string, url: string) => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(file)], { type }), name);
      const request = new Request('http://x', { method: 'POST', body: form });
      return request.arrayBuffer().then((body) =>
        app.inject({
          method: 'POST',
          url,
          headers: { ...seller, 'content-type': request.headers.get('content-type')! },
          payload: Buffer.from(body),
        }),
      );
    };
    const uploaded = await upload(
      png,
      'image',
      'photo.png',
      'image/png',
      `/api/v1/products/${id}/upload-image`,
    );
    expect(uploaded.statusCode).toBe(200);
    const photoUrl = (uploaded.json().product.product_images as { url: string }[]).at(-1)!.url;
    const storedName = photoUrl.split('/').pop()!;
    expect(bucket.objects.has(`/souq-files/deployment-a/${storedName}`)).toBe(true);
    const served = await app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(png);

    const csv = readFileSync(path.resolve(__dirname, '../fixtures/spreadsheets/ar_utf8.csv'));
    const sheet = await upload(csv, 'file', 'ar.csv', 'text/csv', '/api/v1/products/upload-product-xls');
    expect(sheet.statusCode).toBe(200);
    const imported = await app.inject({
      method: 'POST',
      url: '/api/v1/products/add-product-xls',
      headers: seller,
      payload: { route: sheet.json().data.url, lang: 'ar', category: 'electronics', partial: true },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.created + imported.json().data.updated).toBeGreaterThan(0);
    expect(existsSync(path.join(app.settings.dataDir, 'files'))).toBe(false);
    expect(bucket.refused).toEqual([]);
  });
});

describe('FILE_STORAGE in the environment', () => {
  it('needs the bucket, its address and its keys with s3', () => {
    const read = readServerConfig({ FILE_STORAGE: 's3', S3_ENDPOINT: 'minio:9000' });
    expect(read.problems).toEqual([
      'S3_ENDPOINT must be an absolute http:// or https:// address (got "minio:9000")',
      'S3_BUCKET must be set with FILE_STORAGE=s3',
      'S3_ACCESS_KEY_ID must be set with FILE_STORAGE=s3',
      'S3_SECRET_ACCESS_KEY must be set with FILE_STORAGE=s3',
    ]);
    const ok = readServerConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_BUCKET: 'souq',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect('config' in ok && ok.config.s3).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'souq',
      region: 'us-east-1',
      prefix: '',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });
});
