/**
 * The server started on a SQLite DATA_DIR leaves its process id in DATA_DIR/server.pid while it runs, so a
 * restore can refuse to replace the database under it. A server killed without its exit leaves the file
 * behind; a process id no longer in use then counts as stopped.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PID_FILE = 'server.pid';

/** Marks DATA_DIR as used by this process; the returned function removes the mark. */
export const markServerRunning = (dataDir: string): (() => void) => {
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid))
      rmSync(file, { force: true });
  };
};

/** The process id of a server running on DATA_DIR, or null. */
export const runningServerPid = (dataDir: string): number | null => {
  const file = path.join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
};
