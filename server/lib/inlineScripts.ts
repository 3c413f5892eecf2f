import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources that allow exactly the inline scripts of a page, by their SHA-256: the
 * start-up script the build writes into index.html (src/boot.js) runs, any other inline script does not.
 */
export const inlineScriptSources = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );

/** The inline-script sources of the built app's index.html; none when no build is served. */
export const builtPageScriptSources = (staticDir: string | undefined): string[] => {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : '';
  return indexFile && existsSync(indexFile) ? inlineScriptSources(readFileSync(indexFile, 'utf8')) : [];
};
