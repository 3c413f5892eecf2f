import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import { templateFileName, XLSX_MIME_TYPE } from '../../src/lib/spreadsheet/templateFile';
import { findCategoryByCode } from '../categories/queries';
import { ERROR_RESPONSES } from '../lib/responseSchemas';
import { writeAudit } from '../lib/audit';
import { currentUser, mayReadSellerRecord, requireAdmin, requireSeller, type AuthUser } from '../lib/auth';
import { ApiError, MESSAGES, requireVisible, UploadError } from '../lib/errors';
import type { IdParams } from '../lib/ids';
import { pageMeta, pageOf } from '../lib/listQuery';
import { photoNames } from '../lib/fileAccess';
import type { ProductRow } from '../db/schema';
import { parseJson } from '../lib/json';
import { publishNotifications } from '../lib/reviews';
import { admitUpload, readImagePart, releaseFiles, storeUpload } from '../lib/uploads';
import {
  applyStatusChange,
  idsWhere,
  previewStatusChange,
  selectionWhere,
  undoStatusChange,
} from './bulkStatus';
import { BULK_MESSAGES, PHOTO_UPLOAD_MESSAGES, PRODUCTS_MESSAGES as M } from './messages';
import {
  findProduct,
  findProducts,
  listProducts,
  lockProduct,
  productsExist,
  productWhere,
  withSellers,
  type Where,
} from './queries';
import {
  BATCH_PARAMS,
  BULK_PREVIEW_BODY,
  BULK_PREVIEW_RESPONSES,
  BULK_STATUS_BODY,
  BULK_STATUS_RESPONSES,
  BULK_UNDO_RESPONSES,
  CHANGED_PRODUCT_RESPONSES,
  CREATE_PRODUCT_BODY,
  OFFER_CHANGE_APPLY_BODY,
  OFFER_CHANGE_BODY,
  OFFER_CHANGE_RESPONSES,
  OFFER_PREVIEW_RESPONSES,
  OFFER_UNDO_RESPONSES,
  EXPORT_PRODUCTS_BODY,
  CREATED_PRODUCT_RESPONSES,
  LIST_BODY,
  LOW_STOCK_DEFAULT_BODY,
  LOW_STOCK_DEFAULT_RESPONSES,
  MAX_IMAGES,
  PRODUCT_LIST_RESPONSES,
  PRODUCT_PAGE_SIZE,
  PRODUCT_ID_PARAMS,
  PRODUCT_PAGE_QUERY,
  PRODUCT_RESPONSES,
  SELLER_PRODUCTS_RESPONSES,
  STATUS_UPDATE_RESPONSES,
  UPDATE_PRODUCT_BODY,
  UPDATE_STATUS_BODY,
  type BatchParams,
  type BulkPreviewBody,
  type BulkStatusBody,
  type CreateProductBody,
  type OfferChangeApplyBody,
  type OfferChangeBody,
  type ExportProductsBody,
  type ListBody,
  type LowStockDefaultBody,
  type ProductPageQuery,
  type UpdateProductBody,
  type UpdateStatusBody,
} from './schemas';
import { applyOfferChange, previewOfferChange, undoOfferChange, type OfferChange } from './bulkOffer';
import { createProduct } from './create';
import { sellerLowStockDefault, setLowStockDefault, writeLowStockNotification } from './lowStock';
import { exportWorkbook } from './export';
import { droppedPhotos, updateProduct } from './update';

/** Products read per query while an export is written. */
const EXPORT_PAGE_ROWS = 500;

