/**
 * The worker threads that render order documents as PDF (server/workers/documentWorker.ts). Laying out and
 * shaping a hundred documents keeps a core busy for a second or more: in a thread of its own, every other call
 * of the API is answered meanwhile. Like the spreadsheet pool (server/lib/sheetPool.ts), a job has a time limit
 * and a worker a memory limit; a worker that overruns either, or fails, is replaced, and a job waiting past the
 * queue is answered "busy" at once.
 */
import { Worker } from 'node:worker_threads';
import type { OrderDocument } from '../../src/lib/api.generated';
import type { Language } from '../../src/lib/languages';
import type { OrderDocumentKind } from '../../src/lib/orderDocuments';
import { workerFile } from '../lib/workerFiles';

export type RenderJob = { kind: OrderDocumentKind; language: Language; documents: OrderDocument[] };

/** What a worker posts back: the PDF's bytes (moved, not copied) and its page count. */
export type RenderAnswer = { ok: true; bytes: ArrayBuffer; pages: number } | { ok: false };

export type RenderResult =
  { ok: true; bytes: Buffer; pages: number } | { ok: false; code: 'busy' | 'timeout' | 'failed' };

export type RenderPoolOptions = { workers: number; queue: number; timeoutMs: number };

/** Heap of each worker: a PDF of the largest request allowed takes a few tens of megabytes. */
const WORKER_MEMORY_MB = 256;

type Task = { job: RenderJob; resolve: (result: RenderResult) => void };
type Slot = { worker: Worker; task: Task | null; timer: NodeJS.Timeout | null };

const WORKER_URL = workerFile('documentWorker');

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Task[] = [];
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {}

  /** Workers started, those rendering, and jobs waiting for one. */
  get load(): { workers: number; busy: number; waiting: number } {
    const busy = this.slots.filter((slot) => slot.task !== null).length;
    return { workers: this.slots.length, busy, waiting: this.waiting.length };
  }

  run(job: RenderJob): Promise<RenderResult> {
    return new Promise((resolve) => {
      if (this.closed) {
        resolve({ ok: false, code: 'busy' });
        return;
      }
      const task: Task = { job, resolve };
      const idle = this.slots.find((slot) => slot.task === null);
      if (idle) this.start(idle, task);
      else if (this.slots.length < this.options.workers) this.start(this.spawn(), task);
      else if (this.waiting.length < this.options.queue) this.waiting.push(task);
      else resolve({ ok: false, code: 'busy' });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.resolve({ ok: false, code: 'busy' });
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, { ok: false, code: 'busy' })));
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, task: null, timer: null };
    worker.on('message', (answer: RenderAnswer) =>
      this.finish(
        slot,
        answer.ok
          ? { ok: true, bytes: Buffer.from(answer.bytes), pages: answer.pages }
          : { ok: false, code: 'failed' },
      ),
    );
    worker.on('error', () => void this.replace(slot, { ok: false, code: 'failed' }));
    worker.on('exit', () => void this.replace(slot, { ok: false, code: 'failed' }));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, task: Task): void {
    slot.task = task;
    slot.timer = setTimeout(
      () => void this.replace(slot, { ok: false, code: 'timeout' }),
      this.options.timeoutMs,
    );
    slot.worker.postMessage(task.job);
  }

  private finish(slot: Slot, result: RenderResult): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const task = slot.task;
    slot.task = null;
    task?.resolve(result);
    const next = this.waiting.shift();
    if (next) this.start(slot, next);
  }

  private async stop(slot: Slot, result: RenderResult): Promise<void> {
    slot.worker.removeAllListeners();
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.resolve(result);
    slot.task = null;
    await slot.worker.terminate();
  }

  /** Ends a worker that failed or overran, and gives the next waiting job to a fresh one. */
  private async replace(slot: Slot, result: RenderResult): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    await this.stop(slot, result);
    const next = this.waiting.shift();
    if (next && !this.closed) this.start(this.spawn(), next);
  }
}
