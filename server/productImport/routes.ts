/**
 * The catalogue spreadsheet import (upload-product-xls / add-product-xls, docs/spreadsheet-import.md): the file is
 * stored whole within the limits, read and checked in the worker pool, and its valid rows create or update the
 * seller's products by SKU in one transaction. Every import is recorded with the rows it refused.
 */
import type { FastifyInstance } from 'fastify';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import { OFFER_LIMITS } from '../../src/lib/entities/product';
import { cellRef } from '../../src/lib/spreadsheet/cells';
import { SKU_KEY } from '../../src/lib/spreadsheet/columns';
import type { SheetIssue } from '../../src/lib/spreadsheet/rules';
import { decodeCsv } from '../../src/lib/spreadsheet/csv';
import { isZip } from '../../src/lib/spreadsheet/zip';
import { MAX_REPORTED_ERRORS, IMAGE_COLUMN_COUNT } from '../../src/lib/spreadsheet/limits';
import { findCategoryByCode } from '../categories/queries';
import { currentUser, mayReadSellerRecord, requireSeller, type AuthUser } from '../lib/auth';
import { ApiError, MESSAGES, requireVisible, UploadError } from '../lib/errors';
import { idParamsSchema, newId, type IdParams } from '../lib/ids';
import { pageMeta, pageOf } from '../lib/listQuery';
import { parseJson } from '../lib/json';
import { sheetReadMessage, sheetReadStatus } from '../lib/sheetMessages';
import { fileUrl, STORED_NAME_PATTERN } from '../lib/storedFiles';
import { admitUpload, readFilePart, storeUpload, releaseFiles } from '../lib/uploads';
import { publishNotifications } from '../lib/reviews';
import { writeLowStockNotification } from '../products/lowStock';
import { applyProducts, rowIssue } from './applyRows';
import { IMPORT_MESSAGES as M } from './messages';
import {
  findImport,
  insertImport,
  isOwnSheet,
  listImports,
  referencePrice,
  sheetsBeyond,
  storedRejected,
  toImport,
  toImportWithRejected,
} from './queries';
import {
  IMPORT_BODY,
  IMPORT_DETAIL_RESPONSES,
  IMPORT_LIST_QUERY,
  IMPORT_LIST_RESPONSES,
  IMPORT_RESULT_RESPONSES,
  SHEET_LIMITS_RESPONSES,
  SHEET_UPLOAD_RESPONSES,
  type ImportBody,
  type ImportListQuery,
} from './schemas';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * Uploaded spreadsheets a seller keeps, the new one included: a file is only needed between its upload and
 * its import (or a second, partial import), so older ones are deleted rather than filling the quota.
 */
const SHEETS_KEPT = 5;

/** An Excel 97–2003 file (or a password-protected one) starts with the OLE signature. */
const isOleFile = (buffer: Buffer): boolean =>
  buffer.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));

