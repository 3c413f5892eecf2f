import { describe, expect, it } from 'vitest';
import { hasLatinLetter, transliterateArabic } from '../../../src/lib/transliterate';

describe('transliterateArabic', () => {
  it.each([
    ['one letter per letter', 'لون', 'lwn'],
    ['the article and a taa marbuta', 'القوة', 'alqwa'],
    ['two-letter spellings', 'شاشة خشب ذهب غطاء ثوب', 'shasha khshb dhhb ghta thwb'],
    ['every alif and hamza form', 'أإآا ء', 'aaaa '],
    ['alif maqsura and yaa', 'مستوى يدوي', 'mstwy ydwy'],
    ['short vowels, shadda and tatweel add nothing', 'مُقَّـاس', 'mqas'],
    ['the lam-alef ligature', 'ﻻ', 'la'],
    ['Arabic-Indic and Persian digits become ASCII', 'سعة ٣٢ جيجا ۱۶', 'saa 32 jyja 16'],
    ['Latin letters and punctuation are kept', 'Power (وات)', 'Power (wat)'],
    ['an empty text', '', ''],
  ])('%s', (_case, arabic, latin) => {
    expect(transliterateArabic(arabic)).toBe(latin);
  });
});

describe('hasLatinLetter', () => {
  it.each([
    ['Colour', true],
    ['مقاس M', true],
    ['اللون', false],
    ['123', false],
    ['(!)', false],
  ])('%s → %s', (text, expected) => {
    expect(hasLatinLetter(text)).toBe(expected);
  });
});
