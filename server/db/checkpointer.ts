import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import { workerFile } from '../lib/workerFiles';

const WORKER_URL = workerFile('checkpointWorker');
/** How often the worker copies the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * SQLite copies its write-ahead log into the database file (a checkpoint) inside the commit that makes the log
 * pass 1,000 pages: megabytes written and flushed on the API's one thread, which held every other call up for
 * 100 ms and more during a spreadsheet import (docs/performance.md: /health slowest ≤ 100 ms). The API's connection stops
 * checkpointing; a worker with its own connection does it every second. Answers how to stop it.
 */
export function startCheckpointer(db: Database, file: string): () => Promise<void> {
  db.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_URL, { workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS } });
  worker.unref();
  let running = true;
  const exited = once(worker, 'exit').then(() => {
    running = false;
  });
  // A worker that failed: the API's connection checkpoints again as SQLite does by default.
  worker.on('error', () => {
    if (db.open) db.pragma('wal_autocheckpoint = 1000');
  });
  return async () => {
    if (!running) return;
    // Held while it finishes: an unreferenced worker would let the process end before its last checkpoint.
    worker.ref();
    worker.postMessage('close');
    await exited;
  };
}
