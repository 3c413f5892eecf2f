/**
 * The catalogue spreadsheet import (SPEC.md §7 upload-product-xls / add-product-xls, DESIGN.md §7): the file is
 * stored whole within the limits, read and checked in the worker pool, and its valid rows create or update the
 * seller's products by SKU in one transaction. Every import is recorded with the rows it refused.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { productSearchText } from '../../src/lib/arabicSearch';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import { columnId, SKU_KEY, type SheetLanguage } from '../../src/lib/spreadsheet/columns';
import { decodeCsv } from '../../src/lib/spreadsheet/csv';
import { isZip } from '../../src/lib/spreadsheet/zip';
import {
  MAX_REPORTED_ERRORS,
  MAX_PRICE,
  MAX_QUANTITY,
  MAX_HANDLING_DAYS,
  IMAGE_COLUMN_COUNT,
} from '../../src/lib/spreadsheet/limits';
import type { SheetCheckResult, SheetIssue, SheetProduct } from '../../src/lib/spreadsheet/rules';
import { currentUser, requireSeller } from '../lib/auth';
import { ApiError, MESSAGES, UploadError, type Bilingual } from '../lib/errors';
import { newId, nowIso, ID_PATTERN, idParamsSchema } from '../lib/ids';
import { toLE, toPiasters } from '../lib/money';
import { pageOf, pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { parseJson, type CategoryRow, type ProductRow } from '../lib/serialize';
import { photoNames } from '../lib/fileAccess';
import { sheetReadMessage, sheetReadStatus } from '../lib/sheetMessages';
import {
  admitUpload,
  fileUrl,
  filesDir,
  readFilePart,
  STORED_NAME_PATTERN,
  storeUpload,
  releaseFiles,
} from '../lib/uploads';

const M = {
  fileRequired: { en: 'The file is required', ar: 'الملف مطلوب' },
  categoryRequired: { en: 'Please choose a category', ar: 'يرجى اختيار الفئة' },
  sheetNotFound: {
    en: 'The uploaded spreadsheet was not found. Please upload it again.',
    ar: 'لم يتم العثور على الملف المرفوع. يرجى رفعه مرة أخرى.',
  },
  sheetRejected: {
    en: 'The spreadsheet has errors. Fix the rows listed and upload it again.',
    ar: 'يحتوي الملف على أخطاء. صحح الصفوف المذكورة وارفعه مرة أخرى.',
  },
  importNotFound: { en: 'Import not found', ar: 'عملية الاستيراد غير موجودة' },
} as const satisfies Record<string, Bilingual>;

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * Uploaded spreadsheets a seller keeps, the new one included: a file is only needed between its upload and
 * its import (or a second, partial import), so older ones are deleted rather than filling the quota.
 */
const SHEETS_KEPT = 5;
/** Refused rows are kept to be downloaded again, up to this many characters per import. */
const MAX_STORED_REJECTED_CHARS = 2_000_000;

type ImportBody = {
  route: string;
  lang: SheetLanguage;
  category: string;
  partial?: boolean;
  file_name?: string;
};

interface ImportRow {
  id: string;
  seller_id: string;
  actor_id: string | null;
  file_name: string;
  category_code: string;
  format: string;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  back_to_review: number;
  rejected: string;
  created_at: string;
}

interface RejectedRow {
  row: number;
  cells: string[];
  issues: SheetIssue[];
}

interface StoredRejected {
  titles: string[];
  rows: RejectedRow[];
  /** True when the refused rows were too many to keep whole: only their numbers and problems are listed. */
  truncated: boolean;
}

const toImport = (row: ImportRow, actorName?: string | null) => ({
  _id: row.id,
  seller_id: row.seller_id,
  actor: row.actor_id ? { _id: row.actor_id, name: actorName ?? '' } : null,
  file_name: row.file_name,
  category: row.category_code,
  format: row.format,
  rows: row.rows,
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  refused: row.refused,
  back_to_review: row.back_to_review,
  createdAt: row.created_at,
});

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

