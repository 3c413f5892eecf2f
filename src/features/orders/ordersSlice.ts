import { createReducer } from '@reduxjs/toolkit';
import {
  getOrder,
  listAdminOrders,
  listSellerOrders,
  undoOrderStatus,
  updateOrderStatus,
  type OrderListQuery,
  type OrderPage,
  type OrderStatusCounts,
} from '../../api/orders';
import type { OrderSort } from '../../lib/orderList';
import type { Order, OrderLine, OrderLineStatus, OrderReason, OrderUndo } from '../../api/types';
import { apiThunk } from '../../common/apiThunk';
import { addLoadingCases } from '../../common/loadingCases';
import { pageReceived, type PageState } from '../../common/list/pageState';

export type OrdersAudience = 'seller' | 'admin';

export interface OrdersState {
  list: Order[];
  /** Whose list `list` holds, so the admin screen never flashes the seller's orders or the reverse. */
  audience: OrdersAudience | null;
  loading: boolean;
  /** Key (orderId:lineId) of the line whose status is being changed. */
  updating: string | null;
  /** How many lines match the requested tab and search, over every page. */
  meta: PageState<Order>['meta'];
  /** Lines in each status tab for the same search and filters (null: too many to count; absent: not asked yet). */
  statusCounts?: OrderStatusCounts;
  /** A count above this reads "at least" it. */
  countLimit: number;
  /**
   * The page's lines (orderId:lineId) in the server's order, newest change first. Grouping by order loses
   * that order when an order's lines are apart; a status change keeps the row where it is.
   */
  lineOrder: string[];
}

export const initialOrdersState: OrdersState = {
  list: [],
  audience: null,
  loading: false,
  updating: null,
  meta: { count: 0 },
  countLimit: 0,
  lineOrder: [],
};

export const lineKey = (orderId: string, lineId: string) => `${orderId}:${lineId}`;

/** One page of lines for the seller's or the admin's screen. */
export const fetchOrders = apiThunk<OrderPage, OrderListQuery & { audience: OrdersAudience }>(
  'orders/fetchOrders',
  ({ audience, ...query }) => (audience === 'admin' ? listAdminOrders(query) : listSellerOrders(query)),
);

/** What a line is sorted by in each of the lists' orders, and which way. */
const SORT_KEYS: Record<OrderSort, { key: (order: Order, line: OrderLine) => string; descending: boolean }> =
  {
    recent: { key: (_order, line) => line.updatedAt, descending: true },
    newest: { key: (order) => order.createdAt, descending: true },
    oldest: { key: (order) => order.createdAt, descending: false },
    ship_by: { key: (_order, line) => line.ship_by ?? '', descending: false },
  };

/** The page's lines in the order the server sorted them by (grouping them by order lost it). */
const lineOrderOf = (orders: readonly Order[], sort: OrderSort): string[] => {
  const { key, descending } = SORT_KEYS[sort];
  return orders
    .flatMap((order) =>
      order.product.map((line) => ({ id: lineKey(order._id, line._id), at: key(order, line) })),
    )
    .sort((a, b) => (a.at === b.at ? 0 : a.at < b.at === descending ? 1 : -1))
    .map(({ id }) => id);
};

export interface StatusChange {
  orderId: string;
  line: OrderLine;
  status: OrderLineStatus;
  reason?: OrderReason;
}

/** The line as changed, the server's message, and until when the change may be undone. */
export interface StatusChanged {
  line: OrderLine;
  message: { en: string; ar: string };
  undo: OrderUndo;
}

/** The row changes only when the server accepts: a refused change leaves the line as it was. */
export const changeOrderStatus = apiThunk<StatusChanged, StatusChange>(
  'orders/changeOrderStatus',
  async ({ orderId, line, status, reason }) => {
    const changed = await updateOrderStatus(orderId, {
      status,
      product_id: line.data._id,
      order_ref_id: line.order_ref_id,
      ...(reason ? { reason } : {}),
    });
    return { line: { ...line, ...changed.data }, message: changed.message, undo: changed.undo };
  },
);

/** Takes back the change just made (from the success toast); the row returns to its earlier status. */
export const undoStatusChange = apiThunk<
  { line: OrderLine; message: { en: string; ar: string } },
  { orderId: string; line: OrderLine }
>('orders/undoStatusChange', async ({ orderId, line }) => {
  const undone = await undoOrderStatus(orderId, {
    product_id: line.data._id,
    order_ref_id: line.order_ref_id,
  });
  return { line: { ...line, ...undone.line }, message: undone.message };
});

/**
 * Reads a line again after the server refused a change to it because it is no longer what the row showed (it
 * was changed meanwhile in another tab, by another person or by logistics): the row then shows what is stored.
 */
export const readLineAgain = apiThunk<OrderLine | undefined, { orderId: string; lineId: string }>(
  'orders/readLineAgain',
  async ({ orderId, lineId }) => (await getOrder(orderId)).product.find((line) => line._id === lineId),
);

const replaceLine = (state: OrdersState, orderId: string, line: OrderLine) => {
  const order = state.list.find((candidate) => candidate._id === orderId);
  const index = order?.product.findIndex((candidate) => candidate._id === line._id) ?? -1;
  if (order && index >= 0) order.product[index] = line;
};

/** The area has no actions of its own: it follows its thunks. */
export const ordersReducer = createReducer(initialOrdersState, (builder) => {
  builder
    .addCase(fetchOrders.pending, (state, action) => {
      if (state.audience !== action.meta.arg.audience) {
        state.list = [];
        state.lineOrder = [];
        state.meta = { count: 0 };
        delete state.statusCounts;
        state.audience = action.meta.arg.audience;
      }
    })
    .addCase(fetchOrders.fulfilled, (state, action) => {
      pageReceived(state, action.payload.orders, action.payload.count, action.payload.countIsLowerBound);
      state.statusCounts = action.payload.statusCounts;
      state.countLimit = action.payload.countLimit;
      state.lineOrder = lineOrderOf(action.payload.orders, action.meta.arg.sort ?? 'recent');
    })
    .addCase(changeOrderStatus.pending, (state, action) => {
      state.updating = lineKey(action.meta.arg.orderId, action.meta.arg.line._id);
    })
    .addCase(changeOrderStatus.fulfilled, (state, action) => {
      state.updating = null;
      replaceLine(state, action.meta.arg.orderId, action.payload.line);
    })
    .addCase(undoStatusChange.fulfilled, (state, action) =>
      replaceLine(state, action.meta.arg.orderId, action.payload.line),
    )
    .addCase(changeOrderStatus.rejected, (state) => {
      state.updating = null;
    })
    .addCase(readLineAgain.fulfilled, (state, action) => {
      if (action.payload) replaceLine(state, action.meta.arg.orderId, action.payload);
    });
  addLoadingCases(builder, [fetchOrders]);
});
