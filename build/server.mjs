// Compiles the API server to JavaScript in dist-server/, so production runs plain `node` (no TypeScript loader,
// no compile at start). Each program (the server, the migrator, backup and restore) and each worker thread is an
// entry; the code they share is split into chunks beside them, and packages stay in node_modules (better-sqlite3
// and pg load native or optional parts of their own). Run by `npm run build:server`, part of `npm run build`, and
// before each operations command, so none runs code older than the source (it takes well under a second).
import { existsSync, renameSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

export const SERVER_OUT_DIR = 'dist-server';

const PROGRAMS = ['main', 'migrate', 'backup', 'restore'];
// Worker threads are loaded by file: server/lib/workerFiles.ts finds them in workers/ beside the programs.
const WORKERS = ['sheetWorker', 'checkpointWorker', 'documentWorker'];

// Built beside, then swapped in: a server running from the folder keeps finding its worker files.
const next = `${SERVER_OUT_DIR}.next`;
const previous = `${SERVER_OUT_DIR}.previous`;
rmSync(next, { recursive: true, force: true });
await build({
  entryPoints: [
    ...PROGRAMS.map((name) => ({ in: `server/${name}.ts`, out: name })),
    { in: 'server/workers/sheetWorker.ts', out: 'workers/sheetWorker' },
    { in: 'server/workers/documentWorker.ts', out: 'workers/documentWorker' },
    { in: 'server/workers/checkpointWorker.mjs', out: 'workers/checkpointWorker' },
  ],
  outdir: next,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  outExtension: { '.js': '.js' },
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
});
rmSync(previous, { recursive: true, force: true });
if (existsSync(SERVER_OUT_DIR)) renameSync(SERVER_OUT_DIR, previous);
renameSync(next, SERVER_OUT_DIR);
rmSync(previous, { recursive: true, force: true });
console.log(
  `API server compiled to ${SERVER_OUT_DIR}/ (${[...PROGRAMS, ...WORKERS.map((w) => `workers/${w}`)].join(', ')})`,
);
