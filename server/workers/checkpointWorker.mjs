// Moves the write-ahead log into the database file from a thread of its own (server/db/checkpointer.ts): a
// checkpoint writes megabytes and waits for the disk, which on the API's thread held every other call up.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');

// PASSIVE: copies what no reader still needs and never makes the API's connection wait.
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next round copies it.
  }
};

const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
