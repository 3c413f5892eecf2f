import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Each run of the browser tests owns one port and one data folder, so parallel runs do not collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(os.tmpdir(), `souq-e2e-${E2E_PORT}`);
export const E2E_STATIC_DIR =
  process.env.E2E_STATIC_DIR ?? path.join(os.tmpdir(), `souq-e2e-dist-${E2E_PORT}`);

function playwrightCacheChromium(): string | undefined {
  const cache = path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const entry of readdirSync(cache)
    .filter((name) => name.startsWith('chromium'))
    .sort()
    .reverse()) {
    const candidate = path.join(cache, entry, 'chrome-linux', 'chrome');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's cache. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', playwrightCacheChromium()];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error('No Chromium found: run `apt-get install -y chromium` (as root) or set CHROMIUM_PATH.');
  }
  return found;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
