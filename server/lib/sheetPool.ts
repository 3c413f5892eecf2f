/**
 * A small pool of worker threads for reading uploaded spreadsheets (DESIGN.md §7: heavy work off the main
 * thread). Each job has a wall-time limit and each worker a memory limit; a worker that overruns either is
 * terminated and replaced, and the job answers with the limit it hit.
 */
import { Worker } from 'node:worker_threads';
import type { SheetReadErrorCode } from '../../src/lib/spreadsheet/cells';
import type { SheetHeader } from '../../src/lib/spreadsheet/columns';
import type { SheetLimits } from '../../src/lib/spreadsheet/limits';
import type { CheckOptions, SheetCheckResult } from '../../src/lib/spreadsheet/rules';

export interface SheetJob {
  bytes: ArrayBuffer;
  limits: SheetLimits;
  headers: SheetHeader[];
  options: CheckOptions;
}

export type SheetJobResult =
  /** `cells[row - 1]` holds the texts of a sheet row as typed. */
  | { ok: true; format: 'xlsx' | 'csv'; check: SheetCheckResult; cells: string[][] }
  | { ok: false; code: SheetReadErrorCode | 'busy'; cell: string | null };

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
}

const WORKER_URL = new URL('../workers/sheetWorker.mjs', import.meta.url);
/** Time for a worker to start and hand back its answer, on top of the read's own limit. */
const OVERHEAD_MS = 5_000;

export class SheetPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Task[] = [];
  private closed = false;

  constructor(private readonly options: SheetPoolOptions) {}

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
    const slot: Slot = { worker, task: null, timer: null };
    worker.on('message', (result: SheetJobResult) => this.finish(slot, result));
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

  private start(slot: Slot, task: Task): void {
    slot.task = task;
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
