import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type Rollup } from 'vite';
import { DEFAULT_LANGUAGE, type Language } from '../src/lib/languages.ts';

type Catalogue = Record<string, unknown>;

interface FirstScreens {
  prerenderedPaths: () => string[];
  renderFirstScreen: (pagePath: string, language: Language, catalogue: Catalogue) => string;
}

const SPINNER = 'class="initial-spinner"';
const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's title as the app sets it (src/components/PageTitle.tsx): the screen's heading, then the app's name. */
function titleOf(markup: string, catalogue: Catalogue): string {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  const appName = (catalogue.app as { name?: string } | undefined)?.name ?? '';
  const decoded = heading
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return heading ? `${decoded} | ${appName}` : appName;
}

/**
 * Writes each guest's first screen (the routes marked FIRST_SCREEN in src/app/router.tsx) into a page of its own,
 * `<path>/index.html` beside index.html, in the default language: the form is on screen once the HTML and the
 * stylesheets have arrived, about a second before the app's code on slow 4G (docs/performance.md). The markup comes from
 * the app's own route tree, rendered in Node through Vite's module loader (src/prerender/firstScreens.tsx); the
 * start-up script (src/boot.js) leaves the screen out for a stored session or another language. The server sends
 * these pages for their paths (server/app.ts); a CDN or reverse proxy serves them as any directory index (docs/operations.md).
 */
export function prerenderFirstScreens(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'souq:prerender-first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle: Rollup.OutputBundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('index.html was not emitted');
      const shell = String(index.source);
      for (const part of [ROOT, SPINNER, `<html lang="${DEFAULT_LANGUAGE}"`])
        if (!shell.includes(part)) throw new Error(`index.html has no ${part}`);
      const catalogue = JSON.parse(
        readFileSync(path.join(root, `locales/${DEFAULT_LANGUAGE}.json`), 'utf8'),
      ) as Catalogue;
      const loader = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        // Its ES build imports without file extensions, which Node's own loader does not resolve.
        ssr: { noExternal: ['redux-persist'] },
      });
      try {
        const screens = (await loader.ssrLoadModule('/src/prerender/firstScreens.tsx')) as FirstScreens;
        for (const pagePath of screens.prerenderedPaths()) {
          const markup = screens.renderFirstScreen(pagePath, DEFAULT_LANGUAGE, catalogue);
          const page = shell
            .replace(
              /<title>[\s\S]*?<\/title>/,
              () => `<title>${escapeHtml(titleOf(markup, catalogue))}</title>`,
            )
            .replace(SPINNER, 'class="initial-spinner initial-spinner--beside-screen"')
            .replace(ROOT, () => `<div id="prerendered-screen">${markup}</div>\n    ${ROOT}`);
          const file = path.join(outDir, pagePath.replace(/^\//, ''), 'index.html');
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, page);
        }
      } finally {
        await loader.close();
      }
    },
  };
}
