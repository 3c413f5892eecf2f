#!/usr/bin/env node
// `npm run dev`: the reference API (on PORT, default 8080) and Vite with hot reload, which proxies /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: process.env.STATIC_DIR ?? '.no-static' },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', (code) => (stop(), process.exit(code ?? 0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
