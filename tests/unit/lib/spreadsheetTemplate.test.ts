import { describe, expect, it } from 'vitest';
import type { SheetHeader } from '../../../src/lib/spreadsheetRules';
import { templateColumns, templateFileName, templateRows } from '../../../src/lib/spreadsheetTemplate';

const headers: SheetHeader[] = [
  { en: 'Name', ar: 'الاسم', key: 'name', is_required: true, is_visible: true, lang_specific: true, value_type: 'text' },
  { en: 'SKU', ar: 'رمز المنتج', key: 'sku', is_required: true, is_visible: true, lang_specific: false, value_type: 'text' },
  { en: 'Listing price', ar: 'سعر البيع', key: 'listing_price', is_required: true, is_visible: true, lang_specific: false, value_type: 'number' },
  { en: 'Internal note', ar: 'ملاحظة داخلية', key: 'internal_note', is_required: false, is_visible: false, lang_specific: false, value_type: 'text' },
]; // prettier-ignore

describe('spreadsheet template', () => {
  it('takes English labels from the headers, leaves out the sku key and adds four image URL columns', () => {
    expect(templateColumns(headers, 'en')).toEqual([
      { key: 'name', label: 'Name', required: true },
      { key: 'listing_price', label: 'Listing price', required: true },
      { key: 'image_1', label: 'Image URL 1', required: false },
      { key: 'image_2', label: 'Image URL 2', required: false },
      { key: 'image_3', label: 'Image URL 3', required: false },
      { key: 'image_4', label: 'Image URL 4', required: false },
    ]);
  });

  it('uses the Arabic labels when the template is in Arabic', () => {
    expect(templateRows(headers, 'ar')).toEqual([
      ['الاسم', 'سعر البيع', 'رابط الصورة 1', 'رابط الصورة 2', 'رابط الصورة 3', 'رابط الصورة 4'],
    ]);
  });

  it('leaves out hidden headers', () => {
    expect(templateColumns(headers, 'en').map((column) => column.key)).not.toContain('internal_note');
  });

  it('is named by the category code', () => {
    expect(templateFileName('electronics')).toBe('electronics.xlsx');
    expect(templateFileName('../x')).toBe('___x.xlsx');
  });
});
