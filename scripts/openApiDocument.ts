import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';

/** The API's OpenAPI document as the server serves it, from an instance over an empty database. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-contract-'));
  const app = await buildApp({ dataDir, seed: 'none' });
  try {
    await app.ready();
    return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  process.stdout.write(`${JSON.stringify(await openApiDocument(), null, 2)}\n`);
}
