import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderActor } from '../../src/lib/orderStatus';
import {
  currentUser,
  requireAdmin,
  requireAuth,
  requireLogistics,
  requireSeller,
  type AuthUser,
} from '../lib/auth';
import { pageMeta, pageOf } from '../lib/listQuery';
import type { OrderLineRow } from '../db/schema';
import { orderDetail } from './detail';
import { linesPage, listLines } from './listLines';
import {
  ADMIN_ORDER_LIST_QUERY,
  BULK_APPLY_BODY,
  BULK_APPLY_RESPONSES,
  BULK_PREVIEW_BODY,
  BULK_PREVIEW_RESPONSES,
  BULK_UNDO_BODY,
  BULK_UNDO_RESPONSES,
  EXPORT_ORDERS_BODY,
  OPERATIONS_RESPONSES,
  DELIVERY_STATUS_BODY,
  ORDER_DETAIL_RESPONSES,
  ORDER_LIST_QUERY,
  ORDER_PARAMS,
  SELLER_ORDERS_RESPONSES,
  SOURCING_ORDERS_RESPONSES,
  STATUS_CHANGE_BODY,
  STATUS_CHANGE_RESPONSES,
  UNDO_BODY,
  UNDO_RESPONSES,
} from './schemas';
import type {
  BulkApplyBody,
  BulkPreviewBody,
  BulkUndoBody,
  ExportOrdersBody,
  OrderListQuery,
  OrderParams,
  StatusChangeBody,
  UndoBody,
} from './schemas';
import { applyBulk, previewBulk, undoBulk } from './bulk';
import { exportOrdersWorkbook } from './export';
import { operationsDesk } from './operations';
import { ORDERS_MESSAGES as M } from './messages';
import { ApiError } from '../lib/errors';
import { ERROR_RESPONSES } from '../lib/responseSchemas';
import { marketToday } from '../../src/lib/orderList';
import { XLSX_MIME_TYPE } from '../../src/lib/spreadsheet/templateFile';

/** Lines an export reads per statement. */
const EXPORT_PAGE_ROWS = 500;
import { changeLineStatus } from './statusChange';
import { undoLastChange } from './undo';

/** Who the caller is for a line, on the routes sellers and admins share: nobody (404) unless admin or owner. */
const sellerOrAdmin =
  (user: AuthUser) =>
  (line: OrderLineRow): OrderActor[] => {
    const actors: OrderActor[] = [];
    if (user.is_admin) actors.push('admin');
    if (user.is_seller && line.seller_id === user.id) actors.push('seller');
    return actors;
  };

/** A change to one line asked by a seller or an admin: the line the address and body name, and who asks. */
const lineChangeBy = <Body>(request: FastifyRequest<{ Params: OrderParams; Body: Body }>) => {
  const user = currentUser(request);
  return {
    orderId: request.params.orderId,
    body: request.body,
    actorId: user.id,
    actorsOf: sellerOrAdmin(user),
  };
};

