import { createSlice } from '@reduxjs/toolkit';

export interface OrdersState {
  list: unknown[];
  loading: boolean;
}

export const initialOrdersState: OrdersState = { list: [], loading: false };

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {},
});

export const ordersReducer = ordersSlice.reducer;
