/**
 * A small pool of worker threads for reading uploaded spreadsheets (docs/spreadsheet-import.md: heavy work off the main
 * thread). Each job has a wall-time limit and each worker a memory limit; a worker that overruns either is
 * terminated and replaced, and the job answers with the limit it hit.
 */
import { Worker } from 'node:worker_threads';
import type { SheetReadErrorCode } from '../../src/lib/spreadsheet/cells';
import type { SheetHeader } from '../../src/lib/spreadsheet/columns';
import type { SheetLimits } from '../../src/lib/spreadsheet/limits';
import type { CheckOptions, SheetCheckResult } from '../../src/lib/spreadsheet/rules';
import { workerFile } from './workerFiles';

export interface SheetJob {
  bytes: ArrayBuffer;
  limits: SheetLimits;
  headers: SheetHeader[];
  options: CheckOptions;
}

export type SheetJobResult =
  /** `cells[row - 1]` holds the texts of a sheet row as typed. */
  | {
      ok: true;
      format: 'xlsx' | 'csv';
      check: SheetCheckResult;
      cells: string[][];
      /** The category a template's schema sheet names, if the file has one. */
      templateCategory: string | null;
    }
  | { ok: false; code: SheetReadErrorCode | 'busy'; cell: string | null };

/**
 * What a worker posts. An answer's two long lists (every row's cells, every product) come first in pieces, each
 * asked for once the one before is taken in and the event loop has turned: the main thread then never spends
 * more than a piece's deserialisation at once (the whole answer of a 5,000-row file took 70 ms, during which
 * /health waited). The answer itself follows, without those lists.
 */
export type SheetWorkerMessage =
  | { kind: 'cells'; items: string[][] }
  | { kind: 'products'; items: SheetCheckResult['products'] }
  | { kind: 'answer'; result: SheetJobResult };

/** What the pool posts to ask a worker for its next piece. */
export const NEXT_PIECE = 'next';

/** Rows or products per piece. */
const PIECE_ITEMS = 250;

/** The messages that carry `result`, long lists first in pieces (run in the worker). */
export const piecesOf = (result: SheetJobResult): SheetWorkerMessage[] => {
  if (!result.ok) return [{ kind: 'answer', result }];
  const pieces: SheetWorkerMessage[] = [];
  for (let start = 0; start < result.cells.length; start += PIECE_ITEMS) {
    pieces.push({ kind: 'cells', items: result.cells.slice(start, start + PIECE_ITEMS) });
  }
  const { products } = result.check;
  for (let start = 0; start < products.length; start += PIECE_ITEMS) {
    pieces.push({ kind: 'products', items: products.slice(start, start + PIECE_ITEMS) });
  }
  pieces.push({ kind: 'answer', result: { ...result, cells: [], check: { ...result.check, products: [] } } });
  return pieces;
};

export interface SheetPoolOptions {
  workers: number;
  /** Old-generation heap of each worker, in megabytes. */
  memoryMb: number;
  /** Jobs waiting for a worker beyond this are answered "busy" at once. */
  queue: number;
}

interface Task {
  job: SheetJob;
  resolve: (result: SheetJobResult) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  /** The long lists of the answer being received. */
  received: { cells: string[][]; products: SheetCheckResult['products'] };
}

const WORKER_URL = workerFile('sheetWorker');
/** Time for a worker to start and hand back its answer, on top of the read's own limit. */
const OVERHEAD_MS = 5_000;

export class SheetPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Task[] = [];
  private closed = false;

  constructor(private readonly options: SheetPoolOptions) {}

  /** Workers started, those reading a file, and files waiting for one (for the metrics). */
  get load(): { workers: number; busy: number; waiting: number } {
    const busy = this.slots.filter((slot) => slot.task !== null).length;
    return { workers: this.slots.length, busy, waiting: this.waiting.length };
  }

  run(job: SheetJob): Promise<SheetJobResult> {
    return new Promise((resolve) => {
      if (this.closed) {
        resolve({ ok: false, code: 'busy', cell: null });
        return;
      }
      const task: Task = { job, resolve };
      const idle = this.slots.find((slot) => slot.task === null);
      if (idle) this.start(idle, task);
      else if (this.slots.length < this.options.workers) this.start(this.spawn(), task);
      else if (this.waiting.length < this.options.queue) this.waiting.push(task);
      else resolve({ ok: false, code: 'busy', cell: null });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.resolve({ ok: false, code: 'busy', cell: null });
    await Promise.all(
      this.slots.splice(0).map((slot) => this.stop(slot, { ok: false, code: 'busy', cell: null })),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, task: null, timer: null, received: { cells: [], products: [] } };
    worker.on('message', (message: SheetWorkerMessage) => this.receive(slot, message));
    // Out of memory, or a crash: the file is too big once unpacked; the worker is replaced.
    worker.on(
      'error',
      () => void this.replace(slot, { ok: false, code: 'uncompressedTooLarge', cell: null }),
    );
    worker.on('exit', () => void this.replace(slot, { ok: false, code: 'unreadable', cell: null }));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private receive(slot: Slot, message: SheetWorkerMessage): void {
    if (message.kind === 'answer') {
      const { result } = message;
      const { cells, products } = slot.received;
      slot.received = { cells: [], products: [] };
      this.finish(slot, result.ok ? { ...result, cells, check: { ...result.check, products } } : result);
      return;
    }
    if (message.kind === 'cells') slot.received.cells.push(...message.items);
    else slot.received.products.push(...message.items);
    // The next piece once waiting requests have had their turn.
    setImmediate(() => {
      if (slot.task) slot.worker.postMessage(NEXT_PIECE);
    });
  }

  private start(slot: Slot, task: Task): void {
    slot.task = task;
    slot.received = { cells: [], products: [] };
    slot.timer = setTimeout(
      () => void this.replace(slot, { ok: false, code: 'timeout', cell: null }),
      task.job.limits.readMs + OVERHEAD_MS,
    );
    const { bytes } = task.job;
    slot.worker.postMessage(task.job, [bytes]);
  }

  private finish(slot: Slot, result: SheetJobResult): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const task = slot.task;
    slot.task = null;
    task?.resolve(result);
    const next = this.waiting.shift();
    if (next) this.start(slot, next);
  }

  private async stop(slot: Slot, result: SheetJobResult): Promise<void> {
    slot.worker.removeAllListeners();
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.resolve(result);
    slot.task = null;
    await slot.worker.terminate();
  }

  /** Ends a worker that failed or overran and gives its place, and the next waiting job, to a fresh one. */
  private async replace(slot: Slot, result: SheetJobResult): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    await this.stop(slot, result);
    const next = this.waiting.shift();
    if (next && !this.closed) this.start(this.spawn(), next);
  }
}
