import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_REQUEST_KEY, recordedRequest, requestHref } from '../../../src/api/bootRequest';
import { BOOT_PRELOAD_KEY, loadedAssets, recordBootAssets } from '../../../src/app/bootPreload';

/** The page's resource timings: each name asked for at `startTime` (ms), the load event at `loadedAt`. */
const resources = (names: (string | [string, number])[], loadedAt = 0) =>
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation'
      ? [{ loadEventStart: loadedAt } as PerformanceNavigationTiming]
      : names.map((name) => {
          const [path, startTime] = typeof name === 'string' ? [name, 0] : name;
          return { name: new URL(path, window.location.origin).href, startTime } as PerformanceEntry;
        }),
  );

const BOOT_SCRIPT = readFileSync(path.join(__dirname, '../../../src/boot.js'), 'utf8');
/** Runs src/boot.js as the browser does: a plain script at the page's address. */
const runBoot = () => new Function(BOOT_SCRIPT)();
const bootLinks = () =>
  [...document.head.querySelectorAll('link[data-boot]')].map((link) => [
    link.getAttribute('rel'),
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link[data-boot]').forEach((link) => link.remove());
});
afterEach(() => vi.restoreAllMocks());

describe('what a first screen loaded, remembered per page', () => {
  it('keeps the app files and the catalogue, nothing else, once each', () => {
    resources([
      '/assets/react-abc.js',
      '/assets/InventoryPage-x1.js',
      '/assets/ar-9f.json',
      '/assets/react-abc.js',
      '/api/v1/products/seller?page=1',
      '/logo.svg',
      'https://cdn.example/assets/evil.js',
    ]);
    expect(loadedAssets()).toEqual([
      '/assets/react-abc.js',
      '/assets/InventoryPage-x1.js',
      '/assets/ar-9f.json',
    ]);
  });

  it('leaves out what was asked for after the page’s load event (the toast host, the API client)', () => {
    resources(
      [
        ['/assets/react-abc.js', 5],
        ['/assets/InventoryPage-x1.js', 900],
        ['/assets/ToastHost-t.js', 1300],
        ['/assets/axios-q.js', 1400],
      ],
      1200,
    );
    expect(loadedAssets()).toEqual(['/assets/react-abc.js', '/assets/InventoryPage-x1.js']);
    resources(
      [
        ['/assets/react-abc.js', 5],
        ['/assets/axios-q.js', 10],
      ],
      1200,
    );
    expect(loadedAssets()).toEqual(['/assets/react-abc.js']);
  });

  it('remembers the last eight pages, the latest visit of a page replacing its older one', () => {
    resources(['/assets/a.js']);
    for (let n = 0; n < 10; n += 1) recordBootAssets(`/page-${n}`);
    recordBootAssets('/page-5');
    const saved = JSON.parse(localStorage.getItem(BOOT_PRELOAD_KEY) ?? '{}') as Record<string, string[]>;
    expect(Object.keys(saved)).toEqual([
      '/page-2', '/page-3', '/page-4', '/page-6', '/page-7', '/page-8', '/page-9', '/page-5',
    ]); // prettier-ignore
  });
});