export const ordersRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  const listPage = async (query: OrderListQuery, sellerId: string | null) => {
    const page = pageOf(query);
    const { orders, count, countIsLowerBound, statusCounts } = await listLines(
      db,
      { ...query, sellerId },
      page,
      app.settings.searchCountLimit,
    );
    const meta = pageMeta(page, { count, rowsOnPage: orders.length, countIsLowerBound });
    const countLimit = app.settings.searchCountLimit;
    return { orders, meta: { ...meta, status_counts: statusCounts, count_limit: countLimit } };
  };

  /**
   * The caller's own lines only, one page at a time, grouped by order (orders mixing sellers show just this
   * seller's part; an order whose lines fall on two pages appears on both with the lines of each).
   */
  app.get<{ Querystring: OrderListQuery }>(
    '/orders/seller',
    {
      preValidation: requireSeller,
      schema: {
        summary: 'One page of the seller’s order lines, by status tab, search and filters',
        querystring: ORDER_LIST_QUERY,
        response: SELLER_ORDERS_RESPONSES,
      },
    },
    async (request) => {
      const { orders, meta } = await listPage(request.query, currentUser(request).id);
      return { success: true, data: orders, meta };
    },
  );

  app.get<{ Querystring: OrderListQuery }>(
    '/admin/sourcing/orders',
    {
      preValidation: requireAdmin,
      schema: {
        summary:
          'One page of every order line (admins and sourcing), by status tab, search, seller and filters',
        querystring: ADMIN_ORDER_LIST_QUERY,
        response: SOURCING_ORDERS_RESPONSES,
      },
    },
    async (request) => {
      const { orders, meta } = await listPage(request.query, null);
      return { success: true, data: { orders }, meta };
    },
  );

  /** Sellers answer their own pending lines, admins run sourcing; a seller who does not own the line gets 404. */
  app.put<{ Params: OrderParams; Body: StatusChangeBody }>(
    '/orders/:orderId/update-status',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Change the status of one line of an order',
        params: ORDER_PARAMS,
        body: STATUS_CHANGE_BODY,
        response: STATUS_CHANGE_RESPONSES,
      },
    },
    async (request) => changeLineStatus(app, lineChangeBy(request)),
  );

  /**
   * One order (by id or reference) with its buyer, delivery address, lines, total and timeline. Admins and
   * sourcing users see every line; a seller only their own, and an order without any answers 404 like a missing
   * one (to buyers and ambassadors too, who have no lines).
   */
  app.get<{ Params: OrderParams }>(
    '/orders/:orderId',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'One order with its lines, buyer, delivery address, totals and history',
        params: ORDER_PARAMS,
        response: ORDER_DETAIL_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const sellerId = user.is_admin || user.is_sourcing ? null : user.id;
      return { success: true, data: await orderDetail(db, request.params.orderId, sellerId) };
    },
  );

  /** Takes back the caller's confirm or ship of a line within ORDER_UNDO_LIMIT_SECONDS (server/orders/undo.ts). */
  app.put<{ Params: OrderParams; Body: UndoBody }>(
    '/orders/:orderId/status/undo',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Undo the caller’s last confirm or ship of a line, within the undo window',
        params: ORDER_PARAMS,
        body: UNDO_BODY,
        response: UNDO_RESPONSES,
      },
    },
    async (request) => undoLastChange(app, lineChangeBy(request)),
  );

  /**
   * Bulk status changes over many lines (server/orders/bulk.ts): a seller confirms their pending lines, an admin
   * confirms, ships or cancels with a reason. Preview first; the change carries the preview's fingerprint.
   */
  app.post<{ Body: BulkPreviewBody }>(
    '/orders/bulk/preview',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'previewOrderBulk',
        summary: 'What a confirm, ship or cancel of many order lines would change, and what it leaves out',
        body: BULK_PREVIEW_BODY,
        response: BULK_PREVIEW_RESPONSES,
      },
    },
    async (request) => previewBulk(app, currentUser(request), request.body),
  );

  app.post<{ Body: BulkApplyBody }>(
    '/orders/bulk',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'applyOrderBulk',
        summary: 'Confirm, ship or cancel many order lines in one transaction, as previewed',
        body: BULK_APPLY_BODY,
        response: BULK_APPLY_RESPONSES,
      },
    },
    async (request) => applyBulk(app, currentUser(request), request.body),
  );

  app.post<{ Body: BulkUndoBody }>(
    '/orders/bulk/undo',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'undoOrderBulk',
        summary: 'Undo the caller’s bulk confirm or ship, within the undo window',
        body: BULK_UNDO_BODY,
        response: BULK_UNDO_RESPONSES,
      },
    },
    async (request) => undoBulk(app, currentUser(request), request.body),
  );

  /** The admins' home: today's orders and sales, the due and overdue lines, the sellers new this week. */
  app.get(
    '/admin/operations',
    {
      preValidation: requireAdmin,
      schema: {
        operationId: 'getOperationsDesk',
        summary: 'Today’s orders and sales, lines due to ship today and overdue, sellers new this week',
        response: OPERATIONS_RESPONSES,
      },
    },
    async () => ({ success: true, data: await operationsDesk(db, app.settings.searchCountLimit) }),
  );

  /** The filtered list as a workbook: the seller's own lines, or an admin's of every seller (server/orders/export.ts). */
  app.post<{ Body: ExportOrdersBody }>(
    '/orders/export',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'exportOrders',
        summary: 'Download the filtered order lines as a workbook (.xlsx)',
        body: EXPORT_ORDERS_BODY,
        response: ERROR_RESPONSES,
      },
      config: { answers: { type: XLSX_MIME_TYPE, description: 'The workbook: one row per order line' } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { lang, seller, ...filter } = request.body;
      const limit = app.settings.orderExportLimit;
      const lines = {
        ...filter,
        sellerId: user.is_admin ? null : user.id,
        ...(user.is_admin && seller ? { seller } : {}),
      };
      async function* pages() {
        for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
          const rows = await linesPage(db, lines, { limit: EXPORT_PAGE_ROWS, offset });
          if (offset + rows.length > limit) throw new ApiError(400, M.exportTooMany(limit));
          yield rows;
          if (rows.length < EXPORT_PAGE_ROWS) return;
        }
      }
      const bytes = await exportOrdersWorkbook(pages(), lang);
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="orders-${marketToday()}-${lang}.xlsx"`)
        .send(bytes);
    },
  );

  /**
   * Delivery and return are facts reported by logistics, not choices in the status dropdown (the admin's
   * dropdown shows delivered disabled, docs/orders.md), so they have their own call; the same transition table applies.
   */
  app.put<{ Params: OrderParams; Body: StatusChangeBody }>(
    '/admin/sourcing/orders/:orderId/delivery-status',
    {
      preValidation: requireLogistics,
      schema: {
        summary: 'Report a line delivered or returned (logistics)',
        params: ORDER_PARAMS,
        body: DELIVERY_STATUS_BODY,
        response: STATUS_CHANGE_RESPONSES,
      },
    },
    async (request) =>
      changeLineStatus(app, {
        orderId: request.params.orderId,
        body: request.body,
        actorId: currentUser(request).id,
        actorsOf: () => ['logistics'],
      }),
  );
};
