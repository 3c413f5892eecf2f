import { describe, expect, it } from 'vitest';
import { runsOf } from '../../../../../server/orderDocuments/pdf/textLayout';

const runs = (text: string, paragraph: 'rtl' | 'ltr') =>
  runsOf(text, paragraph).map(({ direction, text: run }) => `${direction}:${run}`);

describe('the runs of a PDF line', () => {
  it('keeps a reference, a number or an amount left to right inside an Arabic line', () => {
    expect(runs('رقم الطلب ORD-2026-0001', 'rtl')).toEqual(['rtl:رقم الطلب ', 'ltr:ORD-2026-0001']);
    expect(runs('12 مارس 2026', 'rtl')).toEqual(['ltr:12', 'rtl: مارس ', 'ltr:2026']);
    expect(runs('مصباح مكتب LED قدرة 10 واط', 'rtl')).toEqual([
      'rtl:مصباح مكتب ',
      'ltr:LED',
      'rtl: قدرة ',
      'ltr:10',
      'rtl: واط',
    ]);
  });

  it('keeps an Arabic name right to left inside an English line, brackets with it', () => {
    expect(runs('Buyer: محمد علي (مكتب الجيزة)', 'ltr')).toEqual([
      'ltr:Buyer: ',
      'rtl:محمد علي (مكتب الجيزة)',
    ]);
    expect(runs('شارع التحرير, Building 12', 'ltr')).toEqual(['rtl:شارع التحرير', 'ltr:, Building 12']);
  });

  it('leaves out the marks that only steer a browser’s direction', () => {
    expect(runs('\u2068ORD-7\u2069 \u200fمرجع', 'rtl')).toEqual(['ltr:ORD-7', 'rtl: مرجع']);
  });
});
