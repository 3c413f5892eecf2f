import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The size budgets (docs/performance.md), in bytes of gzip -9 output. */
export const SIZE_BUDGETS = {
  loginJs: 175 * 1024,
  entryChunk: 130 * 1024,
  routeChunk: 30 * 1024,
  initialCss: 25 * 1024,
} as const;

/** Libraries that may only ever arrive in an on-demand chunk (a template download, a spreadsheet check). */
export const ON_DEMAND_ONLY =
  /node_modules\/(xlsx|read-excel-file|exceljs|chart\.js|react-chartjs-2|recharts|d3-[a-z-]+|echarts|apexcharts|victory[a-z-]*)\//;

/** Where the build writes which modules went into which chunk (rolldown knows, Vite's manifest does not). */
export const CHUNK_MAP_FILE = '.vite/chunks.json';

type ChunkInfo = {
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  css: string[];
};

export function chunkMap(): Plugin {
  return {
    name: 'souq:chunk-map',
    apply: 'build',
    generateBundle(outputOptions, bundle) {
      const chunks: Record<string, ChunkInfo> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ?? null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          moduleIds: output.moduleIds,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        };
      }
      const file = path.join(outputOptions.dir ?? 'dist', CHUNK_MAP_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}

export const gzipSize = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;

export type SizeRow = { name: string; file: string; bytes: number; gzip: number };

export type BundleReport = {
  entry: SizeRow;
  /** The entry and every chunk it imports statically: what the browser must run to paint /login. */
  loginJs: { gzip: number; files: SizeRow[] };
  /** Each page's own chunk, the size of what else it imports statically, and every module the page needs to run. */
  routes: (SizeRow & { route: string; sharedGzip: number; modules: string[] })[];
  onDemand: SizeRow[];
  /** The app's own CSS plus Bootstrap for one direction, per direction. */
  initialCss: { ltr: number; rtl: number; files: SizeRow[] };
  misplaced: { file: string; modules: string[] }[];
  violations: string[];
};

const relative = (id: string | null): string =>
  id ? path.relative(process.cwd(), id.replace(/\?.*$/, '')).replace(/\\/g, '/') : '';

export function analyseBuild(outDir: string): BundleReport {
  const chunks = JSON.parse(readFileSync(path.join(outDir, CHUNK_MAP_FILE), 'utf8')) as Record<
    string,
    ChunkInfo
  >;
  const sizeOf = (file: string, name = file): SizeRow => {
    const content = readFileSync(path.join(outDir, file));
    return { name, file, bytes: content.length, gzip: gzipSize(content) };
  };
  const entryFile = Object.keys(chunks).find((file) => chunks[file]?.isEntry);
  if (!entryFile) throw new Error(`no entry chunk in ${outDir}`);

  const staticGraph = (start: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const next of chunks[start]?.imports ?? []) staticGraph(next, seen);
    return seen;
  };
  const initial = staticGraph(entryFile);
  const loginFiles = [...initial].map((file) => sizeOf(file));
  const entry = sizeOf(entryFile, 'entry');

  // A route's own chunk: a lazily loaded page or layout (src/lib/routing.ts lazyPage).
  const isPage = (info: ChunkInfo) => /\/src\/.+(Page|Layout)\.tsx$/.test(info.facadeModuleId ?? '');
  const routes = Object.entries(chunks)
    .filter(([, info]) => info.isDynamicEntry && isPage(info))
    .map(([file, info]) => {
      const graph = [...staticGraph(file)];
      const shared = graph.filter((other) => other !== file && !initial.has(other));
      return {
        ...sizeOf(file, path.basename(info.facadeModuleId ?? file, '.tsx')),
        route: relative(info.facadeModuleId),
        sharedGzip: shared.reduce((sum, other) => sum + sizeOf(other).gzip, 0),
        modules: graph.flatMap((other) => (chunks[other]?.moduleIds ?? []).map(relative)),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const onDemand = Object.entries(chunks)
    .filter(([file, info]) => info.isDynamicEntry && !isPage(info) && !initial.has(file))
    .map(([file, info]) => sizeOf(file, relative(info.facadeModuleId) || file));

  // The entry graph and every page (with what it imports statically) must stay free of on-demand libraries.
  const guarded = new Set<string>(initial);
  for (const [file, info] of Object.entries(chunks)) {
    if (info.isDynamicEntry && isPage(info)) for (const other of staticGraph(file)) guarded.add(other);
  }
  const misplaced = [...guarded]
    .map((file) => ({
      file,
      modules: [
        ...new Set((chunks[file]?.moduleIds ?? []).filter((id) => ON_DEMAND_ONLY.test(id)).map(relative)),
      ],
    }))
    .filter((entryRow) => entryRow.modules.length > 0);

  const appCss = [...new Set([...initial].flatMap((file) => chunks[file]?.css ?? []))].map((file) =>
    sizeOf(file),
  );
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const assets = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const bootstrapFile = (dir: 'ltr' | 'rtl') => {
    const key = Object.keys(assets).find((name) => name.endsWith(`bootstrap.${dir}.css`));
    if (!key) throw new Error(`no Bootstrap ${dir} stylesheet in the manifest`);
    return sizeOf(assets[key]?.file as string, `bootstrap.${dir}`);
  };
  const ltr = bootstrapFile('ltr');
  const rtl = bootstrapFile('rtl');
  if (!html.includes(rtl.file)) throw new Error('index.html does not link the RTL stylesheet');
  const appCssGzip = appCss.reduce((sum, row) => sum + row.gzip, 0);
  const initialCss = { ltr: appCssGzip + ltr.gzip, rtl: appCssGzip + rtl.gzip, files: [...appCss, ltr, rtl] };

  const loginJs = { gzip: loginFiles.reduce((sum, row) => sum + row.gzip, 0), files: loginFiles };
  const violations: string[] = [];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  if (loginJs.gzip > SIZE_BUDGETS.loginJs)
    violations.push(`JS to paint /login is ${kb(loginJs.gzip)} gz (budget ${kb(SIZE_BUDGETS.loginJs)})`);
  if (entry.gzip > SIZE_BUDGETS.entryChunk)
    violations.push(`entry chunk is ${kb(entry.gzip)} gz (budget ${kb(SIZE_BUDGETS.entryChunk)})`);
  for (const route of routes) {
    if (route.gzip > SIZE_BUDGETS.routeChunk)
      violations.push(
        `route chunk ${route.name} is ${kb(route.gzip)} gz (budget ${kb(SIZE_BUDGETS.routeChunk)})`,
      );
  }
  for (const dir of ['ltr', 'rtl'] as const) {
    if (initialCss[dir] > SIZE_BUDGETS.initialCss)
      violations.push(
        `initial CSS (${dir}) is ${kb(initialCss[dir])} gz (budget ${kb(SIZE_BUDGETS.initialCss)})`,
      );
  }
  for (const row of misplaced)
    violations.push(`${row.file} (entry or route chunk) contains ${row.modules.join(', ')}`);
  return { entry, loginJs, routes, onDemand, initialCss, misplaced, violations };
}
