import { isNamed, skuOf } from '../../src/lib/entities/product';
import type { Db } from '../db/database';
import { ApiError } from '../lib/errors';
import { photoNames } from '../lib/fileAccess';
import { nowIso } from '../lib/ids';
import { withOfferChanges } from '../lib/offerNumbers';
import type { ProductRow } from '../db/schema';
import { parseJson } from '../lib/json';
import { PRODUCTS_MESSAGES as M } from './messages';
import { inheritedThreshold, sellerLowStockDefault } from './lowStock';
import { writeProduct } from './queries';
import { statusAfterChange } from './reviewRule';
import type { LangBlock, UpdateProductBody } from './schemas';
import { searchTextOf } from './searchText';

/** Photo links a product may show: any web address, one of our stored files, or an inline image. */
export const IMAGE_LINK =
  /^(https?:\/\/\S+|\/api\/v1\/files\/[a-f0-9]{32}\.[a-z0-9]{1,5}|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*)$/;

/**
 * Language blocks keep name and category in their own columns; the rest is stored as JSON. A block that does
 * not name `name` leaves the name as it was (null).
 */
export const splitBlock = (
  block: LangBlock,
): { name: string | null; rest: Record<string, string | number> } => {
  const rest: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(block)) {
    if (key === 'name' || key === 'category' || value === null) continue;
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean !== '') rest[key] = clean;
  }
  const name = 'name' in block ? String(block.name ?? '').trim() : null;
  return { name, rest };
};

/** The product must stay named in at least one language (isNamed, the rule of the form and the import too). */
export const requireAName = (next: Pick<ProductRow, 'name_en' | 'name_ar'>) => {
  if (isNamed({ en: next.name_en, ar: next.name_ar })) return;
  throw new ApiError(400, M.nameRequired, { 'en.name': M.nameRequired, 'ar.name': M.nameRequired });
};

/**
 * Applies the given changes to a product and writes it; answers the product as stored. The body's numbers were
 * checked against the product offer by its schema (the same rule as the form and the spreadsheet); a change of
 * content sends an active product back to review (reviewRule.ts).
 */
export const updateProduct = async (
  db: Db,
  row: ProductRow,
  body: UpdateProductBody,
): Promise<ProductRow> => {
  const next = withOfferChanges(row, body);
  if (body.is_recommended !== undefined) next.is_recommended = body.is_recommended ? 1 : 0;
  // Spreadsheet updates find a product by its SKU (docs/spreadsheet-import.md): a changed one is refused, not ignored, so
  // no caller believes it changed. The same SKU sent back is no change.
  if (body.sku !== undefined && skuOf(body.sku) !== skuOf(row.sku)) {
    throw new ApiError(400, M.skuFixed, { sku: M.skuFixed });
  }
  for (const language of ['en', 'ar'] as const) {
    const block = body[language];
    if (!block) continue;
    const { name, rest } = splitBlock(block);
    next[language] = JSON.stringify(rest);
    if (name === null) continue;
    if (language === 'en') next.name_en = name;
    else next.name_ar = name;
  }
  requireAName(next);
  if (body.low_stock_threshold !== undefined) {
    Object.assign(
      next,
      body.low_stock_threshold === null
        ? inheritedThreshold(await sellerLowStockDefault(db, row.seller_id))
        : { low_stock_threshold: body.low_stock_threshold, low_stock_own: 1 },
    );
  }
  if (body.details) next.details = JSON.stringify(splitBlock(body.details).rest);
  if (body.product_images) {
    if (!body.product_images.every((image) => IMAGE_LINK.test(image.url))) {
      throw new ApiError(400, M.invalidImageLink);
    }
    next.product_images = JSON.stringify(body.product_images.map((image) => ({ url: image.url })));
  }
  next.status = statusAfterChange(row, next);
  next.search_text = searchTextOf(next);
  next.updated_at = nowIso();
  await writeProduct(db, next);
  return next;
};

/** The uploaded photos a change took off a product's list (to delete unless another product shows them). */
export const droppedPhotos = (before: string, after: string): string[] => {
  const kept = new Set(photoNames(parseJson(after, [])));
  return photoNames(parseJson(before, [])).filter((name) => !kept.has(name));
};
