/** What a number cell shows through its format, and Excel's _xHHHH_ escapes, as the programs write them. */
import { describe, expect, it } from 'vitest';
import { numberFormatCode, showNumber } from '../../../../src/lib/spreadsheet/numberFormats';
import { decodeExcelEscapes } from '../../../../src/lib/spreadsheet/xlsx';

describe('number formats', () => {
  it.each([
    [123, '00000', '00123'],
    [6223001234567, '0', '6223001234567'],
    [123456, '000-000', '123-456'],
    [45, '"SKU-"0000', 'SKU-0045'],
    [45, '\\S0000', 'S0045'],
    [1234.5, '#,##0.00', '1,234.50'],
    [1234.5, '#,##0.00 [$EGP]', '1,234.50 EGP'],
    [3, '0 "days"', '3 days'],
    [-7, '0;(0)', '(7)'],
    [-7, '00', '-07'],
    [1234567, '#,##0', '1,234,567'],
    [12, '[Red]0000', '0012'],
  ])('shows %s under %s as %s', (value, code, text) => {
    expect(showNumber(value, code)).toEqual({ text, percent: false });
  });

  it('marks percentages, shown multiplied by 100', () => {
    expect(showNumber(0.5, '0%')).toEqual({ text: '50%', percent: true });
    expect(showNumber(0.125, '0.00%')).toEqual({ text: '12.50%', percent: true });
  });

  it('leaves scientific, fraction and text formats to the plain number', () => {
    expect(showNumber(1e16, '0.00E+00')).toBeNull();
    expect(showNumber(0.5, '# ?/?')).toBeNull();
    expect(showNumber(5, '@')).toBeNull();
  });

  it('knows the built-in formats by id, General as none', () => {
    expect(numberFormatCode(0, undefined)).toBeNull();
    expect(numberFormatCode(9, undefined)).toBe('0%');
    expect(numberFormatCode(49, undefined)).toBe('@');
    expect(numberFormatCode(164, 'General')).toBeNull();
    expect(numberFormatCode(164, '00000')).toBe('00000');
  });
});

describe("Excel's escapes", () => {
  it('decodes _xHHHH_ left to right, an escaped underscore keeping the text after it', () => {
    expect(decodeExcelEscapes('Line one_x000D_\nLine two')).toBe('Line one\r\nLine two');
    expect(decodeExcelEscapes('a_x0009_b')).toBe('a\tb');
    expect(decodeExcelEscapes('Cable_x005F_x000D_Pro')).toBe('Cable_x000D_Pro');
    expect(decodeExcelEscapes('_x005f_')).toBe('_');
    expect(decodeExcelEscapes('no_escape_x12_')).toBe('no_escape_x12_');
  });
});
