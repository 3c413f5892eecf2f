/**
 * The typeface of the documents: IBM Plex Sans Arabic, from its npm package, in the files the package splits it
 * into (Arabic, Latin, extended Latin), regular and bold. Its Arabic letters are whole glyphs, one per
 * letter form, so each glyph maps back to its own letter and the text of a document can be copied and searched.
 * (Fonts that build letters from a shared skeleton and separate dots, such as the Noto Arabic families, cannot
 * be mapped back like that.) The WOFF files are used: fontkit cannot subset this family's WOFF2 files.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FontNames } from './textLayout';

const require = createRequire(import.meta.url);

const SUBSETS = { arabic: 'arabic', latin: 'latin', latinExtended: 'latin-ext' } as const;
const WEIGHTS = { regular: 400, bold: 700 } as const;

const fileOf = (subset: string, weight: number): string =>
  require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`,
  );

/** The name each font is registered under on a document. */
export const FONT_NAMES: FontNames = {
  arabic: { regular: 'arabic-regular', bold: 'arabic-bold' },
  latin: { regular: 'latin-regular', bold: 'latin-bold' },
  latinExtended: { regular: 'latin-ext-regular', bold: 'latin-ext-bold' },
};

let loaded: { name: string; bytes: Buffer }[] | undefined;

/** Every font's bytes, read once per thread. */
export const documentFonts = (): { name: string; bytes: Buffer }[] =>
  (loaded ??= (Object.keys(SUBSETS) as (keyof typeof SUBSETS)[]).flatMap((script) =>
    (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).map((weight) => ({
      name: FONT_NAMES[script][weight],
      bytes: readFileSync(fileOf(SUBSETS[script], WEIGHTS[weight])),
    })),
  ));
