import { describe, expect, it } from 'vitest';
import { toAsciiDigits, toAsciiNumber } from '../../../src/lib/digits';

describe('toAsciiDigits', () => {
  it.each([
    ['Arabic-Indic digits', '٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['extended (Persian) digits', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['a phone typed on an Arabic keyboard', '٠١٠٠٠٠٠٠٠٠٢', '01000000002'],
    ['mixed keyboards in one value', '01٠۰2', '01002'],
    ['letters and marks around digits', 'EG-٢٠٢٦/١٢', 'EG-2026/12'],
    ['text without digits', 'شارع النيل', 'شارع النيل'],
  ])('turns %s into ASCII', (_what, typed, stored) => {
    expect(toAsciiDigits(typed)).toBe(stored);
  });

  it('leaves the Arabic decimal separator to toAsciiNumber', () => {
    expect(toAsciiDigits('١٢٫٥')).toBe('12٫5');
    expect(toAsciiNumber('١٢٫٥')).toBe('12.5');
  });
});
