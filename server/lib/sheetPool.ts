/**
 * The worker threads that read uploaded spreadsheets (docs/spreadsheet-import.md: heavy work off the main thread),
 * on the pool of server/lib/workerPool.ts: a read that overruns its time answers "timeout", a worker that runs
 * out of memory "uncompressedTooLarge".
 */
import type { SheetReadErrorCode } from '../../src/lib/spreadsheet/cells';
import type { SheetHeader } from '../../src/lib/spreadsheet/columns';
import type { SheetLimits } from '../../src/lib/spreadsheet/limits';
import type { CheckOptions, SheetCheckResult } from '../../src/lib/spreadsheet/rules';
import { workerFile } from './workerFiles';
import { WorkerPool, type PoolWork, type Unfinished, type WorkerPoolOptions } from './workerPool';

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

export type SheetPoolOptions = WorkerPoolOptions;

/** Time for a worker to start and hand back its answer, on top of the read's own limit. */
const OVERHEAD_MS = 5_000;

const UNFINISHED: Record<Unfinished, SheetJobResult> = {
  busy: { ok: false, code: 'busy', cell: null },
  timeout: { ok: false, code: 'timeout', cell: null },
  // Out of memory, or a crash: the file is too big once unpacked.
  crashed: { ok: false, code: 'uncompressedTooLarge', cell: null },
  exited: { ok: false, code: 'unreadable', cell: null },
};

const SHEET_WORK: PoolWork<SheetJob, SheetJobResult, SheetWorkerMessage> = {
  file: workerFile('sheetWorker'),
  timeoutMs: (job) => job.limits.readMs + OVERHEAD_MS,
  unfinished: (reason) => UNFINISHED[reason],
  begin: (job, post) => {
    post(job, [job.bytes]);
    const received: { cells: string[][]; products: SheetCheckResult['products'] } = {
      cells: [],
      products: [],
    };
    return (message) => {
      if (message.kind === 'answer') {
        const { result } = message;
        return result.ok
          ? { ...result, cells: received.cells, check: { ...result.check, products: received.products } }
          : result;
      }
      if (message.kind === 'cells') received.cells.push(...message.items);
      else received.products.push(...message.items);
      // The next piece once waiting requests have had their turn.
      setImmediate(() => post(NEXT_PIECE));
      return undefined;
    };
  },
};

export class SheetPool extends WorkerPool<SheetJob, SheetJobResult, SheetWorkerMessage> {
  constructor(options: SheetPoolOptions) {
    super(options, SHEET_WORK);
  }
}
