import { describe, expect, it } from 'vitest';
import {
  parseTypedNumber,
  readCellNumber,
  writesDecimalComma,
} from '../../../../src/lib/spreadsheet/numbers';

describe('parseTypedNumber', () => {
  it.each([
    ['12,50', 12.5, 1],
    ['2,5', 2.5, 1],
    ['1.234,50', 1234.5, 1],
    ['1,234.50', 1234.5, 1],
    ['1,250', 1250, 0],
    ['0,250', 0.25, 2],
    ['1 234,50', 1234.5, 1],
    ['12\u00a0500', 12500, 0],
    ['1\u202f234', 1234, 0],
    ['1.234.567', 1234567, 0],
    ['١٢٫٥٠', 12.5, 1],
    ['١٬٢٣٤٫٥', 1234.5, 1],
    ['۱۲۳', 123, 0],
    ['\u200f١٢\u200e', 12, 0],
    ['19.999', 19.999, 3],
    ['+3', 3, 0],
    ['-4', -4, 0],
    ['\u22124', -4, 0],
    ["'15", 15, 0],
    ['12,55', 12.55, 2],
  ])('reads %j as %d with %d significant decimals', (text, value, decimals) => {
    expect(parseTypedNumber(text)).toEqual({ ok: true, value, decimals });
  });

  it.each([
    '12.50 LE',
    'EGP 12.50',
    'LE12.50',
    '12.50 L.E.',
    '١٢٫٥٠ ج.م',
    '12.5 جنيه',
    'جنيه 12.5',
    '12.50ج.م.',
    '12.5 جنيها',
  ])('accepts the currency word in %j only where money is typed', (text) => {
    expect(parseTypedNumber(text, { currency: true })).toMatchObject({ ok: true, value: 12.5 });
    expect(parseTypedNumber(text)).toEqual({ ok: false, problem: 'currencyNotAllowed' });
  });

  it.each([
    ['1,23,456', 'ambiguousNumber'],
    ['1.234.5', 'ambiguousNumber'],
    ['1,234,5', 'ambiguousNumber'],
    ['1.234,5.6', 'ambiguousNumber'],
    ['1e12', 'notANumber'],
    ['(5)', 'notANumber'],
    ['4-', 'notANumber'],
    ['abc', 'notANumber'],
    ['', 'notANumber'],
    ['12 apples', 'notANumber'],
    ['$12', 'notANumber'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseTypedNumber(text, { currency: true })).toEqual({ ok: false, problem });
  });

  it('refuses "1,250" as ambiguous when the file writes decimals with a comma elsewhere', () => {
    expect(parseTypedNumber('1,250', { decimalComma: true })).toEqual({
      ok: false,
      problem: 'ambiguousNumber',
    });
    expect(parseTypedNumber('12,50', { decimalComma: true })).toMatchObject({ ok: true, value: 12.5 });
  });

  it('tells a decimal comma from a thousands separator', () => {
    expect(['12,50', '2,5', '1.234,50', '1 234,5'].map(writesDecimalComma)).toEqual([true, true, true, true]);
    expect(['1,250', '1,234,567', '12.50', '12'].map(writesDecimalComma)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('readCellNumber', () => {
  it('reads numbers as spreadsheet programs show them (15 significant digits)', () => {
    expect(readCellNumber(19.989999999999998)).toEqual({ ok: true, value: 19.99, decimals: 2 });
    expect(readCellNumber(0.1 + 0.2)).toEqual({ ok: true, value: 0.3, decimals: 1 });
    expect(readCellNumber(1e12)).toEqual({ ok: true, value: 1e12, decimals: 0 });
    expect(readCellNumber(1e-7)).toMatchObject({ ok: true, decimals: 7 });
    expect(readCellNumber(Number.NaN)).toEqual({ ok: false, problem: 'notANumber' });
  });
});
