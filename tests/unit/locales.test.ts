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

/**
 * Counted texts have one key per plural form of the language (i18next `key_one`, `key_few`…): Arabic has six,
 * English two, so the two catalogues are compared by text, each text being a key or a family of plural forms.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const texts = (flat: Record<string, string>) => {
  const byText = new Map<string, { forms: string[]; values: string[] }>();
  for (const [key, value] of Object.entries(flat)) {
    const text = key.replace(PLURAL, '');
    const entry = byText.get(text) ?? { forms: [], values: [] };
    entry.forms.push(PLURAL.exec(key)?.[1] ?? '');
    entry.values.push(value);
    byText.set(text, entry);
  }
  return byText;
};
const arTexts = texts(arFlat);
const enTexts = texts(enFlat);
/** The forms Intl names for each language; `zero` may be given in any language (i18next uses it for 0). */
const formsOf = (language: string) => [
  ...new Set(['zero', ...new Intl.PluralRules(language).resolvedOptions().pluralCategories]),
];

/**
 * Placeholders whose name denotes a number: a text where one of them is followed by a counted word must be a
 * plural family (the form of the word depends on the number), never a single key.
 */
const NUMBER_PLACEHOLDERS = ['n', 'count', 'max', 'min', 'seconds', 'days', 'mb', 'total', 'pages'];
/** English words that are counted, so take `_one`/`_other` after a number placeholder. */
const ENGLISH_COUNTED_NOUNS = [
  'row',
  'rows',
  'character',
  'characters',
  'second',
  'seconds',
  'day',
  'days',
  'image',
  'images',
  'star',
  'stars',
  'field',
  'fields',
  'product',
  'products',
];
// A number placeholder, then spaces (and the invisible direction marks a mixed sentence may hold).
const numberPlaceholder = `\\{\\{\\s*(?:${NUMBER_PLACEHOLDERS.join('|')})\\s*\\}\\}[\\s\\u061C\\u200E\\u200F]*`;
// An Arabic letter (U+0600–U+06FF), not the Arabic comma or digits that may follow a number on its own.
const COUNTED_ARABIC = new RegExp(`${numberPlaceholder}(?=[\\u0600-\\u06FF])\\p{L}`, 'u');
const COUNTED_ENGLISH = new RegExp(`${numberPlaceholder}(?:${ENGLISH_COUNTED_NOUNS.join('|')})\\b`, 'i');
const countedSingleKeys = (flat: Record<string, string>, counted: RegExp) =>
  Object.entries(flat)
    .filter(([key, text]) => !PLURAL.test(key) && counted.test(text))
    .map(([key]) => key);

/** Texts kept as they are on purpose: fixed messages (docs/screens.md), and the toggle naming the other language. */
// Example data, not words: the template's example SKU and image link read the same in both languages.
const SAME_IN_BOTH = new Set([
  'common.currency',
  'layout.language',
  'products.template.example.sku',
  'products.template.example.image',
  // A tab's count in brackets: an arrangement, no words.
  'table.filterCount',
  // A file's name, read by programs as much as by people.
  'payouts.transfer.fileName',
  // The dash of a figure that has no value (no shipment to be on time): a sign, no words.
  'insight.none',
]);

describe('locale catalogues', () => {
  it('hold the same texts in Arabic and English', () => {
    expect([...arTexts.keys()].sort()).toEqual([...enTexts.keys()].sort());
  });

  it('give every counted text all the plural forms of its language', () => {
    for (const [catalogue, language] of [
      [arTexts, 'ar'],
      [enTexts, 'en'],
    ] as const) {
      const required = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [text, { forms }] of catalogue) {
        if (forms.every((form) => form === '')) continue;
        expect(forms, `${language}: ${text}`).not.toContain('');
        for (const form of required) expect(forms, `${language}: ${text}`).toContain(form);
        for (const form of forms) expect(formsOf(language), `${language}: ${text}`).toContain(form);
      }
    }
  });

  it('a number followed by a counted word is a plural family', () => {
    const offenders = {
      ar: countedSingleKeys(arFlat, COUNTED_ARABIC),
      en: countedSingleKeys(enFlat, COUNTED_ENGLISH),
    };
    expect(offenders, 'counted texts without plural forms').toEqual({ ar: [], en: [] });
  });

  it('use the same interpolation placeholders in both languages', () => {
    const used = (values: string[]) => [...new Set(values.flatMap(placeholders))].sort();
    for (const [text, { values }] of enTexts) {
      expect(used(arTexts.get(text)?.values ?? []), text).toEqual(used(values));
    }
  });

  it('write numbers in one digit style: Western digits in Arabic as in English', () => {
    const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/;
    expect(Object.entries(arFlat).filter(([, text]) => easternDigits.test(text))).toEqual([]);
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
