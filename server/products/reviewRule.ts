import type { ProductStatus } from '../../src/lib/productStatus';
import type { ProductRow } from '../db/schema';
import { parseJson } from '../lib/json';

/** What an admin reviews: the names, the attributes in both languages and the details, the photos. */
const CONTENT_TEXT = ['name_en', 'name_ar'] as const;
const CONTENT_JSON = ['en', 'ar', 'details', 'product_images'] as const;

export type ProductContent = Pick<ProductRow, (typeof CONTENT_TEXT)[number] | (typeof CONTENT_JSON)[number]>;

const sameJson = (a: string, b: string) =>
  JSON.stringify(parseJson(a, {})) === JSON.stringify(parseJson(b, {}));

export const contentChanged = (before: ProductContent, after: ProductContent): boolean =>
  CONTENT_TEXT.some((column) => before[column] !== after[column]) ||
  CONTENT_JSON.some((column) => !sameJson(before[column], after[column]));

/**
 * The one "back to review" rule of every way a product changes (the edit form and API, a photo upload, a
 * spreadsheet update): a change of its content sends an active product back to `pending`, so buyers never see
 * words or photos no admin has read; a change of its offer alone (price, stock, handling days) keeps the status.
 */
export const statusAfterChange = (before: ProductRow, after: ProductContent): ProductStatus =>
  before.status === 'active' && contentChanged(before, after) ? 'pending' : before.status;
