/**
 * Compiles the API server once before the server tests (build/server.mjs, as `npm start` does), for the tests
 * that start it as a process: they run the JavaScript production runs, not the TypeScript source.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function compileServer(): void {
  execFileSync(process.execPath, [path.resolve(__dirname, '../../build/server.mjs')], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: 'ignore',
  });
}