interface Outcome {
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

const rowIssue = (
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

/**
 * Creates or updates the seller's products from the valid rows. An update changes only what the row gives (an
 * empty cell keeps the stored value); price, stock or handling time alone keep the status, other content sends
 * an active product back to review (DESIGN.md §7). A file never sets a status.
 *
 * The rows are written a hundred per transaction, yielding to other requests between them: one transaction
 * for 5,000 rows held the API's only thread for half a second. An import cut short (a crash) can be run again
 * with the same file: the rows already written come back as unchanged.
 */
const applyProducts = async (
  app: FastifyInstance,
  sellerId: string,
  category: { code: string; headers: CategoryHeader[] },
  products: SheetProduct[],
): Promise<Outcome> => {
  const { db } = app;
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
  const find = db.prepare<[string, string], ProductRow>(
    'SELECT * FROM products WHERE seller_id = ? AND lower(sku) = lower(?)',
  );
  const insert = db.prepare(
    `INSERT INTO products (id, sku, seller_id, category_code, status, listing_price, stock_quantity, handling_time,
       is_recommended, name_en, name_ar, search_text, en, ar, details, product_images, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE products SET status = ?, listing_price = ?, stock_quantity = ?, handling_time = ?, name_en = ?,
       name_ar = ?, search_text = ?, en = ?, ar = ?, details = ?, product_images = ?, updated_at = ?
     WHERE id = ?`,
  );
  const required = category.headers.filter((header) => header.is_required && header.key !== SKU_KEY);
  const base = Date.now();

  const applyRow = (product: SheetProduct, index: number): void => {
    const sku = product.sku || generatedSku(category.code, sellerId, product.fingerprint);
    const existing = find.get(sellerId, sku);
    const { name: nameEn, ...en } = product.blocks.en;
    const { name: nameAr, ...ar } = product.blocks.ar;
    // Rows keep the file's order in the inventory (newest first means the last row first).
    const at = new Date(base + index).toISOString();

    if (!existing) {
      const missing = required.filter((header) => {
        if (header.lang_specific)
          return product.blocks.en[header.key] === undefined && product.blocks.ar[header.key] === undefined;
        if (header.key === 'listing_price') return product.price === undefined;
        if (header.key === 'stock_quantity') return product.quantity === undefined;
        if (header.key === 'handling_time') return product.handlingDays === undefined;
        return product.details[header.key] === undefined;
      });
      if (missing.length > 0) {
        outcome.refusedRows.add(product.row);
        for (const header of missing) {
          outcome.refused.push(
            rowIssue(product.row, columnId({ key: header.key, language: null }), 'required', {
              newSku: sku,
            }),
          );
        }
        return;
      }
      const name = { en: String(nameEn ?? ''), ar: String(nameAr ?? '') };
      insert.run(
        newId(),
        sku,
        sellerId,
        category.code,
        toPiasters(product.price ?? 0),
        product.quantity ?? 0,
        product.handlingDays ?? null,
        name.en,
        name.ar,
        productSearchText(name.en, name.ar),
        JSON.stringify(en),
        JSON.stringify(ar),
        JSON.stringify(product.details),
        JSON.stringify(product.images.map((url) => ({ url }))),
        at,
        at,
      );
      outcome.created += 1;
      if (!product.sku) outcome.assigned.push({ row: product.row, sku });
      return;
    }

    if (existing.category_code !== category.code) {
      outcome.refusedRows.add(product.row);
      outcome.refused.push(
        rowIssue(product.row, SKU_KEY, 'skuInOtherCategory', { category: existing.category_code }),
      );
      return;
    }
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
      product_images:
        product.images.length > 0
          ? JSON.stringify(product.images.map((url) => ({ url })))
          : existing.product_images,
    };
    const sameJson = (a: string, b: string) =>
      JSON.stringify(parseJson(a, {})) === JSON.stringify(parseJson(b, {}));
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
      const kept = new Set(photoNames(parseJson(next.product_images, [])));
      outcome.droppedPhotos.push(
        ...photoNames(parseJson(existing.product_images, [])).filter((name) => !kept.has(name)),
      );
    }
    const backToReview = contentChanged && existing.status === 'active';
    update.run(
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

/** The seller's usual price, to flag prices far from it (the median of their products in the category). */
const referencePrice = (app: FastifyInstance, sellerId: string, categoryCode: string): number | undefined => {
  const { count } = app.db
    .prepare<[string, string], { count: number }>(
      'SELECT COUNT(*) AS count FROM products WHERE seller_id = ? AND category_code = ?',
    )
    .get(sellerId, categoryCode) ?? { count: 0 };
  if (count < 5) return undefined;
  const row = app.db
    .prepare<[string, string, number], { price: number }>(
      `SELECT listing_price AS price FROM products WHERE seller_id = ? AND category_code = ?
       ORDER BY listing_price LIMIT 1 OFFSET ?`,
    )
    .get(sellerId, categoryCode, Math.floor(count / 2));
  return row ? toLE(row.price) : undefined;
};

/** Keeps the refused rows' cells for the download, within a size that cannot swell the database. */
const storedRejected = (titles: string[], cells: string[][], issues: SheetIssue[]): StoredRejected => {
  const byRow = new Map<number, SheetIssue[]>();
  for (const issue of issues) {
    if (issue.row === null) continue;
    byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issue]);
  }
  let chars = 0;
  let truncated = false;
  const rows = [...byRow.keys()]
    .sort((a, b) => a - b)
    .map((row) => {
      const rowCells = cells[row - 1] ?? [];
      chars += rowCells.reduce((sum, cell) => sum + cell.length, 0);
      if (chars > MAX_STORED_REJECTED_CHARS) truncated = true;
      return { row, cells: truncated ? [] : rowCells, issues: byRow.get(row) ?? [] };
    });
  return { titles, rows, truncated };
};

const limitsBody = (app: FastifyInstance) => ({
  ...app.settings.sheetLimits,
  maxPrice: MAX_PRICE,
  maxQuantity: MAX_QUANTITY,
  maxHandlingDays: MAX_HANDLING_DAYS,
  imageColumns: IMAGE_COLUMN_COUNT,
});

export const productImportRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  /** The limits in force, so the page states the deployment's own before the seller picks a file. */
  app.get('/products/sheet-limits', { preValidation: requireSeller }, async () => ({
    success: true,
    data: limitsBody(app),
  }));

