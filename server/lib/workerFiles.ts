/**
 * Where a worker thread's code is. Run from source (`npm run dev`, the tests), each worker has an `.mjs` starter
 * in server/workers/ that registers the TypeScript loader first; the compiled server (build/server.mjs) ships each
 * worker as JavaScript in `workers/` beside its own files, and this module is then part of one of those files.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

export type WorkerName = 'sheetWorker' | 'checkpointWorker' | 'documentWorker';

export const workerFile = (name: WorkerName): URL =>
  FROM_SOURCE
    ? new URL(`../workers/${name}.mjs`, import.meta.url)
    : new URL(`./workers/${name}.js`, import.meta.url);
