import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { bootstrapSubset } from './build/bootstrapSubset.ts';
import { catalogueParts } from './build/catalogueParts.ts';
import { chunkMap } from './build/bundleReport.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/serviceWorker.ts';
import { prerenderFirstScreens } from './build/prerender.ts';
import { productionRouter } from './build/productionRouter.ts';
import { LANGUAGES } from './src/lib/languages.ts';
import { intlLocale } from './src/lib/intlFormat.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

// The forms behind the first screen validate with yup; /login does not (src/lib/fieldChecks.ts).
const FORM_RULES_GROUP = { name: 'yup', test: nodeModule('yup|property-expr|tiny-case|toposort') };

/**
 * Libraries every page needs, in a few long-lived chunks that change with upgrades rather than with each
 * deploy. Only named packages are grouped: anything else stays in the on-demand chunk of the code that imports
 * it (exceljs; axios and react-toastify, which load just after the first paint).
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: nodeModule('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser'),
  },
  {
    name: 'vendor',
    test: nodeModule(
      '@reduxjs|redux|react-redux|redux-persist|immer|reselect|redux-thunk|use-sync-external-store|' +
        'i18next|react-i18next|html-parse-stringify|void-elements|formik|lodash|lodash-es|' +
        'hoist-non-react-statics|react-fast-compare|tiny-warning|deepmerge|jwt-decode',
    ),
  },
  FORM_RULES_GROUP,
];

/**
 * The app's own modules the entry imports statically, in one chunk. Without this group, every module shared
 * by the entry and a lazy page becomes a tiny chunk of its own, and the first paint waits for a dozen
 * requests (six at a time over HTTP/1.1) instead of a few.
 */
function firstPaintGroup(): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean };
  reachable: (id: string) => boolean;
  importsOf: (id: string) => readonly string[];
} {
  const staticImports = new Map<string, readonly string[]>();
  let firstPaint: Set<string> | undefined;
  const reachable = (): Set<string> => {
    if (firstPaint) return firstPaint;
    const entry = [...staticImports.keys()].find((id) => id.endsWith('/src/main.tsx'));
    const seen = new Set<string>();
    const stack = entry ? [entry] : [];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(staticImports.get(id) ?? []));
    }
    firstPaint = seen;
    return seen;
  };
  /**
   * A feature's public face (src/features/<area>/index.ts) that only re-exports first-paint modules: left out,
   * it became an empty chunk of its own that each page behind it waited for, one more request (docs/performance.md).
   */
  const facadeOfFirstPaint = (id: string): boolean =>
    /\/src\/features\/[^/]+\/index\.ts$/.test(id) &&
    (staticImports.get(id) ?? []).every((imported) => reachable().has(imported));
  return {
    reachable: (id: string) => reachable().has(id),
    importsOf: (id: string) => staticImports.get(id) ?? [],
    plugin: {
      name: 'souq:first-paint-group',
      apply: 'build',
      buildStart() {
        staticImports.clear();
        firstPaint = undefined;
      },
      moduleParsed(info) {
        staticImports.set(info.id, info.importedIds);
      },
    },
    group: {
      name: 'app',
      test: (id: string) =>
        !id.includes('node_modules') &&
        id.includes('/src/') &&
        !id.endsWith('/src/main.tsx') &&
        (reachable().has(id) || facadeOfFirstPaint(id)),
    },
  };
}

const firstPaint = firstPaintGroup();
const firstPaintModule = (id: string) => firstPaint.reachable(id);

/**
 * Pieces that validate with yup stay with the forms that use them, so a page without a form (a list) does not
 * wait for yup's 11 KB.
 */
const buildsFormsWithYup = (id: string): boolean =>
  firstPaint.importsOf(id).some((imported) => /[\\/]node_modules[\\/]yup[\\/]/.test(imported));

/**
 * Pieces that draw QR codes (the encoder's wrapper and the component on top of it) stay out of the shared chunk,
 * so the encoder (qrcode) loads only where a code is drawn: the order documents' print page, and the ambassador's
 * invitation code, which the home imports when it is asked for.
 */
const drawsQrCodes = (id: string): boolean =>
  firstPaint
    .importsOf(id)
    .some(
      (imported) =>
        /[\\/]node_modules[\\/]qrcode[\\/]/.test(imported) ||
        /[\\/]src[\\/]lib[\\/]qrMatrix\.ts$/.test(imported),
    );

