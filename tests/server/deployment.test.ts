/**
 * What a deployer meets: the environment and .env checked before anything starts, a health check that
 * asks the database, and a stop that lets requests finish within a deadline. The process tests start the real
 * compiled entry point (dist-server/main.js) the way `npm start` does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_EXIT_CODE, SERVER_VARIABLES, readServerConfig } from '../../server/environment';
import { DEMO_PASSWORD } from '../../server/demo/seedData';
import { freePort, ROOT, startServer, tempFolder } from './processes';

describe('the configuration', () => {
  it('starts with no variable at all, on the documented defaults', () => {
    const read = readServerConfig({});
    expect(read.problems).toEqual([]);
    if (!('config' in read)) throw new Error('no config');
    expect(read.config).toMatchObject({ port: 8080, host: '127.0.0.1', seed: 'demo', tls: undefined });
    expect(read.config.dataDir).toBe(path.resolve('./data'));
  });

  it('reports every wrong variable at once, each by its name', () => {
    const read = readServerConfig({
      PORT: 'abc',
      SEED: 'everything',
      TLS_CERT_FILE: '/no/such/cert.pem',
      PUBLIC_URL: 'shop.example',
      JWT_SECRET: 'short',
      LOGIN_RATE_LIMIT_MAX: '0',
      SHEET_ROWS_LIMIT: '5e3',
      ORDER_UNDO_LIMIT_SECONDS: '-1',
      SHUTDOWN_TIME_LIMIT_MS: '1.5',
      STATIC_DIR: '/no/such/folder',
      DATABASE_URL: 'mysql://shop@db.example/shop',
      DATABASE_POOL_LIMIT: '0',
    });
    expect('config' in read).toBe(false);
    const named = (name: string) => read.problems.filter((problem) => problem.startsWith(`${name} `));
    expect(named('PORT')[0]).toMatch(/whole number from 1 to 65535 \(got "abc"\)/);
    expect(named('SEED')[0]).toMatch(/demo, none/);
    expect(named('TLS_CERT_FILE')[0]).toMatch(/does not exist/);
    expect(named('TLS_KEY_FILE')[0]).toMatch(/both the certificate and its key/);
    expect(named('PUBLIC_URL')[0]).toMatch(/absolute http/);
    expect(named('JWT_SECRET')[0]).toMatch(/at least 32 characters/);
    for (const name of ['LOGIN_RATE_LIMIT_MAX', 'SHEET_ROWS_LIMIT', 'SHUTDOWN_TIME_LIMIT_MS']) {
      expect(named(name)[0]).toMatch(/at least 1/);
    }
    expect(named('ORDER_UNDO_LIMIT_SECONDS')[0]).toMatch(/at least 0/);
    expect(named('STATIC_DIR')[0]).toMatch(/names no folder/);
    expect(named('DATABASE_URL')[0]).toMatch(/postgres:\/\/ or postgresql:\/\//);
    expect(named('DATABASE_POOL_LIMIT')[0]).toMatch(/at least 1/);
    expect(read.problems).toHaveLength(13);
  });

  it('reads a PostgreSQL address and its pool size; without one the data stays in DATA_DIR', () => {
    const read = readServerConfig({
      DATABASE_URL: 'postgresql://shop:secret@db.example:5432/souq',
      DATABASE_POOL_LIMIT: '25',
    });
    if (!('config' in read)) throw new Error(read.problems.join('\n'));
    expect(read.config.postgres).toEqual({
      url: 'postgresql://shop:secret@db.example:5432/souq',
      poolSize: 25,
    });
    const plain = readServerConfig({});
    expect('config' in plain && plain.config.postgres).toBeUndefined();
  });

  it('.env.example lists every variable the server reads, with the default the server uses', () => {
    const example = parseEnv(readFileSync(path.join(ROOT, '.env.example'), 'utf8'));
    const serverNames = Object.keys(example).filter((name) => !name.startsWith('VITE_'));
    expect(new Set(serverNames)).toEqual(SERVER_VARIABLES);
    const fromExample = readServerConfig(example);
    const fromNothing = readServerConfig({});
    expect(fromExample.problems).toEqual([]);
    expect('config' in fromExample && fromExample.config).toEqual(
      'config' in fromNothing && fromNothing.config,
    );
  });

  it('the README names every variable', () => {
    // A rate limit's row names its window as "`X_RATE_LIMIT_MAX`, `…_WINDOW_MS`".
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(
      /`(\w+)_MAX`, `…_WINDOW_MS`/g,
      '`$1_MAX` `$1_WINDOW_MS`',
    );
    expect([...SERVER_VARIABLES].filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('the compiled server', () => {
  it('loads .env, and stops with EX_CONFIG naming each bad or unknown variable', async () => {
    const cwd = tempFolder();
    writeFileSync(
      path.join(cwd, '.env'),
      'PORT=abc\nLOGIN_RATE_LIMT_MAX=3\nVITE_API_BASE_URL=/api/v1\nNODE_ENV=production\n',
    );
    const server = startServer(cwd, {});
    expect(await server.exited).toBe(CONFIG_EXIT_CODE);
    expect(server.output()).toContain('PORT must be a whole number from 1 to 65535 (got "abc")');
    expect(server.output()).toContain('LOGIN_RATE_LIMT_MAX in');
    expect(server.output()).toContain('did you mean LOGIN_RATE_LIMIT_MAX?');
    expect(server.output()).not.toContain('VITE_API_BASE_URL');
    expect(server.output()).not.toContain('NODE_ENV');
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('lets the environment win over .env, as node --env-file does', async () => {
    const cwd = tempFolder();
    writeFileSync(path.join(cwd, '.env'), 'PORT=abc\n');
    const port = await freePort();
    const server = startServer(cwd, { PORT: String(port), SEED: 'none', STATIC_DIR: '' });
    await server.listening;
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(await health.json()).toEqual({ ok: true });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 30_000);

  it('on SIGTERM ends the notification streams and exits 0 at once', async () => {
    const cwd = tempFolder();
    const port = await freePort();
    const server = startServer(cwd, { PORT: String(port), SEED: 'none' });
    await server.listening;
    const base = `http://127.0.0.1:${port}/api/v1`;
    const login = await fetch(`${base}/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.eg', password: DEMO_PASSWORD }),
    });
    const { user } = (await login.json()) as { user: { token: string } };
    const stream = await fetch(`${base}/notifications/stream`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    const reader = stream.body!.getReader();
    await reader.read();
    const started = Date.now();
    server.child.kill('SIGTERM');
    // The stream ends (the app reconnects elsewhere) instead of holding the instance up to the deadline.
    while (!(await reader.read()).done);
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
  }, 30_000);

  it('closes what is left after SHUTDOWN_TIME_LIMIT_MS and exits 1', async () => {
    const cwd = tempFolder();
    const port = await freePort();
    const server = startServer(cwd, { PORT: String(port), SEED: 'none', SHUTDOWN_TIME_LIMIT_MS: '700' });
    await server.listening;
    // A request whose body never finishes arriving keeps its connection busy.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write('POST /api/v1/accounts/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
    socket.write('Content-Length: 100\r\n\r\n{"email":');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(server.output()).toContain('SHUTDOWN_TIME_LIMIT_MS');
  }, 30_000);
});
