import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { productSearchText } from '../../src/lib/arabicSearch';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import { columnId, SKU_KEY } from '../../src/lib/spreadsheet/columns';
import type { SheetIssue, SheetProduct } from '../../src/lib/spreadsheet/rules';
import { newId } from '../lib/ids';
import { toPiasters } from '../lib/money';
import { parseJson, type ProductRow } from '../lib/serialize';
import { droppedPhotos } from '../products/update';
import { importStatements } from './queries';

/** A SKU for a row without one, stable for the same content so uploading the file again changes nothing. */
const generatedSku = (categoryCode: string, sellerId: string, fingerprint: string): string => {
  const prefix =
    categoryCode
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PRD';
  const hash = createHash('sha256').update(`${sellerId}\n${categoryCode}\n${fingerprint}`).digest('hex');
  return `${prefix}-${hash.slice(0, 10).toUpperCase()}`;
};

type Attributes = Record<string, string | number>;

export interface Outcome {
  created: number;
  updated: number;
  unchanged: number;
  backToReview: number;
  assigned: { row: number; sku: string }[];
  refused: SheetIssue[];
  refusedRows: Set<number>;
  /** Rows whose content change sent an active product back to review. */
  reviewRows: number[];
  /** Uploaded photos a row's new image links replaced: deleted once the import is committed. */
  droppedPhotos: string[];
}

/** A problem of a whole row found by the server (the sheet rules report cells). */
export const rowIssue = (
  row: number,
  column: string | null,
  code: SheetIssue['code'],
  params?: SheetIssue['params'],
) => ({
  row,
  column,
  cell: null,
  value: null,
  code,
  ...(params ? { params } : {}),
});

/** Rows written per transaction: a few milliseconds each, so other calls are answered between them. */
const APPLY_CHUNK_ROWS = 100;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const imagesJson = (urls: string[]) => JSON.stringify(urls.map((url) => ({ url })));

const sameJson = (a: string, b: string) =>
  JSON.stringify(parseJson(a, {})) === JSON.stringify(parseJson(b, {}));

/** The required values a new product lacks (an existing one keeps what it has). */
const missingRequired = (required: CategoryHeader[], product: SheetProduct): CategoryHeader[] =>
  required.filter((header) => {
    if (header.lang_specific)
      return product.blocks.en[header.key] === undefined && product.blocks.ar[header.key] === undefined;
    if (header.key === 'listing_price') return product.price === undefined;
    if (header.key === 'stock_quantity') return product.quantity === undefined;
    if (header.key === 'handling_time') return product.handlingDays === undefined;
    return product.details[header.key] === undefined;
  });

/**
 * Creates or updates the seller's products from the valid rows. An update changes only what the row gives (an
 * empty cell keeps the stored value); price, stock or handling time alone keep the status, other content sends
 * an active product back to review (DESIGN.md §7). A file never sets a status.
 *
 * The rows are written a hundred per transaction, yielding to other requests between them: one transaction
 * for 5,000 rows held the API's only thread for half a second. An import cut short (a crash) can be run again
 * with the same file: the rows already written come back as unchanged.
 */
