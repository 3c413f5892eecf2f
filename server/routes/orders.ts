import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import {
  ACTOR_TARGETS,
  canActorSet,
  isAllowedTransition,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
} from '../../src/lib/orderStatus';
import { currentUser, requireAdmin, requireAuth, requireSeller } from '../lib/auth';
import { ApiError, MESSAGES, type Bilingual } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { toLE } from '../lib/money';
import { notificationBus } from '../lib/notificationBus';
import { matchingRowids, pageOf, pageQueryProperties, type PageQuery } from '../lib/listQuery';
import {
  sellerOf,
  toNotification,
  toOrder,
  toOrderLine,
  toProduct,
  type ApiOrderLine,
  type NotificationRow,
  type OrderLineRow,
  type OrderRow,
  type ProductRow,
  type UserRow,
} from '../lib/serialize';

const STATUS_TEXT: Record<OrderStatus, Bilingual> = {
  pending: { en: 'pending', ar: 'قيد الانتظار' },
  confirmed: { en: 'confirmed', ar: 'مؤكد' },
  shipped: { en: 'shipped', ar: 'تم الشحن' },
  delivered: { en: 'delivered', ar: 'تم التوصيل' },
  canceled: { en: 'canceled', ar: 'ملغي' },
  returned: { en: 'returned', ar: 'مرتجع' },
  rejected: { en: 'rejected', ar: 'مرفوض' },
};

const M = {
  lineNotFound: { en: 'Order line not found', ar: 'لم يتم العثور على بند الطلب' },
  updated: { en: 'Order status updated successfully', ar: 'تم تحديث حالة الطلب بنجاح' },
  sameStatus: (status: OrderStatus): Bilingual => ({
    en: `The order line is already ${STATUS_TEXT[status].en}`,
    ar: `بند الطلب بالفعل في حالة ${STATUS_TEXT[status].ar}`,
  }),
  notAllowed: (from: OrderStatus, to: OrderStatus): Bilingual => ({
    en: `An order line cannot go from ${STATUS_TEXT[from].en} to ${STATUS_TEXT[to].en}`,
    ar: `لا يمكن تغيير بند الطلب من ${STATUS_TEXT[from].ar} إلى ${STATUS_TEXT[to].ar}`,
  }),
  notYourRole: (to: OrderStatus): Bilingual => ({
    en: `You cannot set an order line to ${STATUS_TEXT[to].en}`,
    ar: `لا يمكنك تغيير بند الطلب إلى ${STATUS_TEXT[to].ar}`,
  }),
  notification: (ref: string, names: Bilingual, status: OrderStatus): Bilingual => ({
    en: `Order ${ref}: ${names.en} is now ${STATUS_TEXT[status].en}`,
    ar: `الطلب ${ref}: المنتج ${names.ar} أصبح ${STATUS_TEXT[status].ar}`,
  }),
} as const;

type LineJoinRow = OrderLineRow & {
  o_ref: string;
  o_buyer: string | null;
  o_created: string;
} & { [K in keyof ProductRow as `p_${K}`]: ProductRow[K] } & {
  s_id: string;
  s_name: string;
  s_business_info: string;
};

const PRODUCT_COLUMNS: (keyof ProductRow)[] = [
  'id',
  'sku',
  'seller_id',
  'category_code',
  'status',
  'listing_price',
  'stock_quantity',
  'handling_time',
  'is_recommended',
  'name_en',
  'name_ar',
  'search_text',
  'en',
  'ar',
  'details',
  'product_images',
  'created_at',
  'updated_at',
];

const LINE_SELECT = `
  SELECT l.*, o.order_ref_id AS o_ref, o.buyer_id AS o_buyer, o.created_at AS o_created,
    ${PRODUCT_COLUMNS.map((column) => `p.${column} AS p_${column}`).join(', ')},
    u._id AS s_id, u.name AS s_name, u.business_info AS s_business_info
  FROM order_lines l
  JOIN orders o ON o.id = l.order_id
  JOIN products p ON p.id = l.product_id
  JOIN users u ON u._id = l.seller_id`;