  app.post('/products/upload-product-xls', { preValidation: requireSeller }, async (request, reply) => {
    const user = currentUser(request);
    admitUpload(request, reply, user.id);
    const limits = app.settings.sheetLimits;
    const { buffer } = await readFilePart(request, 'file', limits.fileBytes, {
      fileRequired: M.fileRequired,
      tooLarge: sheetReadMessage('fileTooLarge', null, limits),
    });
    const isOle = buffer.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    if (isOle) throw new UploadError(400, sheetReadMessage('xlsFormat', null, limits));
    const ext = isZip(buffer) ? 'xlsx' : 'csv';
    // Anything else must at least be text: an HTML page or a binary renamed .csv is refused before it is stored.
    if (ext === 'csv') {
      try {
        decodeCsv(buffer);
      } catch {
        throw new UploadError(400, sheetReadMessage('unreadable', null, limits));
      }
    }
    // The answer's URL is only a reference for add-product-xls: spreadsheets are private files, not served.
    const storedName = await storeUpload(app, {
      owner: user.id,
      kind: 'product_xls',
      buffer,
      type: { ext, mime: ext === 'xlsx' ? XLSX_MIME : 'text/csv' },
      // The new file is recorded after this runs: keep the newest SHEETS_KEPT - 1 before it.
      attach: () =>
        db
          .prepare<[string, number], { stored_name: string }>(
            `SELECT stored_name FROM files WHERE owner_user_id = ? AND kind = 'product_xls'
             ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?`,
          )
          .all(user.id, SHEETS_KEPT - 1)
          .map((row) => row.stored_name),
    });
    return { success: true, data: { url: fileUrl(storedName) } };
  });

