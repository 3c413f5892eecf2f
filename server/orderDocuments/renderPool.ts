/**
 * The worker threads that render order documents as PDF (server/workers/documentWorker.ts), on the pool of
 * server/lib/workerPool.ts: laying out and shaping a hundred documents keeps a core busy for a second or more.
 */
import type { OrderDocument } from '../../src/lib/api.generated';
import type { Language } from '../../src/lib/languages';
import type { OrderDocumentKind } from '../../src/lib/orderDocuments';
import { workerFile } from '../lib/workerFiles';
import { WorkerPool, type PoolWork } from '../lib/workerPool';

export type RenderJob = { kind: OrderDocumentKind; language: Language; documents: OrderDocument[] };

/** What a worker posts back: the PDF's bytes (moved, not copied) and its page count. */
export type RenderAnswer = { ok: true; bytes: ArrayBuffer; pages: number } | { ok: false };

export type RenderResult =
  { ok: true; bytes: Buffer; pages: number } | { ok: false; code: 'busy' | 'timeout' | 'failed' };

export type RenderPoolOptions = { workers: number; queue: number; timeoutMs: number };

/** Heap of each worker: a PDF of the largest request allowed takes a few tens of megabytes. */
const WORKER_MEMORY_MB = 256;

const documentWork = (timeoutMs: number): PoolWork<RenderJob, RenderResult, RenderAnswer> => ({
  file: workerFile('documentWorker'),
  timeoutMs: () => timeoutMs,
  unfinished: (reason) => ({
    ok: false,
    code: reason === 'busy' || reason === 'timeout' ? reason : 'failed',
  }),
  begin: (job, post) => {
    post(job);
    return (answer) =>
      answer.ok
        ? { ok: true, bytes: Buffer.from(answer.bytes), pages: answer.pages }
        : { ok: false, code: 'failed' };
  },
});

export class RenderPool extends WorkerPool<RenderJob, RenderResult, RenderAnswer> {
  constructor({ workers, queue, timeoutMs }: RenderPoolOptions) {
    super({ workers, queue, memoryMb: WORKER_MEMORY_MB }, documentWork(timeoutMs));
  }
}
