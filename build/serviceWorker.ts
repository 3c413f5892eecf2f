import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes the app's service worker (src/sw.js) to the root of the build, with the build's files filled in: every
 * page (index.html and each first screen's `<path>/index.html`) and the files under assets/ those pages name (the
 * entry and its libraries, the stylesheets, the signed-in frame and the catalogues the start-up script asks for).
 * They are what any first screen needs, and the browser has most of them already when the worker installs. The
 * other files (each page's own code, the libraries only some pages load) are kept as they are asked for, and the
 * page hands over the ones it loaded before the worker was there (src/app/serviceWorker.ts). Runs once every file
 * is written.
 */

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
  const pageFiles = ['index.html', ...Object.values(pages).map((page) => page.slice(1))];
  const named = new Set(
    pageFiles.flatMap((page) =>
      [...readFileSync(path.join(outDir, page), 'utf8').matchAll(/\/assets\/([\w.-]+)/g)].map(
        (match) => match[1],
      ),
    ),
  );
  const assets = readdirSync(path.join(outDir, 'assets'))
    .filter((file) => named.has(file))
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
