import { readFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { request } from 'node:https';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './helpers';

const TLS_DIR = path.join(import.meta.dirname, '../fixtures/tls');

describe('serving over TLS', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    app = await makeTestApp({
      tls: {
        key: readFileSync(path.join(TLS_DIR, 'localhost.key')),
        cert: readFileSync(path.join(TLS_DIR, 'localhost.crt')),
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(() => app.close());

  it('speaks HTTP/2 and sends HSTS', async () => {
    const session = connect(origin, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; hsts: string; body: string; protocol: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/api/v1/health' });
          let body = '';
          let headers: Record<string, unknown> = {};
          stream.on('response', (received) => (headers = received));
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (body += chunk));
          stream.on('end', () =>
            resolve({
              status: Number(headers[':status']),
              hsts: String(headers['strict-transport-security'] ?? ''),
              body,
              protocol: session.alpnProtocol ?? '',
            }),
          );
          stream.on('error', reject);
        },
      );
      expect(answer.protocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
      expect(answer.hsts).toMatch(/max-age=\d+/);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${origin}/api/v1/health`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });
});
