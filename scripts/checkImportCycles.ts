/**
 * Refuses import cycles across src/ and server/ (part of `npm run lint`): a cycle means two modules each need
 * the other, so neither sits in a layer. Type-only imports count too: a type belongs to the module that owns
 * what it describes, and a type imported in a circle is two modules that cannot be understood apart. `import()`
 * calls do not count: they load a module later (the lazy pages).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'server'].map((folder) => path.join(ROOT, folder));
const EXTENSIONS = ['.ts', '.tsx'];

export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

const isFile = (candidate: string) => {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
};

/** The file a relative specifier names: with its extension, or a folder's index. */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(isFile) ?? null;
}

// `import x from '…'`, `import type x from '…'`, `import '…'`, `export … from '…'`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

/** The modules each file loads at once. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(STATIC_IMPORT)]
        .map((match) => resolve(file, match[1]!))
        .filter((target): target is string => target !== null);
      return [file, targets];
    }),
  );
}

/** Every cycle found by a depth-first walk, each as the list of files around it. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] === import.meta.filename) {
  const cycles = findCycles(importGraph(SOURCES.flatMap(sourceFiles)));
  for (const cycle of cycles) {
    console.error(`Import cycle: ${cycle.map((file) => path.relative(ROOT, file)).join(' → ')}`);
  }
  if (cycles.length > 0) process.exit(1);
  console.log(`No import cycles in src/ or server/.`);
}
