import { describe, expect, it } from 'vitest';
import {
  automaticKey,
  categoryKey,
  CATEGORY_TEXT_LIMIT,
  hasCategoryKey,
  headerKey,
  keyProblems,
  NEW_HEADER_FIELDS,
  normaliseKey,
  withHeaderKey,
} from '../../../src/lib/categoryKey';

describe('categoryKey (a category code, fixed once created)', () => {
  it.each([
    ['spaces become underscores and letters lower case', 'Battery Type', 'battery_type'],
    ['non-alphanumerics are removed', 'Size (cm) & Weight!', 'size_cm__weight'],
    ['runs of white space become one underscore, ends trimmed', '  Warranty   months ', 'warranty_months'],
    ['digits are kept', 'USB 3.0 ports', 'usb_30_ports'],
    ['Arabic letters are dropped', 'اللون Colour', '_colour'],
    ['a name without Latin letters or digits gives an empty code', 'اللون', ''],
    ['an empty name gives an empty code', '', ''],
  ])('%s', (_label, name, key) => {
    expect(categoryKey(name)).toBe(key);
  });

  it('hasCategoryKey is true only for a name with a Latin letter or a digit', () => {
    expect(hasCategoryKey('Colour')).toBe(true);
    expect(hasCategoryKey('3')).toBe(true);
    expect(hasCategoryKey('اللون')).toBe(false);
    expect(hasCategoryKey('  ')).toBe(false);
  });
});

describe('automaticKey (a field typed without a key)', () => {
  it.each([
    ['an English label', 'Battery Type', 'نوع البطارية', 'battery_type'],
    ['punctuation goes, underscores are not doubled', 'Size (cm) & Weight!', 'المقاس', 'size_cm_weight'],
    ['a unit in brackets and without meet', 'Power (W)', 'القدرة', 'power_w'],
    ['digits are kept', 'USB 3.0 ports', 'منافذ', 'usb_30_ports'],
    ['a mixed English label keeps its Arabic, transliterated', 'مقاس Size', 'المقاس', 'mqas_size'],
    ['Arabic typed as the English label: from the Arabic label', 'اللون', 'اللون', 'allwn'],
    ['an empty English label: from the Arabic label', '', 'نوع القماش', 'nwa_alqmash'],
    ['digits only in English: from the Arabic label', '220', 'الجهد', 'aljhd'],
    ['digits only in both', '٢٢٠', '', '220'],
    ['Arabic-Indic digits in the Arabic label', '', 'سعة ١٢٨', 'saa_128'],
    ['punctuation only', '(!)', '؟!', ''],
    ['nothing at all', '  ', '', ''],
  ])('%s', (_case, en, ar, key) => {
    expect(automaticKey({ en, ar })).toBe(key);
  });

  it('is never longer than the limit, even when transliteration lengthens the text', () => {
    const key = automaticKey({ en: '', ar: 'ش'.repeat(CATEGORY_TEXT_LIMIT) });
    expect(key).toHaveLength(CATEGORY_TEXT_LIMIT);
  });
});

describe('headerKey and normaliseKey (a key typed by the admin)', () => {
  it.each([
    ['a typed key wins over the labels', { en: 'Colour', ar: 'اللون', key: 'shade' }, 'shade'],
    ['a typed key is made safe', { en: 'Colour', ar: 'اللون', key: ' Shade Code! ' }, 'shade_code'],
    ['an Arabic typed key is transliterated', { en: '', ar: '', key: 'درجة' }, 'drja'],
    ['a blank key stands for the automatic one', { en: 'Colour', ar: 'اللون', key: '  ' }, 'colour'],
    ['no key at all is the automatic one', { en: 'Colour', ar: 'اللون' }, 'colour'],
    ['a typed key of punctuation only gives no key', { en: 'Colour', ar: 'اللون', key: '!!' }, ''],
  ])('%s', (_case, header, key) => {
    expect(headerKey(header)).toBe(key);
  });

  it.each(['size_cm__weight', '_colour', 'usb_30_ports', 'battery_type', 'sku'])(
    'keeps a stored key %s exactly as it is',
    (stored) => {
      expect(normaliseKey(stored)).toBe(stored);
      expect(headerKey({ en: 'Anything else', ar: 'أي شيء', key: stored })).toBe(stored);
    },
  );
});

describe('keyProblems', () => {
  const field = (en: string, ar = '', key = '') => ({ en, ar, key });

  it('marks a later field whose key an earlier one has, naming the earlier one', () => {
    expect(keyProblems([field('Power (W)'), field('Colour'), field('Power W')])).toEqual([
      null,
      null,
      { problem: 'taken', key: 'power_w', by: 0 },
    ]);
  });

  it('compares the keys fields get, typed or made from the labels', () => {
    expect(keyProblems([field('', 'اللون'), field('Shade', '', 'allwn'), field('Colour')])).toEqual([
      null,
      { problem: 'taken', key: 'allwn', by: 0 },
      null,
    ]);
  });

  it('marks a field that has no key', () => {
    expect(keyProblems([field(''), field('(!)', '؟')])).toEqual([{ problem: 'empty' }, { problem: 'empty' }]);
  });

  it('finds nothing wrong in an empty list or in distinct keys', () => {
    expect(keyProblems([])).toEqual([]);
    expect(keyProblems([field('Colour'), field('', 'المقاس')])).toEqual([null, null]);
  });
});

describe('withHeaderKey', () => {
  it('trims both labels, gives the key and keeps the flags', () => {
    expect(withHeaderKey({ ...NEW_HEADER_FIELDS, en: ' Battery Type ', ar: ' نوع البطارية ' })).toEqual({
      ...NEW_HEADER_FIELDS,
      en: 'Battery Type',
      ar: 'نوع البطارية',
      key: 'battery_type',
    });
  });

  it('makes the key of an Arabic-only field from its Arabic label', () => {
    expect(withHeaderKey({ ...NEW_HEADER_FIELDS, en: 'الخامة', ar: 'الخامة' }).key).toBe('alkhama');
  });
});
