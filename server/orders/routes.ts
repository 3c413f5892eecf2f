import type { FastifyInstance } from 'fastify';
import type { OrderActor } from '../../src/lib/orderStatus';
import { currentUser, requireAdmin, requireAuth, requireLogistics, requireSeller } from '../lib/auth';
import { pageOf } from '../lib/listQuery';
import { listLines } from './queries';
import {
  DELIVERY_STATUS_BODY,
  ORDER_LIST_QUERY,
  ORDER_PARAMS,
  SELLER_ORDERS_RESPONSES,
  SOURCING_ORDERS_RESPONSES,
  STATUS_CHANGE_BODY,
  STATUS_CHANGE_RESPONSES,
} from './schemas';
import type { OrderListQuery, OrderParams, StatusChangeBody } from './schemas';
import { changeLineStatus } from './statusChange';

export const ordersRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  const listPage = (query: OrderListQuery, sellerId: string | null) => {
    const { page, limit, offset } = pageOf(query);
    const { orders, count } = listLines(
      db,
      { sellerId, status: query.status, search: query.search },
      { limit, offset },
    );
    return { orders, meta: { count, page, limit } };
  };

  /**
   * The caller's own lines only, one page at a time, grouped by order (orders mixing sellers show just this
   * seller's part; an order whose lines fall on two pages appears on both with the lines of each).
   */
  app.get<{ Querystring: OrderListQuery }>(
    '/orders/seller',
    {
      preValidation: requireSeller,
      schema: { querystring: ORDER_LIST_QUERY, response: SELLER_ORDERS_RESPONSES },
    },
    async (request) => {
      const { orders, meta } = listPage(request.query, currentUser(request).id);
      return { success: true, data: orders, meta };
    },
  );

  app.get<{ Querystring: OrderListQuery }>(
    '/admin/sourcing/orders',
    {
      preValidation: requireAdmin,
      schema: { querystring: ORDER_LIST_QUERY, response: SOURCING_ORDERS_RESPONSES },
    },
    async (request) => {
      const { orders, meta } = listPage(request.query, null);
      return { success: true, data: { orders }, meta };
    },
  );

  /** Sellers answer their own pending lines, admins run sourcing; a seller who does not own the line gets 404. */
  app.put<{ Params: OrderParams; Body: StatusChangeBody }>(
    '/orders/:orderId/update-status',
    {
      preValidation: requireAuth,
      schema: { params: ORDER_PARAMS, body: STATUS_CHANGE_BODY, response: STATUS_CHANGE_RESPONSES },
    },
    async (request) => {
      const user = currentUser(request);
      return changeLineStatus(app, {
        orderId: request.params.orderId,
        body: request.body,
        actorId: user.id,
        actorsOf: (line) => {
          const actors: OrderActor[] = [];
          if (user.is_admin) actors.push('admin');
          if (user.is_seller && line.seller_id === user.id) actors.push('seller');
          return actors;
        },
      });
    },
  );

  /**
   * Delivery and return are facts reported by logistics, not choices in the status dropdown (SPEC.md §4 keeps
   * delivered disabled there), so they have their own call; the same transition table applies.
   */
  app.put<{ Params: OrderParams; Body: StatusChangeBody }>(
    '/admin/sourcing/orders/:orderId/delivery-status',
    {
      preValidation: requireLogistics,
      schema: { params: ORDER_PARAMS, body: DELIVERY_STATUS_BODY, response: STATUS_CHANGE_RESPONSES },
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
