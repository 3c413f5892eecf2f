import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deepNesting,
  farCell,
  hugeMerge,
  longTextRun,
  repeatedSharedString,
  zipBomb,
} from '../fixtures/spreadsheets/craft';
import { bearer, loginAs, makeTestApp } from './helpers';

/**
 * Files crafted to stall or swell the API: each is read in the worker pool, refused within a few seconds
 * with a 4xx naming the limit, while the health check keeps answering at once.
 */
describe('hostile spreadsheets', () => {
  let app: FastifyInstance;
  let seller: string;

  beforeAll(async () => {
    app = await makeTestApp();
    seller = await loginAs(app, 'seller2');
  });
  afterAll(() => app.close());

  const store = async (bytes: Uint8Array, name = 'hostile.xlsx'): Promise<string> => {
    const boundary = '----souqabuse';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/products/upload-product-xls',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(seller) },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { url: string } }).data.url;
  };

  /** Imports a stored file while timing the health check every few milliseconds until the import answers. */
  const importWhileProbing = async (route: string) => {
    const started = performance.now();
    let done = false;
    const importing = app
      .inject({
        method: 'POST',
        url: '/api/v1/products/add-product-xls',
        headers: bearer(seller),
        payload: { route, lang: 'en', category: 'electronics' },
      })
      .then((response) => {
        done = true;
        return { response, elapsed: performance.now() - started };
      });
    const healthTimes: number[] = [];
    while (!done) {
      const before = performance.now();
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      healthTimes.push(performance.now() - before);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { ...(await importing), slowestHealth: Math.max(...healthTimes), probes: healthTimes.length };
  };

  /** Files that must be refused, with the limit the message names. */
  const refused: [string, () => Uint8Array, RegExp][] = [
    ['a zip bomb of 200 MB in the sheet', () => zipBomb(), /unpacked/],
    [
      'a zip bomb that lies about its size',
      () => zipBomb({ part: 'sharedStrings', lieAboutSize: true }),
      /unpacked/,
    ],
    ['one run of 4 million characters in a cell', () => longTextRun(4_000_000, 'inline'), /5,000 characters/],
    ['a long CSV field', () => longTextRun(4_000_000, 'csv'), /5,000 characters/],
    ['a cell at XFD1048576', () => farCell(), /column/],
    [
      'one long shared string repeated in every cell',
      () => repeatedSharedString(4_900, 4_000, 20),
      /characters/,
    ],
  ];

  it.each(refused)(
    'refuses %s quickly while every other call answers at once',
    async (_name, build, message) => {
      const { response, elapsed, slowestHealth, probes } = await importWhileProbing(await store(build()));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const body = response.json() as { error: { en: string; ar: string } };
      expect(body.error.en).toMatch(message);
      expect(body.error.ar).toMatch(/[\u0600-\u06FF]/);
      expect(elapsed).toBeLessThan(5_000);
      expect(probes).toBeGreaterThan(0);
      expect(slowestHealth).toBeLessThan(100);
    },
  );

  /** Well-formed files shaped to be slow to read: they are read in linear time, not refused. */
  const slowShapes: [string, () => Uint8Array][] = [
    ['a run of 4 million characters in an attribute', () => longTextRun(4_000_000, 'attribute')],
    ['a merged range over the whole sheet', () => hugeMerge()],
    ['200,000 nested elements', () => deepNesting(200_000)],
  ];

  it.each(slowShapes)('reads %s in well under a second of its own', async (_name, build) => {
    const { response, elapsed, slowestHealth } = await importWhileProbing(await store(build()));
    expect(response.statusCode).toBeLessThan(500);
    expect(elapsed).toBeLessThan(2_000);
    expect(slowestHealth).toBeLessThan(100);
  });

  it('does not grow the server by the size a bomb claims', async () => {
    const before = process.memoryUsage().rss;
    const route = await store(zipBomb({ inflatedBytes: 400 * 1024 * 1024 }));
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const { response } = await importWhileProbing(route);
    clearInterval(sampler);
    expect(response.statusCode).toBe(413);
    // The worker stops at the uncompressed limit (60 MB by default), far below the 400 MB the file holds.
    expect(peak - before).toBeLessThan(400 * 1024 * 1024);
  });
});
