/**
 * The worker pool both the spreadsheet reads and the PDF renders run on: a job answered in pieces, a queue that
 * says "busy" when full, and a worker that overruns its time, crashes or exits replaced by a fresh one that takes
 * the next job.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool, type PoolWork, type Unfinished } from '../../server/lib/workerPool';

/**
 * A worker that obeys its job: `{ echo }` answers it back in `parts` messages, each after the pool asks for the
 * next; `{ sleep }` never answers; `{ crash }` throws; `{ exit }` ends its thread.
 */
const WORKER_SOURCE = `
import { parentPort } from 'node:worker_threads';
let pending = [];
parentPort.on('message', (job) => {
  if (job === 'next') {
    parentPort.postMessage(pending.shift());
    return;
  }
  if (job.sleep) return;
  if (job.crash) throw new Error('crashed on purpose');
  if (job.exit) process.exit(3);
  pending = Array.from({ length: job.parts - 1 }, (_, index) => ({ part: index }));
  pending.push({ done: job.echo });
  parentPort.postMessage(pending.shift());
});
`;

type Job = { echo?: string; parts?: number; sleep?: true; crash?: true; exit?: true };
type Message = { part: number } | { done: string };
type Result = { answer: string; parts: number } | { unfinished: Unfinished };

const folder = mkdtempSync(join(tmpdir(), 'worker-pool-'));
const file = join(folder, 'echoWorker.mjs');
writeFileSync(file, WORKER_SOURCE);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const work: PoolWork<Job, Result, Message> = {
  file: pathToFileURL(file),
  timeoutMs: () => 1_000,
  unfinished: (reason) => ({ unfinished: reason }),
  begin: (job, post) => {
    post(job);
    let parts = 0;
    return (message) => {
      parts += 1;
      if ('done' in message) return { answer: message.done, parts };
      post('next');
      return undefined;
    };
  },
};

const poolOf = (workers: number, queue: number) => {
  const pool = new WorkerPool({ workers, queue, memoryMb: 64 }, work);
  afterAll(() => pool.close());
  return pool;
};

describe('the worker pool', () => {
  it('puts an answer sent in pieces back together, job after job on the same worker', async () => {
    const pool = poolOf(1, 5);
    const answers = await Promise.all([
      pool.run({ echo: 'first', parts: 4 }),
      pool.run({ echo: 'second', parts: 1 }),
      pool.run({ echo: 'third', parts: 3 }),
    ]);
    expect(answers).toEqual([
      { answer: 'first', parts: 4 },
      { answer: 'second', parts: 1 },
      { answer: 'third', parts: 3 },
    ]);
    expect(pool.load).toEqual({ workers: 1, busy: 0, waiting: 0 });
  });

  it('answers busy beyond its queue, and after it is closed', async () => {
    const pool = poolOf(1, 1);
    const running = pool.run({ sleep: true });
    const waiting = pool.run({ echo: 'waits', parts: 1 });
    expect(await pool.run({ echo: 'no room', parts: 1 })).toEqual({ unfinished: 'busy' });
    expect(pool.load).toEqual({ workers: 1, busy: 1, waiting: 1 });
    await pool.close();
    expect(await running).toEqual({ unfinished: 'busy' });
    expect(await waiting).toEqual({ unfinished: 'busy' });
    expect(await pool.run({ echo: 'closed', parts: 1 })).toEqual({ unfinished: 'busy' });
  });

  it.each([
    ['timeout', { sleep: true }],
    ['crashed', { crash: true }],
    ['exited', { exit: true }],
  ] as const)(
    'answers %s for a job whose worker fails it, and gives the next job a fresh worker',
    async (reason, job) => {
      const pool = poolOf(1, 2);
      const failing = pool.run(job);
      const next = pool.run({ echo: 'after', parts: 2 });
      expect(await failing).toEqual({ unfinished: reason });
      expect(await next).toEqual({ answer: 'after', parts: 2 });
      expect(pool.load).toEqual({ workers: 1, busy: 0, waiting: 0 });
    },
  );
});
