import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { productSearchText } from '../../src/lib/arabicSearch';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import { missingRequiredFields, OFFER_NUMBER_KEYS } from '../../src/lib/entities/product';
import { columnId, SKU_KEY } from '../../src/lib/spreadsheet/columns';
import type { SheetIssue, SheetProduct } from '../../src/lib/spreadsheet/rules';
import type { Db } from '../db/database';
import { TABLES } from '../db/tables';
import { newId } from '../lib/ids';
import { EMPTY_OFFER_NUMBERS, storedOfferChanges } from '../lib/offerNumbers';
import type { ProductRow } from '../db/schema';
import { parseJson } from '../lib/json';
import { contentChanged, statusAfterChange } from '../products/reviewRule';
import { droppedPhotos } from '../products/update';
import { searchTextOf } from '../products/searchText';
import { productsBySku } from './queries';
import { inheritedThreshold, sellerLowStockDefault, type LowStockChange } from '../products/lowStock';

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
  /** Products whose stock a row changed: the seller is told of those it took to low stock. */
  stockChanges: LowStockChange[];
}

/** A problem of a row found by the server, at the cell it concerns when the file has one. */
export const rowIssue = (
  row: number,
  column: string | null,
  code: SheetIssue['code'],
  params?: SheetIssue['params'],
  cell: string | null = null,
): SheetIssue => ({
  row,
  column,
  cell,
  value: null,
  code,
  ...(params ? { params } : {}),
});

export interface ApplyOptions {
  /**
   * Decides every row without writing anything: the refusals an all-or-nothing import must know before it
   * writes its first row.
   */
  dryRun?: boolean;
  /** The A1 reference of a field's cell in a row of the file (the SKU's when the file has no such column). */
  cellOf: (row: number, key: string) => string | null;
  /** Each product written gets an entry in its audit trail naming the import. */
  audit?: { importId: string; actorId: string; fileName: string };
}

/**
 * Rows written per transaction: a few milliseconds each, so other calls are answered between them. The commit
 * is where SQLite's search index merges what the transaction wrote: at 100 updated rows a commit held the API's
 * thread up to 170–190 ms (/health during an update of 5,000 products); at 25, under 50 ms.
 */
export const APPLY_CHUNK_ROWS = 25;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const imagesJson = (urls: string[]) => JSON.stringify(urls.map((url) => ({ url })));

/** The product columns an import's update writes: its status, the offer's numbers, the names and the content. */
const UPDATED_COLUMNS = [
  'status',
  ...OFFER_NUMBER_KEYS,
  'name_en',
  'name_ar',
  'search_text',
  'en',
  'ar',
  'details',
  'product_images',
  'updated_at',
] as const satisfies readonly (keyof ProductRow)[];

/**
 * Writes the chunk's changed products in one statement (an UPDATE a row costs SQLite a statement prepared with
 * its triggers each time). A product a later row changed again is written as that row left it.
 */
const writeUpdates = async (trx: Db, changed: ProductRow[]): Promise<void> => {
  const last = [...new Map(changed.map((row) => [row.id, row])).values()];
  if (last.length === 0) return;
  // VALUES columns are named column1, column2... on both databases (column1 is the id); whole numbers are cast
  // for PostgreSQL, which takes a parameter in VALUES as text.
  const valueOf = (row: ProductRow, name: (typeof UPDATED_COLUMNS)[number]) =>
    TABLES.products.columns[name].facts.storedAs === 'integer'
      ? sql`CAST(${row[name]} AS BIGINT)`
      : sql`${row[name]}`;
  const values = last.map(
    (row) => sql`(${row.id}, ${sql.join(UPDATED_COLUMNS.map((name) => valueOf(row, name)))})`,
  );
  const assignments = UPDATED_COLUMNS.map(
    (name, index) => sql`${sql.ref(name)} = v.${sql.raw(`column${index + 2}`)}`,
  );
  await sql`UPDATE products SET ${sql.join(assignments)}
    FROM (VALUES ${sql.join(values)}) AS v WHERE products.id = v.column1`.execute(trx);
};

