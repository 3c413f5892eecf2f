import { describe, expect, it } from 'vitest';
import { normalizeForSearch, productSearchText } from '../../../src/lib/arabicSearch';

describe('normalizeForSearch', () => {
  it.each([
    ['lower-cases Latin text', 'Power BANK', 'power bank'],
    ['removes tatweel', 'عـــسل', 'عسل'],
    ['removes diacritics and the dagger alef', 'مُنْتَجٌ رحمٰن', 'منتج رحمن'],
    ['maps hamza and madda alef forms to bare alef', 'أرز إيزيس آمن ٱلله', 'ارز ايزيس امن الله'],
    ['maps alef maksura to yeh', 'مستشفى', 'مستشفي'],
    ['maps teh marbuta to heh', 'طحينة', 'طحينه'],
    ['maps Arabic-Indic digits to ASCII', 'عبوة ١٢ قطعة', 'عبوه 12 قطعه'],
    ['maps Persian digits to ASCII', '۵۰۰', '500'],
    ['collapses and trims white space', '  تمر   سيوي ', 'تمر سيوي'],
  ])('%s', (_label, input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('makes a search typed without hamza or teh marbuta match the stored name', () => {
    const stored = productSearchText('Al Doha Egyptian Rice 1 kg', 'أرز مصري الضحى 1 كجم');
    expect(stored).toContain(normalizeForSearch('ارز مصري'));
    expect(stored).toContain(normalizeForSearch('EGYPTIAN rice'));
  });
});
