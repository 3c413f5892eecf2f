/**
 * GET /api/v1/metrics: this instance's numbers in Prometheus's text format, for the holder of METRICS_TOKEN only,
 * labelled by route pattern so no address a client makes up becomes a series of its own.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './helpers';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let app: FastifyInstance;

beforeAll(async () => {
  app = await makeTestApp({ metricsToken: TOKEN });
});
afterAll(() => app.close());

const scrape = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/v1/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series, by its name and exact labels. */
const valueOf = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('metrics', () => {
  it('answers only the bearer of the token, in both languages otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-sort-000000', `Basic ${TOKEN}`]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        success: false,
        error: { en: expect.any(String), ar: expect.any(String) },
      });
    }
    const scraped = await scrape(`Bearer ${TOKEN}`);
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('is not served at all without a token setting', async () => {
    const bare = await makeTestApp({});
    try {
      const response = await bare.inject({
        method: 'GET',
        url: '/api/v1/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ en: expect.any(String), ar: expect.any(String) });
    } finally {
      await bare.close();
    }
  });

  it('counts requests and their durations by route pattern and status, never by the address asked', async () => {
    const series = 'souq_http_requests_total{method="GET",route="/api/v1/health",status="200"}';
    const before = valueOf((await scrape(`Bearer ${TOKEN}`)).body, series) ?? 0;
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/api/v1/health' });
    const invented = `no-such-route-${Date.now()}`;
    await app.inject({ method: 'GET', url: `/api/v1/${invented}` });
    await app.inject({ method: 'GET', url: '/api/v1/products/0123456789abcdef01234567' });

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(valueOf(text, series)).toBe(before + 3);
    const histogram = '{method="GET",route="/api/v1/health",status="200"';
    expect(valueOf(text, `souq_http_request_duration_seconds_count${histogram}}`)).toBe(before + 3);
    expect(valueOf(text, `souq_http_request_duration_seconds_bucket${histogram},le="+Inf"}`)).toBe(
      before + 3,
    );
    expect(text).toMatch(
      /souq_http_requests_total\{method="GET",route="\/api\/v1\/products\/:id",status="\d+"\} 1/,
    );
    expect(text).not.toContain(invented);
    expect(text).not.toContain('0123456789abcdef01234567');
  });

  it('reports the event loop delay, the queues and pools, and the live streams, every line well formed', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const series of [
      'souq_event_loop_delay_seconds{quantile="0.99"}',
      'souq_sheet_workers{state="busy"}',
      'souq_sheet_queue_length',
      'souq_password_hashes{state="waiting"}',
      'souq_live_streams',
      'souq_process_resident_memory_bytes',
    ]) {
      expect(valueOf(text, series), series).toBeGreaterThanOrEqual(0);
    }
    if (app.sqlite === undefined) {
      expect(valueOf(text, 'souq_database_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(valueOf(text, 'souq_database_waiting_queries')).toBe(0);
    }
    const sample = /^[a-z_]+(\{([a-z_]+="([^"\\\n]|\\.)*",?)*\})? (-?\d+(\.\d+)?(e[-+]?\d+)?|NaN|[+-]Inf)$/;
    for (const line of text.trimEnd().split('\n')) {
      if (!line.startsWith('#')) expect(line).toMatch(sample);
    }
  });
});