const productOf = (row: LineJoinRow) => {
  const product = Object.fromEntries(
    PRODUCT_COLUMNS.map((column) => [column, row[`p_${column}`]]),
  ) as ProductRow;
  return toProduct(
    product,
    sellerOf({ _id: row.s_id, name: row.s_name, business_info: row.s_business_info } as Pick<
      UserRow,
      '_id' | 'name' | 'business_info'
    >),
  );
};

const orderOf = (row: LineJoinRow): OrderRow => ({
  id: row.order_id,
  order_ref_id: row.o_ref,
  buyer_id: row.o_buyer,
  created_at: row.o_created,
});

/** Groups joined line rows into SPEC.md §3 orders, in the order their first line comes on the page. */
const groupOrders = (rows: LineJoinRow[]) => {
  const orders = new Map<string, { order: OrderRow; lines: ApiOrderLine[] }>();
  for (const row of rows) {
    const order = orderOf(row);
    const entry = orders.get(order.id) ?? { order, lines: [] };
    entry.lines.push(toOrderLine(row, order, productOf(row)));
    orders.set(order.id, entry);
  }
  return [...orders.values()].map(({ order, lines }) => toOrder(order, lines));
};

/** The tabs of the orders screen: every line, or the lines in one status. */
const LIST_STATUSES = ['all', ...ORDER_STATUSES] as const;

type ListQuery = PageQuery & { status?: (typeof LIST_STATUSES)[number] };

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageQueryProperties, status: { type: 'string', enum: LIST_STATUSES } },
};

/**
 * One page of order lines (each row of the orders screen is a line), newest change first, with the count
 * of every matching line. The seller and status conditions match the order_lines indexes, which hold the
 * lines already sorted by updated_at, so a page reads only its own rows; a search (either product name,
 * normalised like products.search_text, or the order reference or id) filters along the same walk.
 */
