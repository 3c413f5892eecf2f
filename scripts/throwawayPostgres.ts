/**
 * A throwaway PostgreSQL server for the tests and the bench: a new cluster in a temporary folder (initdb), on a
 * free local port, trusting local connections, without durability (fsync off: its data is thrown away), stopped
 * and deleted afterwards. Uses the server binaries Debian's postgresql package installs
 * (/usr/lib/postgresql/<version>/bin, or PG_BIN); as root it runs them as the `postgres` user, since PostgreSQL
 * refuses to run as root.
 *
 *   tsx scripts/throwawayPostgres.ts start <folder>   prints the server's postgres:// address once it accepts
 *   tsx scripts/throwawayPostgres.ts stop <folder>    stops it and deletes the folder
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const DATA = 'data';

/** The folder of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else pg_config's. */
export const postgresBinaries = (): string => {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'No PostgreSQL server binaries found: install the postgresql package or set PG_BIN (or TEST_DATABASE_URL)',
    );
  }
};

const isRoot = (): boolean => userInfo().uid === 0;

/** Runs a server binary, as the postgres user when this process is root. */
const runBinary = (binary: string, args: string[]): void => {
  const file = path.join(postgresBinaries(), binary);
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
    : [file, args];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

export type ThrowawayPostgres = { url: string; folder: string };

/** Creates and starts a cluster in `folder` (a new temporary folder when not given). */
export const startThrowawayPostgres = async (folder?: string): Promise<ThrowawayPostgres> => {
  const home = folder ?? mkdtempSync(path.join(tmpdir(), 'souq-postgres-'));
  mkdirSync(home, { recursive: true });
  if (isRoot()) {
    const postgresUser = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const postgresGroup = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(home, Number(postgresUser), Number(postgresGroup));
  }
  const port = await freePort();
  const data = path.join(home, DATA);
  // C.UTF-8: text sorts by code point as on SQLite, and lower() still knows letters beyond ASCII.
  runBinary('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const settings = [
    `-p ${port}`,
    `-k ${home}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  runBinary('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(home, 'server.log'), '-w', 'start']);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, folder: home };
};

export const stopThrowawayPostgres = (folder: string): void => {
  const data = path.join(folder, DATA);
  if (existsSync(data)) {
    try {
      runBinary('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped: the folder still goes.
    }
  }
  rmSync(folder, { recursive: true, force: true });
};

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const [command, folder] = process.argv.slice(2);
  if (command === 'start' && folder) console.log((await startThrowawayPostgres(folder)).url);
  else if (command === 'stop' && folder) stopThrowawayPostgres(folder);
  else {
    console.error('usage: tsx scripts/throwawayPostgres.ts start|stop <folder>');
    process.exit(2);
  }
}
