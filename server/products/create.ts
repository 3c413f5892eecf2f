import { randomBytes } from 'node:crypto';
import { productSearchText } from '../../src/lib/arabicSearch';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import {
  isOfferNumberKey,
  missingRequiredFields,
  OFFER_NUMBER_KEYS,
  skuOf,
} from '../../src/lib/entities/product';
import { isUniqueViolation, type Db } from '../db/database';
import type { ProductRow } from '../db/schema';
import { ApiError, type Bilingual } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { EMPTY_OFFER_NUMBERS, storedOfferChanges } from '../lib/offerNumbers';
import { PRODUCTS_MESSAGES as M } from './messages';
import type { CreateProductBody } from './schemas';
import { IMAGE_LINK, requireAName, splitBlock } from './update';
import { inheritedThreshold, sellerLowStockDefault } from './lowStock';

/** A SKU for a product created without one: the category's first letters and ten random hex digits. */
const assignedSku = (categoryCode: string): string => {
  const prefix =
    categoryCode
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PRD';
  return `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
};

/** Where the form shows a missing field: both name inputs of a language-specific one. */
const fieldPaths = (header: CategoryHeader): string[] => {
  if (header.lang_specific) return [`en.${header.key}`, `ar.${header.key}`];
  return isOfferNumberKey(header.key) ? [header.key] : [`details.${header.key}`];
};

const skuTaken = () => new ApiError(400, M.skuTaken, { sku: M.skuTaken });

/**
 * Creates one product from the form or the API, by the rules every door applies: a name in one language at
 * least, every required field of the category (missingRequiredFields, as a spreadsheet row with a new SKU), the
 * offer's numbers by the offer's rule (the body schema), photo links the edit accepts, a SKU of the seller's
 * not yet used (any case) or one assigned. The product starts pending, like an imported one.
 */
export const createProduct = async (
  db: Db,
  sellerId: string,
  category: { code: string; headers: CategoryHeader[] },
  body: CreateProductBody,
): Promise<ProductRow> => {
  const en = splitBlock(body.en ?? {});
  const ar = splitBlock(body.ar ?? {});
  const details = splitBlock(body.details ?? {}).rest;
  const names = { name_en: en.name ?? '', name_ar: ar.name ?? '' };
  requireAName(names);
  const offer = Object.fromEntries(
    OFFER_NUMBER_KEYS.flatMap((key) => (body[key] === undefined ? [] : [[key, body[key]]])),
  );
  const missing = missingRequiredFields(category.headers, {
    en: { ...en.rest, name: names.name_en },
    ar: { ...ar.rest, name: names.name_ar },
    details,
    offer,
  });
  if (missing.length > 0) {
    const fields: Record<string, Bilingual> = {};
    for (const key of missing) {
      const header = category.headers.find((candidate) => candidate.key === key);
      const message = M.fieldRequired(header ? { en: header.en, ar: header.ar } : { en: key, ar: key });
      for (const path of header ? fieldPaths(header) : [key]) fields[path] = message;
    }
    throw new ApiError(400, Object.values(fields)[0]!, fields);
  }
  const images = body.product_images ?? [];
  if (!images.every((image) => IMAGE_LINK.test(image.url))) {
    throw new ApiError(400, M.invalidImageLink, { product_images: M.invalidImageLink });
  }

  const typedSku = skuOf(body.sku ?? '');
  if (typedSku) {
    const existing = await db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', sellerId)
      .where((eb) => eb(eb.fn('lower', ['sku']), '=', typedSku.toLowerCase()))
      .executeTakeFirst();
    if (existing) throw skuTaken();
  }
  const at = nowIso();
  const row: ProductRow = {
    id: newId(),
    sku: typedSku || assignedSku(category.code),
    seller_id: sellerId,
    category_code: category.code,
    status: 'pending',
    ...storedOfferChanges(EMPTY_OFFER_NUMBERS, offer),
    is_recommended: 0,
    ...names,
    search_text: productSearchText(names.name_en, names.name_ar, [
      String(en.rest.brand ?? ''),
      String(ar.rest.brand ?? ''),
    ]),
    en: JSON.stringify(en.rest),
    ar: JSON.stringify(ar.rest),
    details: JSON.stringify(details),
    product_images: JSON.stringify(images.map((image) => ({ url: image.url }))),
    created_at: at,
    updated_at: at,
    review_reason: null,
    // The product's own threshold when the body gives one, else the seller's default.
    ...(typeof body.low_stock_threshold === 'number'
      ? { low_stock_threshold: body.low_stock_threshold, low_stock_own: 1 }
      : inheritedThreshold(await sellerLowStockDefault(db, sellerId))),
  };
  try {
    await db.insertInto('products').values(row).execute();
  } catch (error) {
    // Another request took the same SKU meanwhile.
    if (isUniqueViolation(error, 'products', 'sku')) throw skuTaken();
    throw error;
  }
  return row;
};
