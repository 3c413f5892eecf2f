import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './helpers';

/** What the build writes into index.html's head (src/boot.js), here a stand-in. */
const BOOT_SCRIPT = '(function () { window.__booted = "نعم"; })();';
/** Another page's inline script (a later build could write one into a drawn first screen), a stand-in. */
const SCREEN_SCRIPT = '(function () { window.__screen = "en"; })();';
const SHELL =
  `<!doctype html><head><meta charset="UTF-8" /><script>${BOOT_SCRIPT}</script><title>Souq</title>` +
  '<script type="module" crossorigin src="/assets/index-C5gq0Fz1.js"></script></head>';

let app: FastifyInstance;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'souq-dist-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  // The build's precompressed twin (build/precompress.ts), sent to browsers that accept brotli.
  writeFileSync(path.join(staticDir, 'index.html.br'), brotliCompressSync(SHELL));
  // A first screen the build drew into a page of its own (build/prerender.ts).
  mkdirSync(path.join(staticDir, 'login'));
  writeFileSync(
    path.join(staticDir, 'login', 'index.html'),
    SHELL.replace('<title>Souq</title>', '<title>تسجيل الدخول</title>') +
      `<body><div id="prerendered-screen"><h1>تسجيل الدخول</h1></div><script>${SCREEN_SCRIPT}</script></body>`,
  );
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1);');
  // What the build writes: content-hashed names for the code and the language catalogues.
  writeFileSync(path.join(staticDir, 'assets', 'index-C5gq0Fz1.js'), 'console.log(2);'.repeat(200));
  writeFileSync(path.join(staticDir, 'assets', 'ar-Dk3qP9xA.json'), JSON.stringify({ app: { name: 'سوق' } }));
  writeFileSync(path.join(staticDir, 'assets', 'ar.first-screen-B90NRMvA.json'), JSON.stringify({ app: {} }));
  writeFileSync(path.join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await makeTestApp({ staticDir });
});

afterAll(async () => {
  await app.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it.each(['/', '/signup', '/store/inventory', '/password-reset/abc/def', '/login/x'])(
    'answers %s with index.html',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Souq</title>');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it.each(['/login', '/login?next=%2Fstore%2Forders', '/login/'])(
    'answers %s with the page the login screen is drawn into, revalidated',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const body =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload).toString('utf8')
          : response.body;
      expect(body).toContain('<div id="prerendered-screen"><h1>تسجيل الدخول</h1></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('allows the inline start-up scripts of its pages by their hashes, and no other inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/store/inventory' });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    const hash = (script: string) => createHash('sha256').update(script, 'utf8').digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash(BOOT_SCRIPT)}' 'sha256-${hash(SCREEN_SCRIPT)}'`);
  });

  it('serves assets and answers a missing asset with 404 instead of the app shell', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { en: 'Not found' } });
  });

  it('caches content-hashed assets and catalogues for a year, revalidates index.html, an hour for the rest', async () => {
    for (const url of [
      '/assets/index-C5gq0Fz1.js',
      '/assets/ar-Dk3qP9xA.json',
      '/assets/ar.first-screen-B90NRMvA.json',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html', '/store/inventory']) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control']).toBe('no-cache');
      // Its brotli twin too: it is the same page.
      const compressed = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/logo.svg' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
    // A name without a content hash could change in place: never kept for a year.
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it('compresses large API answers for clients that accept it', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login',
      payload: { email: 'seller@demo.eg', password: 'Demo@1234' },
    });
    const token = (login.json() as { user: { token: string } }).user.token;
    const ledger = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/wallet',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.headers['content-encoding']).toBe('br');
    expect(ledger.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/wallet',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(ledger.rawPayload.length * 4).toBeLessThan(plain.rawPayload.length);
  });
});
