import { describe, expect, it } from 'vitest';
import { categoryKey, dedupeHeaders } from '../../../src/lib/categoryKey';

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