const listLines = (app: FastifyInstance, query: ListQuery, sellerId: string | null) => {
  const { page, limit, offset } = pageOf(query);
  const clauses: string[] = [];
  const params: string[] = [];
  if (sellerId) {
    clauses.push('l.seller_id = ?');
    params.push(sellerId);
  }
  if (query.status && query.status !== 'all') {
    clauses.push('l.status = ?');
    params.push(query.status);
  }
  const search = normalizeForSearch(query.search ?? '');
  if (search) {
    const products = matchingRowids(search, 'products');
    const orders = matchingRowids(search, 'orders');
    // The matching lines are collected once through the product and order indexes; the walk over the seller's
    // lines (in updated_at order) then only tests membership, and joins nothing for the lines that miss.
    clauses.push(
      `l.rowid IN (SELECT rowid FROM order_lines WHERE product_id IN (SELECT id FROM products WHERE rowid IN (${products.sql}))
        UNION SELECT rowid FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE rowid IN (${orders.sql})))`,
    );
    params.push(...products.params, ...orders.params);
  }
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const rows = app.db
    .prepare<(string | number)[], LineJoinRow>(
      `${LINE_SELECT} ${where} ORDER BY l.updated_at DESC, l.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, limit, offset);
  // The joins are only needed to count when the search looks at the product or the order.
  const from = search
    ? 'FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id'
    : 'FROM order_lines l';
  const { count } = app.db
    .prepare<string[], { count: number }>(`SELECT COUNT(*) AS count ${from} ${where}`)
    .get(...params) ?? { count: 0 };
  return { orders: groupOrders(rows), meta: { count, page, limit } };
};

type UpdateStatusBody = { status: OrderStatus; product_id: string; order_ref_id?: string };

const updateStatusSchema = (statuses: readonly OrderStatus[]) => ({
  params: {
    type: 'object',
    properties: { orderId: { type: 'string', minLength: 1, maxLength: 64 } },
    required: ['orderId'],
  },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['status', 'product_id'],
    properties: {
      status: { type: 'string', enum: [...statuses] },
      product_id: { type: 'string', minLength: 1, maxLength: 64 },
      order_ref_id: { type: 'string', maxLength: 64 },
    },
  },
});

/** Amounts in piasters; the wallet row is created on first use for sellers onboarded after the seed. */
const applyWallet = (
  app: FastifyInstance,
  line: OrderLineRow,
  orderRef: string,
  from: OrderStatus,
  to: OrderStatus,
  at: string,
): void => {
  const amount = line.price * line.quantity;
  const db = app.db;
  db.prepare('INSERT OR IGNORE INTO wallets (user_id) VALUES (?)').run(line.seller_id);
  const moveWallet = db.prepare(
    'UPDATE wallets SET net_balance = net_balance + ?, total_balance = total_balance + ? WHERE user_id = ?',
  );
  const writeLedger = (type: 'CR' | 'DR') => {
    const { net_balance: netBalance } = db
      .prepare<[string], { net_balance: number }>('SELECT net_balance FROM wallets WHERE user_id = ?')
      .get(line.seller_id) ?? { net_balance: 0 };
    db.prepare(
      `INSERT INTO transactions (id, user_id, product_id, order_ref_id, type, amount, balance_after, transaction_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(newId(), line.seller_id, line.product_id, orderRef, type, amount, netBalance, at);
  };

  const wasPending = from === 'confirmed' || from === 'shipped';
  if (to === 'confirmed') {
    // Confirmed money is pending money: counted in total_balance, not yet available.
    moveWallet.run(0, amount, line.seller_id);
  } else if (to === 'delivered') {
    moveWallet.run(amount, 0, line.seller_id);
    writeLedger('CR');
  } else if ((to === 'canceled' || to === 'returned') && wasPending) {
    moveWallet.run(0, -amount, line.seller_id);
  } else if (to === 'returned' && from === 'delivered') {
    moveWallet.run(-amount, -amount, line.seller_id);
    writeLedger('DR');
  }
};

/** Who the caller is for this line; a seller who does not own it gets nothing (and a 404, not a hint). */
const actorsFor = (request: FastifyRequest, line: OrderLineRow): OrderActor[] => {
  const user = currentUser(request);
  const actors: OrderActor[] = [];
  if (user.is_admin) actors.push('admin');
  if (user.is_seller && line.seller_id === user.id) actors.push('seller');
  return actors;
};

/**
 * One status change: checks, line update, wallet and ledger, the seller's notification, all in one
 * transaction; the notification is pushed to open streams only once it is committed.
 */
const changeStatus = (
  app: FastifyInstance,
  request: FastifyRequest,
  params: { orderId: string; body: UpdateStatusBody; actors: (line: OrderLineRow) => OrderActor[] },
) => {
  const { orderId, body, actors: actorsOf } = params;
  const to = body.status;
  const result = app.db.transaction(() => {
    const row = app.db
      .prepare<[string, string, string], LineJoinRow>(
        `${LINE_SELECT} WHERE (o.id = ? OR o.order_ref_id = ?) AND l.product_id = ?`,
      )
      .get(orderId, orderId, body.product_id);
    if (!row || (body.order_ref_id && body.order_ref_id !== row.o_ref)) {
      throw new ApiError(404, M.lineNotFound);
    }
    const actors = actorsOf(row);
    if (actors.length === 0) throw new ApiError(404, M.lineNotFound);
    const from = row.status;
    if (from === to) throw new ApiError(409, M.sameStatus(from));
    if (!isAllowedTransition(from, to)) throw new ApiError(409, M.notAllowed(from, to));
    if (!actors.some((actor) => canActorSet(actor, from, to))) throw new ApiError(409, M.notYourRole(to));

    const at = nowIso();
    app.db.prepare('UPDATE order_lines SET status = ?, updated_at = ? WHERE id = ?').run(to, at, row.id);
    applyWallet(app, row, row.o_ref, from, to, at);

    const updated: LineJoinRow = { ...row, status: to, updated_at: at };
    const names = { en: row.p_name_en, ar: row.p_name_ar };
    const message = M.notification(row.o_ref, names, to);
    const notification: NotificationRow = {
      id: newId(),
      user_id: row.seller_id,
      object_type: 'order',
      message_en: message.en,
      message_ar: message.ar,
      read: 0,
      object: JSON.stringify({
        order_ref_id: row.o_ref,
        product: [
          {
            status: to,
            quantity: row.quantity,
            order_ref_id: row.o_ref,
            data: {
              _id: row.product_id,
              en: { name: names.en },
              ar: { name: names.ar },
              listing_price: toLE(row.price),
              updatedAt: at,
            },
          },
        ],
      }),
      created_at: at,
    };
    app.db
      .prepare(
        `INSERT INTO notifications (id, user_id, object_type, message_en, message_ar, read, object, created_at)
         VALUES (@id, @user_id, @object_type, @message_en, @message_ar, @read, @object, @created_at)`,
      )
      .run(notification);
    app.db
      .prepare(
        `INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
         VALUES (?, ?, 'order_line.status', 'order_line', ?, ?, ?)`,
      )
      .run(newId(), currentUser(request).id, row.id, JSON.stringify({ from, to }), at);
    return { line: toOrderLine(updated, orderOf(updated), productOf(updated)), notification };
  })();
  notificationBus(app.db).publish(result.notification.user_id, toNotification(result.notification));
  return { success: true, data: result.line, message: M.updated };
};

/** Admins and sourcing users report what the carrier did. */
const requireLogistics = async (request: FastifyRequest, reply: Parameters<typeof requireAuth>[1]) => {
  await requireAuth.call(request.server, request, reply);
  const user = currentUser(request);
  if (!user.is_admin && !user.is_sourcing) throw new ApiError(403, MESSAGES.forbidden);
};

export const ordersRoutes = async (app: FastifyInstance): Promise<void> => {
  /**
   * The caller's own lines only, one page at a time, grouped by order (orders mixing sellers show just this
   * seller's part; an order whose lines fall on two pages appears on both with the lines of each).
   */
  app.get<{ Querystring: ListQuery }>(
    '/orders/seller',
    { preValidation: requireSeller, schema: { querystring: listQuerySchema } },
    async (request) => {
      const { orders, meta } = listLines(app, request.query, currentUser(request).id);
      return { success: true, data: orders, meta };
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/admin/sourcing/orders',
    { preValidation: requireAdmin, schema: { querystring: listQuerySchema } },
    async (request) => {
      const { orders, meta } = listLines(app, request.query, null);
      return { success: true, data: { orders }, meta };
    },
  );

  app.put<{ Params: { orderId: string }; Body: UpdateStatusBody }>(
    '/orders/:orderId/update-status',
    {
      preValidation: requireAuth,
      schema: updateStatusSchema(ORDER_STATUSES),
    },
    async (request) =>
      changeStatus(app, request, {
        orderId: request.params.orderId,
        body: request.body,
        actors: (line) => actorsFor(request, line),
      }),
  );

  /**
   * Delivery and return are facts reported by logistics, not choices in the status dropdown (SPEC.md §4 keeps
   * delivered disabled there), so they have their own call; the same transition table applies.
   */
  app.put<{ Params: { orderId: string }; Body: UpdateStatusBody }>(
    '/admin/sourcing/orders/:orderId/delivery-status',
    { preValidation: requireLogistics, schema: updateStatusSchema(ACTOR_TARGETS.logistics) },
    async (request) =>
      changeStatus(app, request, {
        orderId: request.params.orderId,
        body: request.body,
        actors: () => ['logistics'],
      }),
  );
};