export const productsRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  /** A seller only ever sees their own products: another seller's product answers as if it did not exist. */
  const ownedOnly = (user: AuthUser, found: ProductRow | undefined): ProductRow =>
    requireVisible(found, (row) => mayReadSellerRecord(user, row.seller_id), M.productNotFound);

  const productWithSeller = async (row: ProductRow) => (await withSellers(db, [row]))[0];

  const listPage = async (request: FastifyRequest, body: ListBody, sellerId: string | null) => {
    const query = request.query as ProductPageQuery;
    const page = pageOf({ page: query.page, limit: query.limit ?? query.size }, PRODUCT_PAGE_SIZE);
    const { products, count, countIsLowerBound } = await listProducts(
      db,
      body,
      sellerId,
      page,
      app.settings.searchCountLimit,
    );
    return { products, meta: pageMeta(page, { count, rowsOnPage: products.length, countIsLowerBound }) };
  };

  /** Admins list every product; anyone else only their own. Answers `data` and `metadata.count`. */
  app.post<{ Body: ListBody | null }>(
    '/products',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'One page of products: every product for an admin, the caller’s own otherwise',
        querystring: PRODUCT_PAGE_QUERY,
        body: LIST_BODY,
        response: PRODUCT_LIST_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { products, meta } = await listPage(request, request.body ?? {}, user.is_admin ? null : user.id);
      return { success: true, data: products, metadata: meta };
    },
  );

  /** One seller's products (the caller's own unless an admin names another): `items` and `meta`. */
  app.post<{ Body: ListBody | null }>(
    '/products/seller',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'One page of one seller’s products',
        querystring: PRODUCT_PAGE_QUERY,
        body: LIST_BODY,
        response: SELLER_PRODUCTS_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body ?? {};
      const sellerId = body.seller_id ?? user.id;
      if (sellerId !== user.id && !user.is_admin) throw new ApiError(403, MESSAGES.forbidden);
      const { products, meta } = await listPage(request, body, sellerId);
      return { success: true, items: products, meta };
    },
  );

  /** The products picked one by one (at most 100); a rejection carries its reason. Undoable like a bulk change. */
  app.put<{ Body: UpdateStatusBody }>(
    '/products/update-status',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Set the status of products by id (a rejection carries its reason)',
        body: UPDATE_STATUS_BODY,
        response: STATUS_UPDATE_RESPONSES,
      },
    },
    async (request) => {
      const { ids, status, reason } = request.body;
      if (!(await productsExist(db, ids))) throw new ApiError(404, M.noProductsMatched);
      const change = await applyStatusChange(app, {
        where: idsWhere(ids),
        to: status,
        reason,
        actorId: currentUser(request).id,
        expected: null,
      });
      const rows = await findProducts(db, ids);
      return {
        success: true,
        data: {
          products: await withSellers(db, rows),
          msg: M.statusUpdated,
          changed: change.changed,
          batch_id: change.batchId,
          undo_until: change.undoUntil,
        },
      };
    },
  );

  /** What a status change of every product matching the admin's filter would do, before it is confirmed. */
  app.post<{ Body: BulkPreviewBody }>(
    '/products/bulk-status/preview',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'What a status change over a filter would do, before doing it',
        body: BULK_PREVIEW_BODY,
        response: BULK_PREVIEW_RESPONSES,
      },
    },
    async (request) => {
      const { selection, status } = request.body;
      const preview = await previewStatusChange(db, selectionWhere(db, selection), status);
      return { success: true, data: { ...preview, limit: app.settings.productBulk.maxProducts } };
    },
  );

  /** The change itself, over every page, in one transaction; answers the counts and how to undo it. */
  app.post<{ Body: BulkStatusBody }>(
    '/products/bulk-status',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Set the status of every product a filter selects, in one transaction',
        body: BULK_STATUS_BODY,
        response: BULK_STATUS_RESPONSES,
      },
    },
    async (request) => {
      const { selection, status, reason, expected } = request.body;
      const change = await applyStatusChange(app, {
        where: selectionWhere(db, selection),
        to: status,
        reason,
        actorId: currentUser(request).id,
        expected: expected ?? null,
      });
      return {
        success: true,
        data: {
          changed: change.changed,
          by_status: change.byStatus,
          msg: BULK_MESSAGES.bulkDone(change.changed),
          batch_id: change.batchId,
          undo_until: change.undoUntil,
        },
      };
    },
  );

  app.post<{ Params: BatchParams }>(
    '/products/bulk-status/:batchId/undo',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Undo a bulk status change within its window',
        params: BATCH_PARAMS,
        response: BULK_UNDO_RESPONSES,
      },
    },
    async (request) => {
      const { restored, skipped } = await undoStatusChange(
        app,
        request.params.batchId,
        currentUser(request).id,
      );
      return { success: true, data: { restored, skipped, msg: BULK_MESSAGES.undone(restored) } };
    },
  );

  app.get<{ Params: IdParams }>(
    '/products/:id',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'One product',
        params: PRODUCT_ID_PARAMS,
        response: PRODUCT_RESPONSES,
      },
    },
    async (request) => {
      const row = ownedOnly(currentUser(request), await findProduct(db, request.params.id));
      return { success: true, data: await productWithSeller(row) };
    },
  );

  /** The seller's own products a bulk change of price or stock names: the picked ids, or the selection. */
  const offerWhere = (sellerId: string, body: OfferChangeBody): Where => [
    ...productWhere(db, body.selection ?? {}, sellerId),
    ...(body.ids ? idsWhere(body.ids) : []),
  ];

  app.post<{ Body: OfferChangeBody }>(
    '/products/bulk-offer/preview',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'previewBulkOffer',
        summary: 'What a change of price or stock over many of the caller’s products would do',
        body: OFFER_CHANGE_BODY,
        response: OFFER_PREVIEW_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const change = request.body.change as OfferChange;
      return { success: true, data: await previewOfferChange(db, offerWhere(user.id, request.body), change) };
    },
  );

  app.post<{ Body: OfferChangeApplyBody }>(
    '/products/bulk-offer',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'applyBulkOffer',
        summary: 'Change the price or stock of many of the caller’s products in one transaction (undoable)',
        body: OFFER_CHANGE_APPLY_BODY,
        response: OFFER_CHANGE_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const data = await applyOfferChange(db, app.settings.productBulk, {
        where: offerWhere(user.id, request.body),
        change: request.body.change as OfferChange,
        sellerId: user.id,
        actorId: user.id,
        expected: request.body.expected ?? null,
      });
      return { success: true, data };
    },
  );

  app.post<{ Params: BatchParams }>(
    '/products/bulk-offer/:batchId/undo',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'undoBulkOffer',
        summary: 'Undo a change of price or stock over many products, within its undo window',
        params: BATCH_PARAMS,
        response: OFFER_UNDO_RESPONSES,
      },
    },
    async (request) => ({
      success: true,
      data: await undoOfferChange(
        db,
        app.settings.productBulk,
        request.params.batchId,
        currentUser(request).id,
      ),
    }),
  );

  /** The seller's products of one category as its template, filled with their current values. */
  app.post<{ Body: ExportProductsBody }>(
    '/products/export',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'exportProducts',
        summary: 'Download the filtered inventory of one category as its template (.xlsx), to import back',
        body: EXPORT_PRODUCTS_BODY,
        response: ERROR_RESPONSES,
      },
      config: {
        answers: {
          type: XLSX_MIME_TYPE,
          description:
            'The workbook: the category’s template filled with the products, and its _schema sheet',
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const {
        lang,
        status,
        search,
        stock,
        price_min,
        price_max,
        sort,
        seller_id: namedSeller,
      } = request.body;
      const sellerId = namedSeller ?? user.id;
      if (sellerId !== user.id && !user.is_admin) throw new ApiError(403, MESSAGES.forbidden);
      const category = await findCategoryByCode(db, request.body.category);
      if (!category) throw new ApiError(400, M.categoryRequired, { category: M.categoryRequired });
      const list: ListBody = {
        filter: {
          category: category.code,
          ...(status ? { status } : {}),
          ...(stock ? { stock } : {}),
          ...(price_min === undefined ? {} : { price_min }),
          ...(price_max === undefined ? {} : { price_max }),
        },
        ...(search ? { search } : {}),
        ...(sort ? { sort } : {}),
      };
      // A file the import cannot take back is refused: it holds at most the import's rows.
      const limit = app.settings.sheetLimits.rows;
      const first = await listProducts(db, list, sellerId, { limit: 1, offset: 0 }, limit);
      if (first.countIsLowerBound || first.count > limit) {
        throw new ApiError(400, M.exportTooMany(first.count, limit));
      }
      async function* pages() {
        for (let offset = 0; offset < first.count; offset += EXPORT_PAGE_ROWS) {
          yield (await listProducts(db, list, sellerId, { limit: EXPORT_PAGE_ROWS, offset }, limit)).products;
        }
      }
      const bytes = await exportWorkbook({
        category: { code: category.code, headers: parseJson<CategoryHeader[]>(category.headers, []) },
        language: lang,
        products: pages(),
      });
      const fileName = `inventory-${templateFileName(category.code, lang)}`;
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(bytes);
    },
  );

  app.get(
    '/products/low-stock-default',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'getLowStockDefault',
        summary: 'The caller’s default low-stock threshold',
        response: LOW_STOCK_DEFAULT_RESPONSES,
      },
    },
    async (request) => ({
      success: true,
      data: { threshold: await sellerLowStockDefault(db, currentUser(request).id) },
    }),
  );

  app.put<{ Body: LowStockDefaultBody }>(
    '/products/low-stock-default',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'setLowStockDefault',
        summary: 'Set the caller’s default low-stock threshold (products without their own follow it)',
        body: LOW_STOCK_DEFAULT_BODY,
        response: LOW_STOCK_DEFAULT_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await setLowStockDefault(db, user.id, request.body.threshold);
      await writeAudit(db, {
        actorId: user.id,
        action: 'seller.low_stock_default',
        targetType: 'user',
        targetId: user.id,
        details: { threshold: request.body.threshold },
        at: new Date().toISOString(),
      });
      return { success: true, data: { threshold: request.body.threshold } };
    },
  );

  app.post<{ Body: CreateProductBody }>(
    '/products/create-product',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'createProduct',
        summary: 'Create one product (it goes to review like an imported one)',
        body: CREATE_PRODUCT_BODY,
        response: CREATED_PRODUCT_RESPONSES,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const category = await findCategoryByCode(db, request.body.category);
      if (!category || (!category.published && !user.is_admin)) {
        throw new ApiError(400, M.categoryRequired, { category: M.categoryRequired });
      }
      const headers = parseJson<CategoryHeader[]>(category.headers, []);
      const created = await db.transaction().execute(async (trx) => {
        const row = await createProduct(trx, user.id, { code: category.code, headers }, request.body);
        await writeAudit(trx, {
          actorId: user.id,
          action: 'product.created',
          targetType: 'product',
          targetId: row.id,
          details: { fields: Object.keys(request.body) },
          at: row.created_at,
        });
        return row;
      });
      void reply.status(201);
      const product = await productWithSeller(created);
      return { success: true, data: product, product };
    },
  );

  app.put<{ Params: IdParams; Body: UpdateProductBody }>(
    '/products/:id/update-product',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'Change a product (its fields, photos, price, stock)',
        params: PRODUCT_ID_PARAMS,
        body: UPDATE_PRODUCT_BODY,
        response: CHANGED_PRODUCT_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { row, updated, lowStock } = await db.transaction().execute(async (trx) => {
        const before = ownedOnly(user, await lockProduct(trx, request.params.id));
        const stored = await updateProduct(trx, before, request.body);
        await writeAudit(trx, {
          actorId: user.id,
          action: 'product.updated',
          targetType: 'product',
          targetId: before.id,
          details: { fields: Object.keys(request.body) },
          at: stored.updated_at,
        });
        const lowStock = await writeLowStockNotification(trx, before.seller_id, [
          {
            ...stored,
            before: before.stock_quantity,
            after: stored.stock_quantity,
            threshold: stored.low_stock_threshold,
          },
        ]);
        return { row: before, updated: stored, lowStock };
      });
      await publishNotifications(db, lowStock);
      // Uploaded photos taken off the list are deleted (unless another product still shows them).
      await releaseFiles(app, droppedPhotos(row.product_images, updated.product_images), 'product_image');
      const product = await productWithSeller(updated);
      return { success: true, data: product, product };
    },
  );

  app.post<{ Params: IdParams }>(
    '/products/:id/upload-image',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'Upload a product photo (multipart field image)',
        params: PRODUCT_ID_PARAMS,
        response: CHANGED_PRODUCT_RESPONSES,
      },
      config: { multipart: { file: 'image' } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await admitUpload(request, reply, user.id);
      const row = await findProduct(db, request.params.id);
      if (!row || !mayReadSellerRecord(user, row.seller_id)) throw new UploadError(404, M.productNotFound);
      const { buffer, type } = await readImagePart(request, PHOTO_UPLOAD_MESSAGES);
      let updated = row;
      // A product's photos are its seller's storage, whoever uploads them (an admin may).
      await storeUpload(app, {
        owner: row.seller_id,
        kind: 'product_image',
        buffer,
        type,
        attach: async (trx, url) => {
          // Read again inside the transaction: another upload may have changed the list meanwhile.
          const current = (await lockProduct(trx, row.id)) ?? row;
          const images = parseJson<{ url?: string }[]>(current.product_images, []).filter((item) => item.url);
          // The new photo becomes the main one; older ones stay behind it, and the oldest past the limit
          // falls off the list and is deleted.
          const next = [{ url }, ...images].slice(0, MAX_IMAGES) as { url: string }[];
          updated = await updateProduct(trx, current, { product_images: next });
          return photoNames(images.slice(MAX_IMAGES - 1));
        },
      });
      const product = await productWithSeller(updated);
      return { success: true, product, data: product };
    },
  );
};