/** SKUs match in any case (the sheet rules refuse two rows whose SKUs differ only in case). */
const skuKey = (sku: string): string => sku.toLowerCase();

/**
 * Creates or updates the seller's products from the valid rows. An update changes only what the row gives (an
 * empty cell keeps the stored value); price, stock or handling time alone keep the status, other content sends
 * an active product back to review (reviewRule.ts). A file never sets a status.
 *
 * The rows are written APPLY_CHUNK_ROWS per transaction, yielding to other requests between them: one transaction
 * for 5,000 rows held the API's only thread for half a second. Each chunk reads its existing products in one
 * query and writes its new ones in one statement. An import cut short (a crash) can be run again with the same
 * file: the rows already written come back as unchanged.
 */
export const applyProducts = async (
  db: Db,
  sellerId: string,
  category: { code: string; headers: CategoryHeader[] },
  products: SheetProduct[],
  options: ApplyOptions,
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
    stockChanges: [],
  };
  const base = Date.now();
  const threshold = inheritedThreshold(await sellerLowStockDefault(db, sellerId));

  /** A chunk's writes, made once its rows are all decided: new products first, then the changed ones. */
  type Writes = { created: ProductRow[]; updated: ProductRow[] };

  const create = (product: SheetProduct, sku: string, at: string, writes: Writes): ProductRow | null => {
    const missing = missingRequiredFields(category.headers, {
      en: product.blocks.en,
      ar: product.blocks.ar,
      details: product.details,
      offer: product.offer,
    });
    if (missing.length > 0) {
      outcome.refusedRows.add(product.row);
      for (const key of missing) {
        const column = columnId({ key, language: null });
        outcome.refused.push(
          rowIssue(product.row, column, 'required', { newSku: sku }, options.cellOf(product.row, key)),
        );
      }
      return null;
    }
    const { name: givenEn, ...en } = product.blocks.en;
    const { name: givenAr, ...ar } = product.blocks.ar;
    const nameEn = String(givenEn ?? '');
    const nameAr = String(givenAr ?? '');
    const row: ProductRow = {
      id: newId(),
      sku,
      seller_id: sellerId,
      category_code: category.code,
      status: 'pending',
      ...storedOfferChanges(EMPTY_OFFER_NUMBERS, product.offer),
      is_recommended: 0,
      name_en: nameEn,
      name_ar: nameAr,
      search_text: productSearchText(nameEn, nameAr, [String(en.brand ?? ''), String(ar.brand ?? '')]),
      en: JSON.stringify(en),
      ar: JSON.stringify(ar),
      details: JSON.stringify(product.details),
      product_images: imagesJson(product.images),
      created_at: at,
      updated_at: at,
      review_reason: null,
      ...threshold,
    };
    writes.created.push(row);
    outcome.created += 1;
    if (!product.sku) outcome.assigned.push({ row: product.row, sku });
    return row;
  };

  /** The product as the row leaves it (the same one when unchanged or refused). */
  const update = (product: SheetProduct, existing: ProductRow, at: string, writes: Writes): ProductRow => {
    if (existing.category_code !== category.code) {
      outcome.refusedRows.add(product.row);
      outcome.refused.push(
        rowIssue(
          product.row,
          SKU_KEY,
          'skuInOtherCategory',
          { category: existing.category_code },
          options.cellOf(product.row, SKU_KEY),
        ),
      );
      return existing;
    }
    const { name: nameEn, ...en } = product.blocks.en;
    const { name: nameAr, ...ar } = product.blocks.ar;
    const merge = (stored: string, changes: Attributes) =>
      JSON.stringify({ ...parseJson<Attributes>(stored, {}), ...changes });
    const next = {
      ...storedOfferChanges(existing, product.offer),
      name_en: nameEn === undefined ? existing.name_en : String(nameEn),
      name_ar: nameAr === undefined ? existing.name_ar : String(nameAr),
      en: merge(existing.en, en),
      ar: merge(existing.ar, ar),
      details: merge(existing.details, product.details),
      product_images: product.images.length > 0 ? imagesJson(product.images) : existing.product_images,
    };
    const offerChanged = OFFER_NUMBER_KEYS.some((key) => next[key] !== existing[key]);
    if (!contentChanged(existing, next) && !offerChanged) {
      outcome.unchanged += 1;
      return existing;
    }
    if (next.product_images !== existing.product_images) {
      outcome.droppedPhotos.push(...droppedPhotos(existing.product_images, next.product_images));
    }
    const status = statusAfterChange(existing, next);
    const backToReview = status !== existing.status;
    const row: ProductRow = {
      ...existing,
      ...next,
      status,
      search_text: searchTextOf(next),
      updated_at: at,
    };
    writes.updated.push(row);
    outcome.updated += 1;
    if (row.stock_quantity !== existing.stock_quantity) {
      outcome.stockChanges.push({
        ...row,
        before: existing.stock_quantity,
        after: row.stock_quantity,
        threshold: row.low_stock_threshold,
      });
    }
    if (backToReview) {
      outcome.backToReview += 1;
      outcome.reviewRows.push(product.row);
    }
    return row;
  };

  const applyChunk = async (trx: Db, start: number): Promise<void> => {
    const chunk = products.slice(start, start + APPLY_CHUNK_ROWS).map((product) => ({
      product,
      sku: product.sku || generatedSku(category.code, sellerId, product.fingerprint),
    }));
    // The products as this chunk leaves them, by SKU: a later row finds what an earlier one wrote.
    const known = new Map<string, ProductRow>();
    for (const row of await productsBySku(
      trx,
      sellerId,
      chunk.map((item) => item.sku),
    )) {
      if (!known.has(skuKey(row.sku))) known.set(skuKey(row.sku), row);
    }
    const writes: Writes = { created: [], updated: [] };
    chunk.forEach(({ product, sku }, offset) => {
      const existing = known.get(skuKey(sku));
      // Rows keep the file's order in the inventory (newest first means the last row first).
      const at = new Date(base + start + offset).toISOString();
      const written = existing ? update(product, existing, at, writes) : create(product, sku, at, writes);
      if (written) known.set(skuKey(sku), written);
    });
    if (options.dryRun) return;
    if (writes.created.length > 0) await trx.insertInto('products').values(writes.created).execute();
    await writeUpdates(trx, writes.updated);
    await auditWrites(trx, writes, options.audit);
  };

  for (let start = 0; start < products.length; start += APPLY_CHUNK_ROWS) {
    if (start > 0) await nextTurn();
    if (options.dryRun) await applyChunk(db, start);
    else await db.transaction().execute((trx) => applyChunk(trx, start));
  }
  return outcome;
};

/** One audit entry for each product the chunk created or changed, naming the import (one statement). */
const auditWrites = async (
  trx: Db,
  writes: { created: ProductRow[]; updated: ProductRow[] },
  audit: ApplyOptions['audit'],
): Promise<void> => {
  if (!audit) return;
  const entry = (row: ProductRow, change: 'created' | 'updated') => ({
    id: newId(),
    actor_id: audit.actorId,
    action: 'product.imported',
    target_type: 'product',
    target_id: row.id,
    details: JSON.stringify({ import_id: audit.importId, file_name: audit.fileName, change }),
    created_at: row.updated_at,
  });
  const entries = [
    ...writes.created.map((row) => entry(row, 'created')),
    ...[...new Map(writes.updated.map((row) => [row.id, row])).values()].map((row) => entry(row, 'updated')),
  ];
  if (entries.length > 0) await trx.insertInto('audit_log').values(entries).execute();
};
