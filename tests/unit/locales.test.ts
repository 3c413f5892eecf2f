import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});

const arFlat = flatten(ar as Tree);
const enFlat = flatten(en as Tree);
const placeholders = (text: string) =>
  (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

/** Texts kept as they are on purpose: SPEC.md constants, and the toggle naming the other language. */
const SAME_IN_BOTH = new Set(['app.logoAlt', 'common.currency', 'layout.language']);

describe('locale catalogues', () => {
  it('hold the same keys in Arabic and English', () => {
    expect(Object.keys(arFlat).sort()).toEqual(Object.keys(enFlat).sort());
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const key of Object.keys(enFlat)) {
      expect(placeholders(arFlat[key] ?? ''), key).toEqual(placeholders(enFlat[key] ?? ''));
    }
  });

  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(arFlat), ...Object.entries(enFlat)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('translate every Arabic text (Arabic script, unless it is a constant kept as is)', () => {
    const untranslated = Object.entries(arFlat).filter(
      ([key, text]) => !SAME_IN_BOTH.has(key) && !/[\u0600-\u06FF]/.test(text),
    );
    expect(untranslated).toEqual([]);
  });
});