  app.post<{ Body: ImportBody }>(
    '/products/add-product-xls',
    {
      preValidation: requireSeller,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['route', 'lang', 'category'],
          properties: {
            route: { type: 'string', minLength: 1, maxLength: 300 },
            lang: { type: 'string', enum: ['en', 'ar'] },
            category: { type: 'string', maxLength: 64 },
            partial: { type: 'boolean' },
            file_name: { type: 'string', maxLength: 255 },
          },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { route, lang, partial = false } = request.body;
      const storedName = route.split('?')[0]?.split('/').pop() ?? '';
      const file = STORED_NAME_PATTERN.test(storedName)
        ? db
            .prepare<[string, string], { stored_name: string }>(
              `SELECT stored_name FROM files WHERE stored_name = ? AND owner_user_id = ? AND kind = 'product_xls'`,
            )
            .get(storedName, user.id)
        : undefined;
      if (!file) throw new ApiError(404, M.sheetNotFound);

      const categoryRow = db
        .prepare<[string], CategoryRow>('SELECT * FROM categories WHERE code = ?')
        .get(request.body.category);
      if (!categoryRow || (!categoryRow.published && !user.is_admin))
        throw new ApiError(400, M.categoryRequired);
      const headers = parseJson<CategoryHeader[]>(categoryRow.headers, []);

      const limits = app.settings.sheetLimits;
      const bytes = await readFile(path.join(filesDir(app.settings.dataDir), file.stored_name));
      const reference = referencePrice(app, user.id, categoryRow.code);
      const result = await app.sheetPool.run({
        bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
        limits,
        headers,
        options: {
          language: lang,
          category: categoryRow.code,
          ...(reference ? { referencePrice: reference } : {}),
        },
      });
      if (!result.ok) {
        throw new ApiError(sheetReadStatus(result.code), sheetReadMessage(result.code, result.cell, limits));
      }
      const { check } = result;
      const rejectedBody = (
        errors: SheetIssue[],
        errorCount: number,
        extra: Partial<SheetCheckResult> = {},
      ) => ({
        success: false as const,
        error: M.sheetRejected,
        details: {
          errors: errors.slice(0, MAX_REPORTED_ERRORS),
          errorCount,
          warnings: check.warnings,
          warningCount: check.warningCount,
          rowCount: check.rowCount,
          rejectedRows: check.rejectedRows,
          fileRejected: check.fileRejected,
          languages: check.languages,
          ...extra,
        },
      });
      if (check.fileRejected || (check.errorCount > 0 && !partial) || check.products.length === 0) {
        return reply.status(400).send(rejectedBody(check.errors, Math.max(check.errorCount, 1)));
      }

      const outcome = await applyProducts(app, user.id, { code: categoryRow.code, headers }, check.products);
      await releaseFiles(app, outcome.droppedPhotos, 'product_image');
      const refusedIssues = [...check.errors, ...outcome.refused];
      const refusedRows = new Set([...check.rejectedRows, ...outcome.refusedRows]);
      const reviewWarnings = outcome.reviewRows.map((row) => rowIssue(row, null, 'backToReview'));
      const importId = newId();
      const rejected = storedRejected(check.titles, result.cells, refusedIssues);
      db.prepare(
        `INSERT INTO product_imports (id, seller_id, actor_id, file_name, category_code, format, rows, created,
           updated, unchanged, refused, back_to_review, rejected, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        importId,
        user.id,
        user.id,
        (request.body.file_name ?? '').slice(0, 255),
        categoryRow.code,
        result.format,
        check.rowCount,
        outcome.created,
        outcome.updated,
        outcome.unchanged,
        refusedRows.size,
        outcome.backToReview,
        JSON.stringify(rejected),
        nowIso(),
      );
      // Rows refused by the server alone (a new SKU without its required values) block an all-or-nothing upload.
      return {
        success: true,
        data: {
          count: outcome.created,
          created: outcome.created,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
          refused: refusedRows.size,
          backToReview: outcome.backToReview,
          assignedSkus: outcome.assigned,
          importId,
          errors: refusedIssues.slice(0, MAX_REPORTED_ERRORS),
          errorCount: refusedIssues.length,
          warnings: [...reviewWarnings, ...check.warnings].slice(0, MAX_REPORTED_ERRORS),
          warningCount: reviewWarnings.length + check.warningCount,
        },
      };
    },
  );

  /** Past imports, newest first: the caller's own, or (admins) any seller's by `seller_id`. */
  app.get<{ Querystring: PageQuery & { seller_id?: string } }>(
    '/products/imports',
    {
      preValidation: requireSeller,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            seller_id: { type: 'string', pattern: ID_PATTERN },
            page: pageQueryProperties.page,
            limit: pageQueryProperties.limit,
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const sellerId = request.query.seller_id ?? user.id;
      if (sellerId !== user.id && !user.is_admin) throw new ApiError(403, MESSAGES.forbidden);
      const { page, limit, offset } = pageOf(request.query);
      const rows = db
        .prepare<[string, number, number], ImportRow & { actor_name: string | null }>(
          `SELECT i.*, u.name AS actor_name FROM product_imports i LEFT JOIN users u ON u._id = i.actor_id
           WHERE i.seller_id = ? ORDER BY i.created_at DESC, i.rowid DESC LIMIT ? OFFSET ?`,
        )
        .all(sellerId, limit, offset);
      const { count } = db
        .prepare<[string], { count: number }>(
          'SELECT COUNT(*) AS count FROM product_imports WHERE seller_id = ?',
        )
        .get(sellerId) ?? { count: 0 };
      return {
        success: true,
        items: rows.map((row) => toImport(row, row.actor_name)),
        meta: { count, page, limit },
      };
    },
  );

  /** One import with its refused rows (cells as typed and their problems), for the download. */
  app.get<{ Params: { id: string } }>(
    '/products/imports/:id',
    {
      preValidation: requireSeller,
      schema: {
        params: idParamsSchema,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = db
        .prepare<[string], ImportRow>('SELECT * FROM product_imports WHERE id = ?')
        .get(request.params.id);
      // Another seller's import answers as if it did not exist.
      if (!row || (row.seller_id !== user.id && !user.is_admin)) throw new ApiError(404, M.importNotFound);
      return {
        success: true,
        data: {
          ...toImport(row),
          rejected: parseJson<StoredRejected>(row.rejected, { titles: [], rows: [], truncated: false }),
        },
      };
    },
  );
};
