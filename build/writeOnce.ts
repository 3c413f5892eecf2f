import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a build's generated file into a folder named by its content hash, so concurrent builds never see a
 * half-written file. Answers the file's path.
 */
export function writeOnce(cacheDir: string, fileName: string, content: string): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  const dir = path.join(cacheDir, hash);
  const target = path.join(dir, fileName);
  mkdirSync(dir, { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, target);
  return target;
}
