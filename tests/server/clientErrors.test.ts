/**
 * Requests Node's HTTP parser refuses before any route runs answer in the API's own bilingual shape with the
 * right status, never Fastify's English `{ "error": "Bad Request" }`: a real socket, since inject skips the parser.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './helpers';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await makeTestApp({});
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

/** Sends raw bytes (then closes its side when asked) and reads the whole answer. */
const send = (bytes: string, closeAfter = true) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      if (closeAfter) socket.end();
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        body: body ? JSON.parse(body) : null,
      });
    });
  });

const bilingual = { success: false, error: { en: expect.any(String), ar: expect.any(String) } };

describe('errors before routing', () => {
  it('an address of 20,000 query parameters: 431', async () => {
    const query = Array.from({ length: 20_000 }, (_, index) => `p${index}=1`).join('&');
    const answer = await send(`GET /api/v1/categories?${query} HTTP/1.1\r\nHost: api\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual(bilingual);
  });

  it('a body cut off before its announced length: 400', async () => {
    const answer = await send(
      'POST /api/v1/accounts/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":"a',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(bilingual);
  });

  it('bytes that are not HTTP, and a broken chunked body: 400', async () => {
    for (const bytes of [
      'NOT HTTP AT ALL\r\n\r\n',
      'POST /api/v1/accounts/login HTTP/1.1\r\nHost: api\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ]) {
      const answer = await send(bytes);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(bilingual);
    }
  });
});