describe('src/boot.js', () => {
  const remember = (assets: unknown) =>
    localStorage.setItem(BOOT_PRELOAD_KEY, JSON.stringify({ [window.location.pathname]: assets }));

  it('asks at once for what this page needed last time, for a signed-in user', () => {
    localStorage.setItem('jwtToken', 'token');
    remember(['/assets/AppLayout-1.js', '/assets/ar-2.json']);
    runBoot();
    expect(bootLinks()).toEqual([
      ['modulepreload', '/assets/AppLayout-1.js', null],
      ['preload', '/assets/ar-2.json', 'fetch'],
    ]);
  });

  it('asks nothing for a guest, for another page, or for anything that is not one of our files', () => {
    remember(['/assets/AppLayout-1.js']);
    runBoot();
    expect(bootLinks()).toEqual([]);
    localStorage.setItem('jwtToken', 'token');
    remember(['//evil.example/x.js', '/assets/../secret.js', 'javascript:alert(1)', 42, '/assets/ok.js']);
    runBoot();
    expect(bootLinks()).toEqual([['modulepreload', '/assets/ok.js', null]]);
    localStorage.setItem(BOOT_PRELOAD_KEY, '{not json');
    expect(runBoot).not.toThrow();
  });

  it('asks for the signed-in frame, in the stored language, on an address with nothing remembered', () => {
    const frame = {
      files: ['/assets/shared-1.js', '/assets/AppLayout-2.js'],
      catalogues: { ar: '/assets/ar-3.json', en: '/assets/en-4.json' },
    };
    // As the build writes it in (vite.config.ts).
    const built = BOOT_SCRIPT.replace('{ files: [], catalogues: {} }', JSON.stringify(frame));
    expect(built).not.toBe(BOOT_SCRIPT);
    const runBuilt = () => new Function(built)();
    runBuilt();
    expect(bootLinks()).toEqual([]);
    localStorage.setItem('jwtToken', 'token');
    localStorage.setItem('persist:root-1', JSON.stringify({ auth: JSON.stringify({ lang: 'en' }) }));
    localStorage.setItem(BOOT_PRELOAD_KEY, JSON.stringify({ '/elsewhere': ['/assets/Other-5.js'] }));
    runBuilt();
    expect(bootLinks()).toEqual([
      ['modulepreload', '/assets/shared-1.js', null],
      ['modulepreload', '/assets/AppLayout-2.js', null],
      ['preload', '/assets/en-4.json', 'fetch'],
    ]);
    document.head.querySelectorAll('link[data-boot]').forEach((link) => link.remove());
    localStorage.removeItem('persist:root-1');
    runBuilt();
    expect(bootLinks().at(-1)).toEqual(['preload', '/assets/ar-3.json', 'fetch']);
    // The language is read from the session area alone, whatever the data areas beside it hold, before or after it.
    document.head.querySelectorAll('link[data-boot]').forEach((link) => link.remove());
    const tricky = JSON.stringify({
      owner: 'u1',
      state: { name: 'a "quoted" \\ name', lang: 'ar', note: '"auth":"' },
    });
    localStorage.setItem(
      'persist:root-1',
      JSON.stringify({
        products: tricky,
        auth: JSON.stringify({ lang: 'en', user: { name: 'He said "hi" \\o/' } }),
        orders: tricky,
      }),
    );
    runBuilt();
    expect(bootLinks().at(-1)).toEqual(['preload', '/assets/en-4.json', 'fetch']);
  });

  it("asks for a guest's first-screen part of the catalogue in the guest's language, and only for a guest", () => {
    const parts = { ar: '/assets/ar.first-screen-1.json', en: '/assets/en.first-screen-2.json' };
    // As the build writes it in (vite.config.ts).
    const built = BOOT_SCRIPT.replace(
      'var FIRST_SCREEN_CATALOGUES = {};',
      `var FIRST_SCREEN_CATALOGUES = ${JSON.stringify(parts)};`,
    );
    expect(built).not.toBe(BOOT_SCRIPT);
    const runBuilt = () => new Function(built)();
    const clear = () => document.head.querySelectorAll('link[data-boot]').forEach((link) => link.remove());
    runBuilt();
    expect(bootLinks()).toEqual([['preload', parts.ar, 'fetch']]);
    clear();
    localStorage.setItem('persist:root-1', JSON.stringify({ auth: JSON.stringify({ lang: 'en' }) }));
    runBuilt();
    expect(bootLinks()).toEqual([['preload', parts.en, 'fetch']]);
    clear();
    // Anything else stored reads as the default language.
    localStorage.setItem('persist:root-1', JSON.stringify({ auth: JSON.stringify({ lang: 'fr-<script>' }) }));
    runBuilt();
    expect(bootLinks()).toEqual([['preload', parts.ar, 'fetch']]);
    clear();
    localStorage.setItem('jwtToken', 'token');
    remember(['/assets/AppLayout-1.js']);
    runBuilt();
    expect(bootLinks()).toEqual([['modulepreload', '/assets/AppLayout-1.js', null]]);
  });

  it("starts the formatters' warm-up worker for a signed-in page, in the stored language's locale", () => {
    const warmup = { worker: '/assets/intl-warmup-1.js', locales: { ar: 'ar-EG-u-nu-latn', en: 'en-GB' } };
    // As the build writes it in (vite.config.ts).
    const placeholder = "var INTL_WARMUP = { worker: '', locales: {} };";
    expect(BOOT_SCRIPT).toContain(placeholder);
    const built = BOOT_SCRIPT.replace(placeholder, `var INTL_WARMUP = ${JSON.stringify(warmup)};`);
    const started: [string, WorkerOptions | undefined][] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string, options?: WorkerOptions) {
          started.push([url, options]);
        }
      },
    );
    try {
      new Function(built)();
      expect(started).toEqual([]);
      localStorage.setItem('jwtToken', 'token');
      new Function(built)();
      expect(started).toEqual([['/assets/intl-warmup-1.js', { name: 'ar-EG-u-nu-latn' }]]);
      localStorage.setItem('persist:root-1', JSON.stringify({ auth: JSON.stringify({ lang: 'en' }) }));
      new Function(built)();
      expect(started.at(-1)).toEqual(['/assets/intl-warmup-1.js', { name: 'en-GB' }]);
      // The worker fetches its own file: the first screen's record may name it, but it is not preloaded as well.
      localStorage.setItem(
        BOOT_PRELOAD_KEY,
        JSON.stringify({ [window.location.pathname]: ['/assets/react-abc.js', '/assets/intl-warmup-1.js'] }),
      );
      document.head.querySelectorAll('link[data-boot]').forEach((link) => link.remove());
      new Function(built)();
      expect(bootLinks()).toEqual([['modulepreload', '/assets/react-abc.js', null]]);
      expect(started).toHaveLength(3);
      // Unbuilt (development): no worker file, no worker.
      runBoot();
      expect(started).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the first read, sent by src/boot.js', () => {
  const address = () => `${window.location.pathname}${window.location.search}`;
  const request = { method: 'POST', href: '/api/v1/products/seller?limit=15&page=1', body: '{}' };
  const profile = { method: 'GET', href: '/api/v1/accounts/' };
  const reads = (user: string, list: unknown[]) => ({ user, reads: list });
  const fetchSpy = () =>
    vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ items: [1] }), { status: 200 }));

  afterEach(() => {
    delete window.__bootResponses;
  });

  it('sends the reads recorded for this address with the stored token, first, and keeps their answers', async () => {
    const fetch = fetchSpy();
    localStorage.setItem('jwtToken', 'token-1');
    localStorage.setItem(BOOT_PRELOAD_KEY, JSON.stringify({ [window.location.pathname]: ['/assets/a.js'] }));
    localStorage.setItem('authUser', JSON.stringify({ id: 'u1' }));
    localStorage.setItem(BOOT_REQUEST_KEY, JSON.stringify({ [address()]: reads('u1', [request, profile]) }));
    const linksWhenFetched: number[] = [];
    fetch.mockImplementation(() => {
      linksWhenFetched.push(bootLinks().length);
      return Promise.resolve(new Response(JSON.stringify({ items: [1] }), { status: 200 }));
    });
    runBoot();
    const accept = 'application/json, text/plain, */*';
    expect(fetch.mock.calls).toEqual([
      [
        request.href,
        {
          method: 'POST',
          headers: { Authorization: 'Bearer token-1', Accept: accept, 'Content-Type': 'application/json' },
          body: '{}',
          priority: 'high',
        },
      ],
      [
        profile.href,
        {
          method: 'GET',
          headers: { Authorization: 'Bearer token-1', Accept: accept },
          body: undefined,
          priority: 'high',
        },
      ],
    ]);
    // The reads leave before the files are asked for: over HTTP/1.1 they would queue behind them.
    expect(linksWhenFetched).toEqual([0, 0]);
    expect(window.__bootResponses).toMatchObject([
      { ...request, token: 'token-1' },
      { ...profile, token: 'token-1' },
    ]);
    expect(await window.__bootResponses?.[0]?.data).toEqual({ items: [1] });
  });

  it('answers null for a refused call, and sends nothing for a guest, another user, another address or method', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }));
    const record = (key: string, entry: unknown) =>
      localStorage.setItem(BOOT_REQUEST_KEY, JSON.stringify({ [key]: entry }));
    record(address(), reads('u1', [request]));
    runBoot();
    expect(fetch).not.toHaveBeenCalled();
    localStorage.setItem('jwtToken', 'token-1');
    // Another tab signed in as someone else: the reads recorded for the first user are not theirs.
    localStorage.setItem('authUser', JSON.stringify({ id: 'u2' }));
    runBoot();
    localStorage.setItem('authUser', JSON.stringify({ id: 'u1' }));
    record(`${address()}?tab=x`, reads('u1', [request]));
    runBoot();
    record(address(), reads('u1', [{ ...request, method: 'DELETE' }, { ...request, href: 7 }, null]));
    runBoot();
    record(address(), [request]);
    runBoot();
    expect(fetch).not.toHaveBeenCalled();
    record(address(), reads('u1', [request]));
    runBoot();
    expect(await window.__bootResponses?.[0]?.data).toBeNull();
  });
});

describe('a call as boot.js would send it again', () => {
  it('writes the query in key order, leaving out what axios leaves out', () => {
    expect(
      requestHref('/api/v1', '/orders/seller', { page: 2, limit: 15, search: undefined, tab: null }),
    ).toBe('/api/v1/orders/seller?limit=15&page=2');
    expect(requestHref('/api/v1', '/accounts/', undefined)).toBe('/api/v1/accounts/');
  });

  it('refuses what cannot be sent the same way: a query or body that is not a plain object', () => {
    expect(requestHref('/api/v1', '/x', new URLSearchParams('page=2'))).toBeNull();
    expect(requestHref('/api/v1', '/x', { filter: { status: 'active' } })).toBeNull();
    expect(recordedRequest('POST', '/api/v1/x', new FormData())).toBeNull();
    expect(recordedRequest('POST', null, {})).toBeNull();
    expect(recordedRequest('POST', '/api/v1/x', undefined)).toEqual({
      method: 'POST',
      href: '/api/v1/x',
      body: '{}',
    });
    expect(recordedRequest('GET', '/api/v1/x', undefined)).toEqual({ method: 'GET', href: '/api/v1/x' });
  });
});