export const productImportRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  /** The limits in force, so the page states the deployment's own before the seller picks a file. */
  app.get(
    '/products/sheet-limits',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'What a product spreadsheet may hold (limits of this deployment)',
        response: SHEET_LIMITS_RESPONSES,
      },
    },
    async () => ({
      success: true,
      data: {
        ...app.settings.sheetLimits,
        ...OFFER_LIMITS,
        imageColumns: IMAGE_COLUMN_COUNT,
      },
    }),
  );

  app.post(
    '/products/upload-product-xls',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'Upload a product spreadsheet (multipart field file); answers its reference',
        response: SHEET_UPLOAD_RESPONSES,
      },
      config: { multipart: { file: 'file' } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await admitUpload(request, reply, user.id);
      const limits = app.settings.sheetLimits;
      const buffer = await readFilePart(request, 'file', limits.fileBytes, {
        fileRequired: M.fileRequired,
        tooLarge: sheetReadMessage('fileTooLarge', null, limits),
      });
      if (isOleFile(buffer)) throw new UploadError(400, sheetReadMessage('xlsFormat', null, limits));
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
        attach: (trx) => sheetsBeyond(trx, user.id, SHEETS_KEPT - 1),
      });
      return { success: true, data: { url: fileUrl(storedName) } };
    },
  );

  app.post<{ Body: ImportBody }>(
    '/products/add-product-xls',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'Create and update products from an uploaded spreadsheet',
        body: IMPORT_BODY,
        response: IMPORT_RESULT_RESPONSES,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { route, lang, partial = false, include_hidden: includeHidden = false } = request.body;
      const storedName = route.split('?')[0]?.split('/').pop() ?? '';
      if (!STORED_NAME_PATTERN.test(storedName) || !(await isOwnSheet(db, user.id, storedName))) {
        throw new ApiError(404, M.sheetNotFound);
      }
      const limits = app.settings.sheetLimits;
      const bytes = await app.fileStore.read(storedName);
      if (!bytes) throw new ApiError(404, M.sheetNotFound);
      const readSheet = async (code: string, headers: CategoryHeader[]) => {
        const reference = code ? await referencePrice(db, user.id, code) : undefined;
        const result = await app.sheetPool.run({
          bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
          limits,
          headers,
          options: {
            language: lang,
            category: code,
            includeHidden,
            ...(reference ? { referencePrice: reference } : {}),
          },
        });
        if (!result.ok) {
          throw new ApiError(
            sheetReadStatus(result.code),
            sheetReadMessage(result.code, result.cell, limits),
          );
        }
        return result;
      };

      // A template names its category: the seller is asked only for a file that does not.
      const chosenCode = request.body.category || (await readSheet('', [])).templateCategory;
      const categoryRow = chosenCode ? await findCategoryByCode(db, chosenCode) : undefined;
      if (!categoryRow || (!categoryRow.published && !user.is_admin)) {
        throw new ApiError(400, M.categoryRequired, { category: M.categoryRequired });
      }
      const headers = parseJson<CategoryHeader[]>(categoryRow.headers, []);
      const result = await readSheet(categoryRow.code, headers);
      const { check } = result;
      const category = { code: categoryRow.code, headers };
      const cellOf = (row: number, key: string): string | null => {
        const index =
          check.columns[key] ??
          check.columns[`${key}@${lang}`] ??
          Object.entries(check.columns).find(([id]) => id.startsWith(`${key}@`))?.[1] ??
          check.columns[SKU_KEY];
        return index === undefined ? null : cellRef(index, row);
      };
      const refuse = (errors: SheetIssue[], errorCount: number, rejectedRows: number[]) =>
        reply.status(400).send({
          success: false,
          error: check.sheet === null ? M.sheetRejected : M.sheetRejectedIn(check.sheet),
          details: {
            errors: errors.slice(0, MAX_REPORTED_ERRORS),
            errorCount: Math.max(errorCount, 1),
            warnings: check.warnings,
            warningCount: check.warningCount,
            rowCount: check.rowCount,
            rejectedRows,
            fileRejected: check.fileRejected,
            languages: check.languages,
            category: categoryRow.code,
            sheet: check.sheet,
            hidden: check.hidden,
            rejected: storedRejected(check.titles, result.cells, errors, rejectedRows),
          },
        });
      if (check.fileRejected || (check.errorCount > 0 && !partial) || check.products.length === 0) {
        return refuse(check.errors, check.errorCount, check.rejectedRows);
      }
      // All or nothing: the server's own refusals (a new SKU without its required values, a SKU of another
      // category) are found before the first row is written.
      if (!partial) {
        const planned = await applyProducts(db, user.id, category, check.products, { dryRun: true, cellOf });
        if (planned.refused.length > 0) {
          return refuse(
            planned.refused,
            planned.refused.length,
            [...planned.refusedRows].sort((a, b) => a - b),
          );
        }
      }

      const importId = newId();
      const fileName = (request.body.file_name ?? '').slice(0, 255);
      const outcome = await applyProducts(db, user.id, category, check.products, {
        cellOf,
        audit: { importId, actorId: user.id, fileName },
      });
      await releaseFiles(app, outcome.droppedPhotos, 'product_image');
      await publishNotifications(db, await writeLowStockNotification(db, user.id, outcome.stockChanges));
      const refusedIssues = [...check.errors, ...outcome.refused];
      const refusedRows = new Set([...check.rejectedRows, ...outcome.refusedRows]);
      const reviewWarnings = outcome.reviewRows.map((row) => rowIssue(row, null, 'backToReview'));
      await insertImport(db, {
        id: importId,
        seller_id: user.id,
        actor_id: user.id,
        file_name: fileName,
        category_code: categoryRow.code,
        format: result.format,
        rows: check.rowCount,
        created: outcome.created,
        updated: outcome.updated,
        unchanged: outcome.unchanged,
        refused: refusedRows.size,
        back_to_review: outcome.backToReview,
        rejected: storedRejected(check.titles, result.cells, refusedIssues),
      });
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
          category: categoryRow.code,
          sheet: check.sheet,
          hidden: check.hidden,
        },
      };
    },
  );

  /** Past imports, newest first: the caller's own, or (admins) any seller's by `seller_id`. */
  app.get<{ Querystring: ImportListQuery }>(
    '/products/imports',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'One page of spreadsheet imports, newest first',
        querystring: IMPORT_LIST_QUERY,
        response: IMPORT_LIST_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const sellerId = request.query.seller_id ?? user.id;
      if (sellerId !== user.id && !user.is_admin) throw new ApiError(403, MESSAGES.forbidden);
      const page = pageOf(request.query);
      const { rows, count } = await listImports(db, sellerId, page);
      return {
        success: true,
        items: rows.map((row) => toImport(row, row.actor_name)),
        meta: pageMeta(page, { count, rowsOnPage: rows.length }),
      };
    },
  );

  /** Another seller's import answers as if it did not exist. */
  const readableImport = async (user: AuthUser, id: string) =>
    requireVisible(
      await findImport(db, id),
      (row) => mayReadSellerRecord(user, row.seller_id),
      M.importNotFound,
    );

  /** One import with its refused rows (cells as typed and their problems), for the download. */
  app.get<{ Params: IdParams }>(
    '/products/imports/:id',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'One import with the rows it refused and why',
        params: idParamsSchema,
        response: IMPORT_DETAIL_RESPONSES,
      },
    },
    async (request) => ({
      success: true,
      data: toImportWithRejected(await readableImport(currentUser(request), request.params.id)),
    }),
  );
};
