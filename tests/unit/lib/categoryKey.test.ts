import { describe, expect, it } from 'vitest';
import {
  categoryKey,
  dedupeHeaders,
  hasCategoryKey,
  NEW_HEADER_FIELDS,
  withCategoryKey,
} from '../../../src/lib/categoryKey';

describe('categoryKey', () => {
  it.each([
    ['spaces become underscores and letters lower case', 'Battery Type', 'battery_type'],
    ['non-alphanumerics are removed', 'Size (cm) & Weight!', 'size_cm__weight'],
    ['runs of white space become one underscore, ends trimmed', '  Warranty   months ', 'warranty_months'],
    ['digits are kept', 'USB 3.0 ports', 'usb_30_ports'],
    ['Arabic letters are dropped', 'اللون Colour', '_colour'],
    ['a name without Latin letters or digits gives an empty key', 'اللون', ''],
    ['an empty name gives an empty key', '', ''],
  ])('%s', (_label, name, key) => {
    expect(categoryKey(name)).toBe(key);
  });
});

describe('dedupeHeaders', () => {
  const field = (key: string, en = key) => ({ key, en });

  it('drops fields with an empty key', () => {
    expect(dedupeHeaders([field('colour'), field(''), field('size')])).toEqual([
      field('colour'),
      field('size'),
    ]);
  });

  it('keeps the first of fields sharing a key, in order', () => {
    expect(dedupeHeaders([field('colour', 'Colour'), field('size'), field('colour', 'colour ')])).toEqual([
      field('colour', 'Colour'),
      field('size'),
    ]);
  });

  it('returns an empty list for an empty list', () => {
    expect(dedupeHeaders([])).toEqual([]);
  });
});

describe('hasCategoryKey', () => {
  it('is true only for a name with a Latin letter or a digit', () => {
    expect(hasCategoryKey('Colour')).toBe(true);
    expect(hasCategoryKey('3')).toBe(true);
    expect(hasCategoryKey('اللون')).toBe(false);
    expect(hasCategoryKey('  ')).toBe(false);
  });
});

describe('withCategoryKey', () => {
  it('trims both labels, derives the key from the English one and keeps the flags', () => {
    expect(withCategoryKey({ ...NEW_HEADER_FIELDS, en: ' Battery Type ', ar: ' نوع البطارية ' })).toEqual({
      ...NEW_HEADER_FIELDS,
      en: 'Battery Type',
      ar: 'نوع البطارية',
      key: 'battery_type',
    });
  });
});
