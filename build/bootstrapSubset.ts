import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Root } from 'postcss';
import type { Plugin } from 'vite';
import { writeOnce } from './writeOnce.ts';

/**
 * Bootstrap's full stylesheet is 30.8 KB gz per direction; the app uses a fraction of it. At build time this
 * plugin ships a subset: every rule whose class selectors all appear somewhere in src/ (plus element, :root and
 * variable rules), for the LTR and the RTL file alike. src/i18n/direction.ts keeps importing Bootstrap's own
 * files with `?url`; the build resolves those imports to the subsets, so dev and tests use the full files.
 */

const BOOTSTRAP_FILES = {
  'bootstrap/dist/css/bootstrap.min.css': 'bootstrap.ltr.css',
  'bootstrap/dist/css/bootstrap.rtl.min.css': 'bootstrap.rtl.css',
} as const;

/**
 * Class families composed at run time or toggled by code the scan cannot see as whole words (a class built as
 * `btn-${variant}` is found as the prefix `btn-`; these cover names held in data, not in templates).
 */
export const SAFELIST_PREFIXES = [
  'text-bg-',
  'btn-',
  'badge',
  'alert',
  'modal',
  'toast',
  'spinner-',
  'visually-hidden',
  'is-invalid',
  'is-valid',
  'invalid-feedback',
  'fade',
  'show',
  'collapse',
  'collapsing',
  'active',
  'disabled',
];

const SOURCE_EXTENSIONS = /\.(tsx?|html)$/;

function listSources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) listSources(full, into);
    else if (SOURCE_EXTENSIONS.test(entry)) into.push(full);
  }
  return into;
}

export type UsedClasses = { words: Set<string>; prefixes: string[] };

/**
 * Every word of the sources counts as a possibly used class (over-keeping is harmless), and a word ending in
 * a hyphen right before `${` is a prefix of composed names.
 */
export function scanUsedClasses(files: string[]): UsedClasses {
  const words = new Set<string>();
  const prefixes = new Set<string>(SAFELIST_PREFIXES);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const word of text.match(/[A-Za-z0-9_-]+/g) ?? []) words.add(word);
    for (const match of text.matchAll(/([A-Za-z0-9_-]+-)\$\{/g)) prefixes.add(match[1] as string);
  }
  return { words, prefixes: [...prefixes] };
}

const classesOf = (selector: string): string[] =>
  [...selector.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)].map((match) =>
    (match[1] as string).replace(/\\/g, ''),
  );

const isUsed = (used: UsedClasses, name: string): boolean =>
  used.words.has(name) || used.prefixes.some((prefix) => name.startsWith(prefix));

/** The app has no dark theme: Bootstrap's dark variables and rules are dropped unless src/ mentions them. */
const DARK_THEME = /\[data-bs-theme=["']?dark["']?\]/;

export function subsetCss(css: string, used: UsedClasses): string {
  const root: Root = postcss.parse(css);
  const keepDark = used.words.has('data-bs-theme');
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter(
      (selector) =>
        (keepDark || !DARK_THEME.test(selector)) && classesOf(selector).every((name) => isUsed(used, name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  const removeEmptyAtRules = () => {
    let removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
    return removed;
  };
  while (removeEmptyAtRules());
  const declarations: string[] = [];
  root.walkDecls((decl) => {
    if (!(decl.parent?.parent?.type === 'atrule' && /keyframes$/i.test((decl.parent.parent as AtRule).name)))
      declarations.push(decl.value);
  });
  const allValues = declarations.join(' ');
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!allValues.includes(atRule.params.trim())) atRule.remove();
  });
  return root.toString();
}

export type SubsetResult = Record<keyof typeof BOOTSTRAP_FILES, string>;

export function buildBootstrapSubsets(rootDir: string, cacheDir: string): SubsetResult {
  const used = scanUsedClasses([...listSources(path.join(rootDir, 'src')), path.join(rootDir, 'index.html')]);
  const result = {} as SubsetResult;
  for (const [source, fileName] of Object.entries(BOOTSTRAP_FILES) as [keyof SubsetResult, string][]) {
    const css = readFileSync(path.join(rootDir, 'node_modules', source), 'utf8');
    result[source] = writeOnce(cacheDir, fileName, subsetCss(css, used));
  }
  return result;
}

export function bootstrapSubset(): Plugin {
  let subsets: SubsetResult | undefined;
  return {
    name: 'souq:bootstrap-subset',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      subsets = buildBootstrapSubsets(config.root, path.join(config.cacheDir, 'bootstrap-subset'));
    },
    resolveId(source) {
      const [bare, query] = source.split('?');
      const subset = subsets?.[bare as keyof SubsetResult];
      return subset ? `${subset}${query ? `?${query}` : ''}` : null;
    },
  };
}
