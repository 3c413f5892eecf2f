import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_SECTIONS } from '../src/i18n/firstScreen.ts';
import { writeOnce } from './writeOnce.ts';

type Catalogue = Record<string, unknown>;

/** The sections of a catalogue the first screens use, in the catalogue's own order. */
export function firstScreenPart(catalogue: Catalogue): Catalogue {
  const wanted = new Set<string>(FIRST_SCREEN_SECTIONS);
  return Object.fromEntries(Object.entries(catalogue).filter(([section]) => wanted.has(section)));
}

/** `…/locales/ar.json?url&first-screen`, as src/i18n/catalogues.ts imports a first-screen part. */
const FIRST_SCREEN_IMPORT = /(?:^|\/)locales\/([a-z]+)\.json\?url&first-screen$/;

/**
 * The build ships each language's first-screen sections (src/i18n/firstScreen.ts) as a catalogue file of its
 * own, so /login waits for about 3 KB of catalogue instead of 17 KB (docs/performance.md). src/i18n/catalogues.ts imports
 * it as `locales/<language>.json?url&first-screen`, which resolves to the whole file in development and tests.
 */
export function catalogueParts(): Plugin {
  let root = '';
  let cacheDir = '';
  return {
    name: 'souq:catalogue-parts',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      cacheDir = path.join(config.cacheDir, 'catalogue-parts');
    },
    resolveId(source) {
      const language = FIRST_SCREEN_IMPORT.exec(source)?.[1];
      if (!language) return null;
      const whole = path.join(root, 'locales', `${language}.json`);
      this.addWatchFile(whole);
      const catalogue = JSON.parse(readFileSync(whole, 'utf8')) as Catalogue;
      return `${writeOnce(cacheDir, `${language}.first-screen.json`, JSON.stringify(firstScreenPart(catalogue)))}?url`;
    },
  };
}
