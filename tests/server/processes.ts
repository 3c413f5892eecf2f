/**
 * The API server and its operations commands started as processes, from the compiled JavaScript
 * (dist-server/, built once by tests/setup/compiledServer.ts) exactly as `npm start` and `npm run …` run them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

export const ROOT = path.resolve(__dirname, '../..');
export const COMPILED = path.join(ROOT, 'dist-server');

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder removed after the test. */
export const tempFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'souq-process-'));
  folders.push(folder);
  return folder;
};

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Runs one compiled program (`main`, `backup`, `restore`, `migrate`) in `cwd` with only the given variables. */
export const startProgram = (
  program: string,
  cwd: string,
  env: Record<string, string>,
  args: string[] = [],
) => {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(COMPILED, `${program}.js`), ...args],
    {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
    },
  );
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

/** Starts the compiled server; `listening` settles once it says where it listens (or rejects if it exits). */
export const startServer = (cwd: string, env: Record<string, string>) => {
  const program = startProgram('main', cwd, env);
  const listening = new Promise<void>((resolve, reject) => {
    program.child.stdout.on('data', () => program.output().includes('Souq back office:') && resolve());
    void program.exited.then((code) => reject(new Error(`exited with ${code}:\n${program.output()}`)));
  });
  // A test that expects the server to refuse its settings never awaits this.
  listening.catch(() => undefined);
  return { ...program, listening };
};
