/**
 * The cancelled and rejected lines of the real data, newest first: who made the change and why (from the line's
 * audit trail), and what it did to the seller's balance (the pending money it released).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { firstRowOf, rowsOf, type Db } from '../db/database';
import { currentUser, requireAuth } from '../lib/auth';
import { ApiError, MESSAGES } from '../lib/errors';
import { dayBounds, pageMeta, pageOf, productOrOrderMatches } from '../lib/listQuery';
import { toLE } from '../lib/money';
import { sellerOf } from '../lib/serialize';
import { storedMove } from '../wallet/rules';
import { statusHistoryOf, STATUS_ACTIONS, type StatusAuditRow } from './queries';
import { CANCELLATION_LIST_QUERY, CANCELLATION_LIST_RESPONSES, type CancellationListQuery } from './schemas';

type CancelledLineRow = {
  id: string;
  order_id: string;
  o_ref: string;
  product_id: string;
  p_sku: string;
  p_name_en: string;
  p_name_ar: string;
  seller_id: string;
  s_name: string;
  s_business_info: string;
  status: 'canceled' | 'rejected';
  quantity: number;
  price: number;
  updated_at: string;
};

const CANCELLED = sql`l.status IN ('canceled', 'rejected')`;

const cancelledLines = async (
  db: Db,
  filter: { sellerId: string | null; search?: string; from?: string; before?: string },
  page: { limit: number; offset: number },
) => {
  const conditions: RawBuilder<unknown>[] = [CANCELLED];
  if (filter.sellerId) conditions.push(sql`l.seller_id = ${filter.sellerId}`);
  if (filter.from) conditions.push(sql`l.updated_at >= ${filter.from}`);
  if (filter.before) conditions.push(sql`l.updated_at < ${filter.before}`);
  const matches = productOrOrderMatches(db, filter.search);
  if (matches) conditions.push(sql`(p.rowid IN (${matches.products}) OR o.rowid IN (${matches.orders}))`);
  const where = sql`WHERE ${sql.join(conditions, sql` AND `)}`;
  const from = sql`FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id
    JOIN users s ON s._id = l.seller_id`;
  const [rows, counted] = await Promise.all([
    rowsOf(
      db,
      sql<CancelledLineRow>`SELECT l.id, l.order_id, o.order_ref_id AS o_ref, l.product_id, p.sku AS p_sku,
          p.name_en AS p_name_en, p.name_ar AS p_name_ar, l.seller_id, s.name AS s_name,
          s.business_info AS s_business_info, l.status, l.quantity, l.price, l.updated_at
        ${from} ${where} ORDER BY l.updated_at DESC, l.rowid DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    firstRowOf(db, sql<{ count: number }>`SELECT count(*) AS count ${from} ${where}`),
  ]);
  return { rows, count: Number(counted?.count ?? 0) };
};

type ChangeDetails = {
  to?: string;
  reason?: { code: string; text?: string | null } | null;
  wallet?: unknown;
};

/** The change that made the line what it is: its newest status change to that status. */
const changeOf = (line: CancelledLineRow, history: readonly StatusAuditRow[]) => {
  const changes = history.filter((row) => row.target_id === line.id && row.action === STATUS_ACTIONS.changed);
  for (const row of changes.reverse()) {
    const details = JSON.parse(row.details) as ChangeDetails;
    if (details.to === line.status) return { row, details };
  }
  return null;
};

const toCancellation = (line: CancelledLineRow, history: readonly StatusAuditRow[]) => {
  const change = changeOf(line, history);
  const move = storedMove(change?.details.wallet);
  const reason = change?.details.reason;
  return {
    _id: line.id,
    order_id: line.order_id,
    order_ref_id: line.o_ref,
    product: {
      _id: line.product_id,
      sku: line.p_sku,
      name: { en: line.p_name_en || line.p_name_ar, ar: line.p_name_ar || line.p_name_en },
    },
    seller: sellerOf({ _id: line.seller_id, name: line.s_name, business_info: line.s_business_info }),
    status: line.status,
    quantity: line.quantity,
    unit_price: toLE(line.price),
    amount: toLE(line.price * line.quantity),
    released_amount: toLE(move && move.total < 0 ? -move.total : 0),
    by: change
      ? {
          role: change.row.actor_id === line.seller_id ? ('seller' as const) : ('admin' as const),
          name: change.row.actor_name,
        }
      : null,
    reason: reason ? { code: reason.code, text: reason.text ?? null } : null,
    at: change?.row.created_at ?? line.updated_at,
  };
};

export const cancellationsRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;
  app.get<{ Querystring: CancellationListQuery }>(
    '/cancellations',
    {
      preValidation: requireAuth,
      schema: {
        operationId: 'listCancellations',
        summary:
          'Cancelled and rejected lines newest first, with who, when, why and the pending money released',
        querystring: CANCELLATION_LIST_QUERY,
        response: CANCELLATION_LIST_RESPONSES,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const seesAll = user.is_admin || user.is_sourcing;
      if (!seesAll && !user.is_seller) throw new ApiError(403, MESSAGES.forbidden);
      const query = request.query;
      const page = pageOf(query);
      const { rows, count } = await cancelledLines(
        db,
        {
          sellerId: seesAll ? (query.seller_id ?? null) : user.id,
          search: query.search,
          ...dayBounds(query),
        },
        page,
      );
      const history = await statusHistoryOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        success: true,
        items: rows.map((row) => toCancellation(row, history)),
        meta: pageMeta(page, { count, rowsOnPage: rows.length }),
      };
    },
  );
};