export const applyProducts = async (
  db: Database,
  sellerId: string,
  category: { code: string; headers: CategoryHeader[] },
  products: SheetProduct[],
): Promise<Outcome> => {
  const outcome: Outcome = {
    created: 0,
    updated: 0,
    unchanged: 0,
    backToReview: 0,
    assigned: [],
    refused: [],
    refusedRows: new Set(),
    reviewRows: [],
    droppedPhotos: [],
  };
  const statements = importStatements(db);
  const required = category.headers.filter((header) => header.is_required && header.key !== SKU_KEY);
  const base = Date.now();

  const create = (product: SheetProduct, sku: string, at: string): void => {
    const missing = missingRequired(required, product);
    if (missing.length > 0) {
      outcome.refusedRows.add(product.row);
      for (const header of missing) {
        const column = columnId({ key: header.key, language: null });
        outcome.refused.push(rowIssue(product.row, column, 'required', { newSku: sku }));
      }
      return;
    }
    const { name: givenEn, ...en } = product.blocks.en;
    const { name: givenAr, ...ar } = product.blocks.ar;
    const nameEn = String(givenEn ?? '');
    const nameAr = String(givenAr ?? '');
    statements.insert.run(
      newId(),
      sku,
      sellerId,
      category.code,
      toPiasters(product.price ?? 0),
      product.quantity ?? 0,
      product.handlingDays ?? null,
      nameEn,
      nameAr,
      productSearchText(nameEn, nameAr),
      JSON.stringify(en),
      JSON.stringify(ar),
      JSON.stringify(product.details),
      imagesJson(product.images),
      at,
      at,
    );
    outcome.created += 1;
    if (!product.sku) outcome.assigned.push({ row: product.row, sku });
  };

  const update = (product: SheetProduct, existing: ProductRow, at: string): void => {
    if (existing.category_code !== category.code) {
      outcome.refusedRows.add(product.row);
      outcome.refused.push(
        rowIssue(product.row, SKU_KEY, 'skuInOtherCategory', { category: existing.category_code }),
      );
      return;
    }
    const { name: nameEn, ...en } = product.blocks.en;
    const { name: nameAr, ...ar } = product.blocks.ar;
    const merge = (stored: string, changes: Attributes) =>
      JSON.stringify({ ...parseJson<Attributes>(stored, {}), ...changes });
    const next = {
      listing_price: product.price === undefined ? existing.listing_price : toPiasters(product.price),
      stock_quantity: product.quantity ?? existing.stock_quantity,
      handling_time: product.handlingDays ?? existing.handling_time,
      name_en: nameEn === undefined ? existing.name_en : String(nameEn),
      name_ar: nameAr === undefined ? existing.name_ar : String(nameAr),
      en: merge(existing.en, en),
      ar: merge(existing.ar, ar),
      details: merge(existing.details, product.details),
      product_images: product.images.length > 0 ? imagesJson(product.images) : existing.product_images,
    };
    const contentChanged =
      next.name_en !== existing.name_en ||
      next.name_ar !== existing.name_ar ||
      !sameJson(next.en, existing.en) ||
      !sameJson(next.ar, existing.ar) ||
      !sameJson(next.details, existing.details) ||
      !sameJson(next.product_images, existing.product_images);
    const offerChanged =
      next.listing_price !== existing.listing_price ||
      next.stock_quantity !== existing.stock_quantity ||
      next.handling_time !== existing.handling_time;
    if (!contentChanged && !offerChanged) {
      outcome.unchanged += 1;
      return;
    }
    if (next.product_images !== existing.product_images) {
      outcome.droppedPhotos.push(...droppedPhotos(existing.product_images, next.product_images));
    }
    const backToReview = contentChanged && existing.status === 'active';
    statements.update.run(
      backToReview ? 'pending' : existing.status,
      next.listing_price,
      next.stock_quantity,
      next.handling_time,
      next.name_en,
      next.name_ar,
      productSearchText(next.name_en, next.name_ar),
      next.en,
      next.ar,
      next.details,
      next.product_images,
      at,
      existing.id,
    );
    outcome.updated += 1;
    if (backToReview) {
      outcome.backToReview += 1;
      outcome.reviewRows.push(product.row);
    }
  };

  const applyRow = (product: SheetProduct, index: number): void => {
    const sku = product.sku || generatedSku(category.code, sellerId, product.fingerprint);
    const existing = statements.findBySku.get(sellerId, sku);
    // Rows keep the file's order in the inventory (newest first means the last row first).
    const at = new Date(base + index).toISOString();
    if (existing) update(product, existing, at);
    else create(product, sku, at);
  };

  for (let start = 0; start < products.length; start += APPLY_CHUNK_ROWS) {
    if (start > 0) await nextTurn();
    db.transaction(() => {
      products
        .slice(start, start + APPLY_CHUNK_ROWS)
        .forEach((product, offset) => applyRow(product, start + offset));
    })();
  }
  return outcome;
};
