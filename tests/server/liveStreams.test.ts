/**
 * Live notification streams are capped per user and per client address on each instance: a new stream past a
 * limit closes the oldest, so one user (or one script with a stolen token) cannot hold connections without end.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAll, makeTestApp } from './helpers';

let app: FastifyInstance;
let address: string;
let tokens: Record<'seller' | 'seller2' | 'admin', string>;
const controllers: AbortController[] = [];

beforeAll(async () => {
  app = await makeTestApp({ liveStreams: { perUser: 2, perAddress: 3 } });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  tokens = await loginAll(app, ['seller', 'seller2', 'admin']);
});
afterAll(async () => {
  for (const controller of controllers) controller.abort();
  await app.close();
});

/** Opens a stream and answers a promise of whether the server closed it (true) within the wait. */
const openStream = async (token: string) => {
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(`${address}/api/v1/notifications/stream`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  await reader.read();
  const ended = (async () => {
    try {
      for (;;) if ((await reader.read()).done) return true;
    } catch {
      return false;
    }
  })();
  return {
    closedWithin: (ms: number) =>
      Promise.race([ended, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]),
  };
};

type Stream = Awaited<ReturnType<typeof openStream>>;

describe('live streams', () => {
  // The seller's streams that the first case leaves open, for the address's count in the second.
  let kept: Stream[] = [];

  it('keeps at most the per-user limit open: a new one closes that user’s oldest', async () => {
    const first = await openStream(tokens.seller);
    const second = await openStream(tokens.seller);
    expect(await first.closedWithin(200)).toBe(false);
    const third = await openStream(tokens.seller);
    expect(await first.closedWithin(2000)).toBe(true);
    expect(await second.closedWithin(200)).toBe(false);
    expect(await third.closedWithin(200)).toBe(false);
    kept = [second, third];
  });

  it('keeps at most the per-address limit open, whoever the users: the address’s oldest gives way', async () => {
    const [second, third] = kept;
    const other = await openStream(tokens.seller2);
    expect(await second?.closedWithin(200)).toBe(false);
    // A fourth stream from this address, of a third user: the oldest of the address, the seller's, closes.
    const newest = await openStream(tokens.admin);
    expect(await second?.closedWithin(2000)).toBe(true);
    expect(await third?.closedWithin(200)).toBe(false);
    expect(await other.closedWithin(200)).toBe(false);
    expect(await newest.closedWithin(200)).toBe(false);
  });
});
