import { describe, expect, it } from 'vitest';
import { arabicCount, CHARACTERS, PRODUCTS } from '../../../src/lib/arabicCount';

describe('arabicCount', () => {
  it.each([
    [1, 'منتج واحد'],
    [2, 'منتجين'],
    [3, '3 منتجات'],
    [10, '10 منتجات'],
    [11, '11 منتجًا'],
    [99, '99 منتجًا'],
    [100, '100 منتج'],
    [0, '0 منتج'],
    [103, '103 منتجات'],
  ])('says %i products in the form Arabic asks for', (count, text) => {
    expect(arabicCount(count, PRODUCTS)).toBe(text);
  });

  it('says limits in characters the same way', () => {
    expect(arabicCount(300, CHARACTERS)).toBe('300 حرف');
    expect(arabicCount(40, CHARACTERS)).toBe('40 حرفًا');
    expect(arabicCount(2, CHARACTERS)).toBe('حرفين');
  });
});
