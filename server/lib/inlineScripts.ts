import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources that allow exactly the inline scripts of a page, by their SHA-256: the
 * start-up script the build writes into its pages (src/boot.js) runs, any other inline script does not.
 */
export const inlineScriptSources = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );

/**
 * The pages of a build: index.html, the shell every app route gets, and the first screens the build rendered
 * into `<path>/index.html` (build/prerender.ts), by the path they are sent for.
 */
export function builtPages(staticDir: string | undefined): {
  shell: string | null;
  prerendered: Map<string, string>;
} {
  const prerendered = new Map<string, string>();
  if (!staticDir || !existsSync(path.join(staticDir, 'index.html'))) return { shell: null, prerendered };
  for (const entry of readdirSync(staticDir, { withFileTypes: true })) {
    const page = path.join(entry.name, 'index.html');
    if (entry.isDirectory() && existsSync(path.join(staticDir, page)))
      prerendered.set(`/${entry.name}`, page);
  }
  return { shell: 'index.html', prerendered };
}

/** The inline-script sources of every page of the build served; none when no build is served. */
export const builtPageScriptSources = (staticDir: string | undefined): string[] => {
  const { shell, prerendered } = builtPages(staticDir);
  if (!staticDir || !shell) return [];
  const sources = [shell, ...prerendered.values()].flatMap((page) =>
    inlineScriptSources(readFileSync(path.join(staticDir, page), 'utf8')),
  );
  return [...new Set(sources)];
};
