import { createSlice } from '@reduxjs/toolkit';
import { listAdminOrders, listSellerOrders, updateOrderStatus } from '../../api/orders';
import type { Order, OrderLine, OrderLineStatus } from '../../api/types';
import { apiThunk } from '../../app/apiThunk';

export type OrdersAudience = 'seller' | 'admin';

export interface OrdersState {
  list: Order[];
  /** Whose list `list` holds, so the admin screen never flashes the seller's orders or the reverse. */
  audience: OrdersAudience | null;
  loading: boolean;
  /** Key (orderId:lineId) of the line whose status is being changed. */
  updating: string | null;
}

export const initialOrdersState: OrdersState = { list: [], audience: null, loading: false, updating: null };

export const lineKey = (orderId: string, lineId: string) => `${orderId}:${lineId}`;

export const ordersRequested = apiThunk<Order[], OrdersAudience>('orders/requested', (audience) =>
  audience === 'admin' ? listAdminOrders() : listSellerOrders(),
);

export interface StatusChange {
  orderId: string;
  line: OrderLine;
  status: OrderLineStatus;
}

/** The row changes only when the server accepts: a refused change leaves the line as it was. */
export const orderStatusChanged = apiThunk<OrderLine, StatusChange>(
  'orders/statusChanged',
  async ({ orderId, line, status }) => {
    const updated = await updateOrderStatus(orderId, {
      status,
      product_id: line.data._id,
      order_ref_id: line.order_ref_id,
    });
    return { ...line, ...updated };
  },
);

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(ordersRequested.pending, (state, action) => {
        state.loading = true;
        if (state.audience !== action.meta.arg) {
          state.list = [];
          state.audience = action.meta.arg;
        }
      })
      .addCase(ordersRequested.fulfilled, (state, action) => {
        state.loading = false;
        state.list = action.payload;
      })
      .addCase(ordersRequested.rejected, (state) => {
        state.loading = false;
      })
      .addCase(orderStatusChanged.pending, (state, action) => {
        state.updating = lineKey(action.meta.arg.orderId, action.meta.arg.line._id);
      })
      .addCase(orderStatusChanged.fulfilled, (state, action) => {
        state.updating = null;
        const order = state.list.find((candidate) => candidate._id === action.meta.arg.orderId);
        const index = order?.product.findIndex((line) => line._id === action.payload._id) ?? -1;
        if (order && index >= 0) order.product[index] = action.payload;
      })
      .addCase(orderStatusChanged.rejected, (state) => {
        state.updating = null;
      });
  },
});

export const ordersReducer = ordersSlice.reducer;
