import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseBuild, SIZE_BUDGETS, type BundleReport } from '../../../build/bundleReport';
import { FIRST_SCREEN_SECTIONS } from '../../../src/i18n/firstScreen';

/**
 * The size budgets of docs/performance.md are deterministic, so they are enforced here on a fresh production build
 * (about 2 s); `npm run bench` reports the same figures with the timings.
 */
describe('production bundle size budgets (gzip -9)', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'souq-budget-'));
  let report: BundleReport;

  beforeAll(async () => {
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: path.resolve('vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    report = analyseBuild(outDir);
  }, 60_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes a service worker that keeps the build’s pages and what they name, not the heavy libraries', () => {
    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    const shell = JSON.parse(/var SHELL = (\[.*?\]);/.exec(worker)?.[1] ?? '[]') as string[];
    const pages = JSON.parse(/var PAGES = (\{.*?\});/.exec(worker)?.[1] ?? '{}') as Record<string, string>;
    expect(worker).toMatch(/var BUILD = '[0-9a-f]{16}';/);
    expect(pages).toEqual({
      '/become-a-seller': '/become-a-seller/index.html',
      '/forget-password': '/forget-password/index.html',
      '/login': '/login/index.html',
    });
    expect(shell.slice(0, 4)).toEqual(['/index.html', ...Object.values(pages).sort()]);
    const kept = shell
      .filter((file) => file.startsWith('/assets/'))
      .map((file) => file.slice('/assets/'.length));
    // Every file index.html names (the signed-in frame and the catalogues its start-up script asks for included).
    const named = [
      ...readFileSync(path.join(outDir, 'index.html'), 'utf8').matchAll(/\/assets\/([\w.-]+)/g),
    ].map((match) => match[1]);
    expect(kept).toEqual(expect.arrayContaining(named));
    expect(kept).toEqual(
      expect.arrayContaining([expect.stringMatching(/^AppLayout-/), expect.stringMatching(/^en-/)]),
    );
    expect(kept.filter((file) => /\.(br|gz)$/.test(file) || /^(exceljs|InventoryPage)/.test(file))).toEqual(
      [],
    );
  });

  it('keeps all JS needed to paint /login within 175 KB', () => {
    expect(report.loginJs.gzip).toBeLessThanOrEqual(SIZE_BUDGETS.loginJs);
  });

  it('keeps the entry chunk within 130 KB', () => {
    expect(report.entry.gzip).toBeLessThanOrEqual(SIZE_BUDGETS.entryChunk);
  });

  it("keeps every route's own chunk within 30 KB", () => {
    expect(report.routes.length).toBeGreaterThan(0);
    const over = report.routes.filter((route) => route.gzip > SIZE_BUDGETS.routeChunk);
    expect(over.map((route) => `${route.name}: ${route.gzip}`)).toEqual([]);
  });

  it('ships at most 25 KB of initial CSS per direction', () => {
    expect(report.initialCss.rtl).toBeLessThanOrEqual(SIZE_BUDGETS.initialCss);
    expect(report.initialCss.ltr).toBeLessThanOrEqual(SIZE_BUDGETS.initialCss);
  });

  it('never puts exceljs, xlsx or a chart library in the entry or a route chunk', () => {
    expect(report.misplaced).toEqual([]);
  });

  it('loads no form library with a list page: the inventory checks a typed value with yup once a cell is opened', () => {
    const modulesOf = (route: string) => report.routes.find((row) => row.route === route)?.modules ?? [];
    const inventory = modulesOf('src/features/products/InventoryPage.tsx');
    expect(inventory).toContain('src/features/products/inlineOffer.tsx');
    expect(inventory.filter((id) => /node_modules\/yup\/|entities\/formSchema\.ts$/.test(id))).toEqual([]);
    // The same check finds yup where a page does validate with it.
    expect(
      modulesOf('src/features/products/AddProductPage.tsx').some((id) => id.includes('node_modules/yup/')),
    ).toBe(true);
  });

  it('bundles React Router’s production build, whose package names only its development one', () => {
    const inventory =
      report.routes.find((row) => row.route === 'src/features/products/InventoryPage.tsx')?.modules ?? [];
    const router = inventory.filter((id) => id.includes('node_modules/react-router/'));
    expect(router).toEqual(expect.arrayContaining([expect.stringContaining('/dist/production/')]));
    expect(router.filter((id) => id.includes('/dist/development/'))).toEqual([]);
  });

  it('reports no violation', () => {
    expect(report.violations).toEqual([]);
  });

  it('makes no chunk that only imports other chunks (each would be one more request before a page)', () => {
    const assets = path.join(outDir, 'assets');
    const onlyImports = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => {
        const code = readFileSync(path.join(assets, file), 'utf8');
        return code.replace(/import\s*["'][^"']+["'];?/g, '').trim() === '';
      });
    expect(onlyImports).toEqual([]);
  });

  it('tells V8 to compile the entry and the chunks every first render runs as they load, and no on-demand chunk', () => {
    const assets = path.join(outDir, 'assets');
    // The hint comes before the file's functions: first, or after the line Vite writes into chunks with lazy imports.
    const hinted = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        /^(?:const __vite__mapDeps=[^\n]*\n)?\/\/# allFunctionsCalledOnLoad\n/.test(
          readFileSync(path.join(assets, file), 'utf8'),
        ),
      )
      .map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
    expect(hinted.sort()).toEqual(['app', 'index', 'react', 'shared', 'vendor']);
  });

  it("writes each language's first-screen part of the catalogue into the start-up script, which a guest asks for", () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    // No catalogue named by the HTML itself: a signed-in page wants the whole one (src/boot.js asks for it).
    expect(html).not.toMatch(/<link rel="preload"[^>]*\.json"/);
    const parts = JSON.parse(/var FIRST_SCREEN_CATALOGUES = (\{.*?\});/.exec(html)?.[1] ?? 'null') as Record<
      string,
      string
    >;
    expect(Object.keys(parts).sort()).toEqual(['ar', 'en']);
    for (const file of Object.values(parts)) {
      expect(file).toMatch(/^\/assets\/[a-z]+\.first-screen-[\w-]+\.json$/);
      const part = JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as object;
      expect(Object.keys(part).sort()).toEqual([...FIRST_SCREEN_SECTIONS].sort());
    }
  });

  it("writes the signed-in frame into index.html's start-up script: the layout's files not already named, the catalogues", () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const frame = JSON.parse(/var SIGNED_IN_FRAME = (\{.*?\});/.exec(html)?.[1] ?? 'null') as {
      files: string[];
      catalogues: Record<string, string>;
    };
    expect(frame.files.some((file) => /^\/assets\/AppLayout-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of [...frame.files, ...Object.values(frame.catalogues)]) {
      expect(readFileSync(path.join(outDir, file)).length).toBeGreaterThan(0);
      expect(html).not.toContain(`href="${file}"`);
    }
    expect(Object.keys(frame.catalogues).sort()).toEqual(['ar', 'en']);
  });

  it.each([
    ['login', 'تسجيل الدخول إلى حسابك', ['email', 'password', 'remember']],
    ['become-a-seller', 'كن بائعًا', ['email', 'password', 'remember']],
    ['forget-password', 'نسيت كلمة المرور؟', ['email']],
  ])(
    'draws the guest screen /%s into a page of its own, in Arabic, beside the same page as index.html',
    (name, heading, fields) => {
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const page = readFileSync(path.join(outDir, name, 'index.html'), 'utf8');
      const screen =
        /<div id="prerendered-screen">([\s\S]*?)<\/div>\s*<div id="root"><\/div>/.exec(page)?.[1] ?? '';
      expect(screen).toContain(`<h1 class="h4 mb-3">${heading}</h1>`);
      expect([...screen.matchAll(/<input\b[^>]*\bname="([^"]+)"/g)].map((match) => match[1])).toEqual(fields);
      expect(page).toContain(`<title>${heading} | سوق B2B - مركز البائعين</title>`);
      expect(page).toContain('class="initial-spinner initial-spinner--beside-screen"');
      // The start-up script settles before the first paint whether the drawn screen shows (src/boot.js).
      const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toContain("page.setAttribute('data-start', 'app')");
      // Otherwise the same page: the same files, named the same way.
      const strip = (html: string) =>
        html
          .replace(/<title>[\s\S]*?<\/title>/, '')
          .replace(/\s*<script>[\s\S]*?<\/script>/g, '')
          .replace(/<div id="prerendered-screen">[\s\S]*?<div id="root">/, '<div id="root">')
          .replace(' initial-spinner--beside-screen', '');
      expect(strip(page)).toBe(strip(shell));
    },
  );
});
