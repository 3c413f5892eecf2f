import { productSearchText } from '../../src/lib/arabicSearch';
import type { ProductRow } from '../db/schema';
import { parseJson } from '../lib/json';

const brandOf = (block: string): string => {
  const brand = parseJson<Record<string, unknown>>(block, {}).brand;
  return typeof brand === 'string' || typeof brand === 'number' ? String(brand) : '';
};

/** A product's search text from what it stores: its names, and its brand in each language. */
export const searchTextOf = (row: Pick<ProductRow, 'name_en' | 'name_ar' | 'en' | 'ar'>): string =>
  productSearchText(row.name_en, row.name_ar, [brandOf(row.en), brandOf(row.ar)]);