/**
 * The shared pieces pages are built from (src/components, src/lib, src/i18n) that the first paint does not
 * need, in one chunk: each page would otherwise wait for a dozen tiny chunks of them, six at a time over
 * HTTP/1.1 (docs/performance.md). It is fetched once and then cached with the rest.
 */
const sharedPiecesGroup = {
  name: 'shared',
  test: (id: string) =>
    !id.includes('node_modules') &&
    /\/src\/(components|lib|i18n)\//.test(id) &&
    !firstPaintModule(id) &&
    !buildsFormsWithYup(id) &&
    !drawsQrCodes(id),
};

/**
 * V8 compiles a function when it is first called, on the main thread, unless a line of its file says all the
 * functions after it run at load: then it compiles them while the file streams in, off the main thread (other
 * engines read the line as a comment). The entry and these chunks run almost whole before a page's first render;
 * compiled lazily they cost 400–500 ms of main thread on a repeat visit of the inventory at 4x CPU
 * (docs/performance.md). The on-demand ones (forms' rules, spreadsheets, QR codes, each page's own) compile as they
 * are used. The line is an output banner, so the file's name (its hash) covers it.
 */
const COMPILE_ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad';
const COMPILED_WHILE_LOADING = new Set(
  [...VENDOR_GROUPS.filter((group) => group !== FORM_RULES_GROUP), firstPaint.group, sharedPiecesGroup].map(
    (group) => group.name,
  ),
);

/**
 * The first paint needs Bootstrap's stylesheet in the page's direction (Arabic is the default language): the HTML
 * names it, so the browser fetches it alongside the scripts instead of after the entry has run. The catalogue the
 * first screen needs is asked for by src/boot.js, which knows whether that screen is a guest's (the first screens'
 * part) or a signed-in page (the whole). src/i18n/direction.ts switches the stylesheet for English.
 */
