/**
 * A small pool of worker threads for work that would keep the API's thread busy for long (reading an uploaded
 * spreadsheet, rendering PDFs): every other call is answered meanwhile. Jobs beyond the workers wait in a bounded
 * queue, and one more than that is answered "busy" at once. Each job has a time limit and each worker a memory
 * limit; a worker that overruns either, crashes or exits is ended and replaced, and its job is answered with what
 * happened. What a kind of job adds (how it is posted, how its answer comes back, what each failure answers) is a
 * `PoolWork`.
 */
import { Worker, type TransferListItem } from 'node:worker_threads';

export interface WorkerPoolOptions {
  workers: number;
  /** Jobs waiting for a worker beyond this are answered "busy" at once. */
  queue: number;
  /** Old-generation heap of each worker, in megabytes. */
  memoryMb: number;
}

/** Why the pool answers a job itself: no room, its time ran out, or its worker failed or exited under it. */
export type Unfinished = 'busy' | 'timeout' | 'crashed' | 'exited';

/** Posts to the worker running a job, as long as that job is still the worker's own. */
export type PostToWorker = (message: unknown, transfer?: readonly TransferListItem[]) => void;

/** One kind of job: which worker runs it and how the two talk. */
export interface PoolWork<Job, Result, Message> {
  file: URL;
  timeoutMs: (job: Job) => number;
  /**
   * Hands `job` to its worker through `post` and returns what takes the worker's messages for it: each message
   * gives the job's result, or `undefined` while more of it is to come.
   */
  begin: (job: Job, post: PostToWorker) => (message: Message) => Result | undefined;
  unfinished: (reason: Unfinished) => Result;
}

interface Task<Job, Result, Message> {
  job: Job;
  resolve: (result: Result) => void;
  receive?: (message: Message) => Result | undefined;
}

interface Slot<Job, Result, Message> {
  worker: Worker;
  task: Task<Job, Result, Message> | null;
  timer: NodeJS.Timeout | null;
}

const YOUNG_GENERATION_MB = 32;

export class WorkerPool<Job, Result, Message> {
  private readonly slots: Slot<Job, Result, Message>[] = [];
  private readonly waiting: Task<Job, Result, Message>[] = [];
  private closed = false;

  constructor(
    private readonly options: WorkerPoolOptions,
    private readonly work: PoolWork<Job, Result, Message>,
  ) {}

  /** Workers started, those running a job, and jobs waiting for one (for the metrics). */
  get load(): { workers: number; busy: number; waiting: number } {
    const busy = this.slots.filter((slot) => slot.task !== null).length;
    return { workers: this.slots.length, busy, waiting: this.waiting.length };
  }

  run(job: Job): Promise<Result> {
    return new Promise((resolve) => {
      if (this.closed) {
        resolve(this.work.unfinished('busy'));
        return;
      }
      const task: Task<Job, Result, Message> = { job, resolve };
      const idle = this.slots.find((slot) => slot.task === null);
      if (idle) this.start(idle, task);
      else if (this.slots.length < this.options.workers) this.start(this.spawn(), task);
      else if (this.waiting.length < this.options.queue) this.waiting.push(task);
      else resolve(this.work.unfinished('busy'));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.resolve(this.work.unfinished('busy'));
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, this.work.unfinished('busy'))));
  }

  private spawn(): Slot<Job, Result, Message> {
    const worker = new Worker(this.work.file, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.memoryMb,
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      },
    });
    const slot: Slot<Job, Result, Message> = { worker, task: null, timer: null };
    worker.on('message', (message: Message) => {
      const result = slot.task?.receive?.(message);
      if (result !== undefined) this.finish(slot, result);
    });
    worker.on('error', () => void this.replace(slot, this.work.unfinished('crashed')));
    worker.on('exit', () => void this.replace(slot, this.work.unfinished('exited')));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot<Job, Result, Message>, task: Task<Job, Result, Message>): void {
    slot.task = task;
    slot.timer = setTimeout(
      () => void this.replace(slot, this.work.unfinished('timeout')),
      this.work.timeoutMs(task.job),
    );
    task.receive = this.work.begin(task.job, (message, transfer) => {
      if (slot.task === task) slot.worker.postMessage(message, transfer);
    });
  }

  private finish(slot: Slot<Job, Result, Message>, result: Result): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const task = slot.task;
    slot.task = null;
    task?.resolve(result);
    const next = this.waiting.shift();
    if (next) this.start(slot, next);
  }

  private async stop(slot: Slot<Job, Result, Message>, result: Result): Promise<void> {
    slot.worker.removeAllListeners();
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.resolve(result);
    slot.task = null;
    await slot.worker.terminate();
  }

  /** Ends a worker that failed or overran, and gives the next waiting job to a fresh one. */
  private async replace(slot: Slot<Job, Result, Message>, result: Result): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    await this.stop(slot, result);
    const next = this.waiting.shift();
    if (next && !this.closed) this.start(this.spawn(), next);
  }
}
