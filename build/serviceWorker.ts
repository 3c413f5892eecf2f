import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes the app's service worker (src/sw.js) to the root of the build, with the build's files filled in: every
 * page (index.html and each first screen's `<path>/index.html`) and the hashed files under assets/, except the
 * heavy libraries only some pages load (larger than SHELL_FILE_LIMIT_BYTES and not named by index.html: they
 * are kept the first time a page asks for them) and the compressed twins (the browser asks for the file; the server sends a twin). Runs once every file is written.
 */

/** A file larger than this is a library loaded on its pages' demand (the spreadsheet reader), not shell. */
export const SHELL_FILE_LIMIT_BYTES = 300_000;

const SHELL_PLACEHOLDER = 'var SHELL = [];';
const PAGES_PLACEHOLDER = 'var PAGES = {};';
const BUILD_PLACEHOLDER = "var BUILD = '';";

export interface ShellFiles {
  shell: string[];
  pages: Record<string, string>;
  build: string;
}

/** The build's pages and shell files, read from its output directory; `build` names them all. */
export function shellFiles(outDir: string): ShellFiles {
  const pages: Record<string, string> = {};
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets') {
      try {
        statSync(path.join(outDir, entry.name, 'index.html'));
        pages[`/${entry.name}`] = `/${entry.name}/index.html`;
      } catch {
        // A directory without a page of its own.
      }
    }
  }
  // What index.html names is needed by every page, however large (React).
  const named = new Set(
    [...readFileSync(path.join(outDir, 'index.html'), 'utf8').matchAll(/\/assets\/([\w.-]+)/g)].map(
      (match) => match[1],
    ),
  );
  const assets = readdirSync(path.join(outDir, 'assets'))
    .filter((file) => !/\.(br|gz)$/.test(file))
    .filter(
      (file) => named.has(file) || statSync(path.join(outDir, 'assets', file)).size <= SHELL_FILE_LIMIT_BYTES,
    )
    .sort()
    .map((file) => `/assets/${file}`);
  const shell = ['/index.html', ...Object.values(pages).sort(), ...assets];
  const hash = createHash('sha256');
  for (const file of shell) hash.update(file).update(readFileSync(path.join(outDir, file)));
  return { shell, pages, build: hash.digest('hex').slice(0, 16) };
}

/** The worker's source with the build's lists in place of its placeholders. */
export function serviceWorkerSource(template: string, files: ShellFiles): string {
  for (const placeholder of [SHELL_PLACEHOLDER, PAGES_PLACEHOLDER, BUILD_PLACEHOLDER])
    if (!template.includes(placeholder)) throw new Error(`src/sw.js has no ${placeholder} to fill in`);
  return template
    .replace(SHELL_PLACEHOLDER, () => `var SHELL = ${JSON.stringify(files.shell)};`)
    .replace(PAGES_PLACEHOLDER, () => `var PAGES = ${JSON.stringify(files.pages)};`)
    .replace(BUILD_PLACEHOLDER, () => `var BUILD = '${files.build}';`);
}

export function serviceWorker(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'souq:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const template = readFileSync(path.join(root, 'src/sw.js'), 'utf8');
        writeFileSync(path.join(outDir, 'sw.js'), serviceWorkerSource(template, shellFiles(outDir)));
      },
    },
  };
}