function preloadFirstPaint(): Plugin {
  return {
    name: 'souq:preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const stylesheet = Object.values(ctx.bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => name.endsWith('bootstrap.rtl.css')),
        )?.fileName;
        if (!stylesheet) throw new Error('the RTL stylesheet was not emitted');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'stylesheet',
              href: `/${stylesheet}`,
              id: 'bootstrap-stylesheet',
              'data-dir': 'rtl',
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * What every signed-in page needs beyond the files index.html names, for src/boot.js to ask for on an address
 * a signed-in user opens for the first time on a device (nothing recorded for it yet): the signed-in layout and
 * the shared pieces with what they import, and each language's whole catalogue.
 */
/** Each language's catalogue file, whole or the first screens' part (build/catalogueParts.ts), by language. */
function catalogueFiles(bundle: Rollup.OutputBundle, part: 'whole' | 'first-screen'): Record<string, string> {
  const files: Record<string, string> = {};
  const name =
    part === 'whole' ? /(?:^|\/)locales\/([a-z]+)\.json$/ : /(?:^|\/)([a-z]+)\.first-screen\.json$/;
  for (const output of Object.values(bundle)) {
    const language =
      output.type === 'asset' && output.originalFileNames.map((file) => name.exec(file)?.[1]).find(Boolean);
    if (language) files[language] = `/${output.fileName}`;
  }
  return files;
}

function signedInFrame(bundle: Rollup.OutputBundle): { files: string[]; catalogues: Record<string, string> } {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (start: Rollup.OutputChunk[]): Set<string> => {
    const seen = new Set<string>();
    const stack = start.map((chunk) => chunk.fileName);
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const named = withImports(chunks.filter((chunk) => chunk.isEntry));
  const layout = chunks.filter((chunk) => chunk.facadeModuleId?.endsWith('/src/app/layout/AppLayout.tsx'));
  if (layout.length !== 1)
    throw new Error('the signed-in layout (src/app/layout/AppLayout.tsx) is not a chunk');
  const frame = withImports([...layout, ...chunks.filter((chunk) => chunk.name === sharedPiecesGroup.name)]);
  return {
    files: [...frame].filter((file) => !named.has(file)).map((file) => `/${file}`),
    catalogues: catalogueFiles(bundle, 'whole'),
  };
}

/**
 * The start-up script (src/boot.js) is written into index.html itself, first in its head: as a file of its own
 * it arrived among the entry's files and started a returning user's preloads and first read a second late on
 * slow 4G (docs/performance.md). It goes before the stylesheet (an inline script after a stylesheet waits for it to load),
 * right after the character set, which must stay within the page's first bytes, and the viewport. The server allows it by its hash
 * in the Content-Security-Policy (server/lib/inlineScripts.ts).
 */
function inlineBootScript(): Plugin {
  const placeholder = '{ files: [], catalogues: {} }';
  const firstScreenPlaceholder = 'var FIRST_SCREEN_CATALOGUES = {};';
  const stylesheetsPlaceholder = 'var BOOTSTRAP_STYLESHEETS = {};';
  const intlWarmupPlaceholder = "var INTL_WARMUP = { worker: '', locales: {} };";
  const intlWarmupSource = 'src/intlWarmup.js';
  let building = false;
  // Its opening comment stays in the source file; only the code goes into every page.
  const source = () =>
    readFileSync(new URL('./src/boot.js', import.meta.url), 'utf8')
      .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
      .trim();
  const charset = /\s*<meta charset="UTF-8" \/>/;
  // Before the script too: on a phone the layout is only a phone's once the viewport is set.
  const viewport = /\s*<meta name="viewport" content="width=device-width, initial-scale=1.0" \/>/;
  return {
    name: 'souq:inline-boot-script',
    configResolved(config) {
      building = config.command === 'build';
    },
    // The formatters' warm-up worker it starts is a file of the build, hashed like the others (none in development).
    buildStart() {
      if (!building) return;
      this.emitFile({
        type: 'asset',
        name: 'intl-warmup.js',
        originalFileName: intlWarmupSource,
        source: readFileSync(new URL(`./${intlWarmupSource}`, import.meta.url), 'utf8'),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!charset.test(html)) throw new Error('index.html has no <meta charset="UTF-8" />');
        if (!viewport.test(html)) throw new Error('index.html has no <meta name="viewport" …>');
        const script = source();
        for (const wanted of [
          placeholder,
          firstScreenPlaceholder,
          stylesheetsPlaceholder,
          intlWarmupPlaceholder,
        ])
          if (!script.includes(wanted)) throw new Error(`src/boot.js has no ${wanted} to fill in`);
        const frame = ctx.bundle ? JSON.stringify(signedInFrame(ctx.bundle)) : placeholder;
        // Bootstrap's stylesheet for each direction, so a page in the other direction holds its first paint for it.
        const stylesheets = ctx.bundle
          ? `var BOOTSTRAP_STYLESHEETS = ${JSON.stringify(
              Object.fromEntries(
                (['ltr', 'rtl'] as const).map((dir) => [
                  dir,
                  `/${Object.keys(ctx.bundle!).find((file) => new RegExp(`^assets/bootstrap\\.${dir}-[\\w-]+\\.css$`).test(file)) ?? ''}`,
                ]),
              ),
            )};`
          : stylesheetsPlaceholder;
        const firstScreen = ctx.bundle
          ? `var FIRST_SCREEN_CATALOGUES = ${JSON.stringify(catalogueFiles(ctx.bundle, 'first-screen'))};`
          : firstScreenPlaceholder;
        const warmupWorker = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.originalFileNames.includes(intlWarmupSource),
        )?.fileName;
        const intlWarmup = warmupWorker
          ? `var INTL_WARMUP = ${JSON.stringify({
              worker: `/${warmupWorker}`,
              locales: Object.fromEntries(LANGUAGES.map((language) => [language, intlLocale(language)])),
            })};`
          : intlWarmupPlaceholder;
        return html
          .replace(charset, '')
          .replace(viewport, '')
          .replace(
            '<head>',
            () =>
              `<head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <script>${script
                .replace(placeholder, () => frame)
                .replace(firstScreenPlaceholder, () => firstScreen)
                .replace(stylesheetsPlaceholder, () => stylesheets)
                .replace(intlWarmupPlaceholder, () => intlWarmup)}</script>`,
          );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    productionRouter(),
    bootstrapSubset(),
    catalogueParts(),
    preloadFirstPaint(),
    inlineBootScript(),
    firstPaint.plugin,
    chunkMap(),
    prerenderFirstScreens(),
    precompress(),
    serviceWorker(),
  ],
  server: {
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Stylesheets and catalogues stay files of their own: a data: URL inside a script cannot be preloaded.
    assetsInlineLimit: (file) => (/\.(css|json)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...VENDOR_GROUPS, firstPaint.group, sharedPiecesGroup] },
        postBanner: (chunk) =>
          chunk.isEntry || COMPILED_WHILE_LOADING.has(chunk.name) ? COMPILE_ALL_FUNCTIONS_HINT : '',
      },
    },
  },
});
