import { createSlice } from '@reduxjs/toolkit';

/** Filled in by the catalogue issue; the fields are those of SPEC.md §3 State areas. */
export interface ProductsState {
  list: unknown[];
  selected: unknown | null;
  meta: { count: number };
  loading: boolean;
}

export const initialProductsState: ProductsState = {
  list: [],
  selected: null,
  meta: { count: 0 },
  loading: false,
};

const productsSlice = createSlice({
  name: 'products',
  initialState: initialProductsState,
  reducers: {},
});

export const productsReducer = productsSlice.reducer;
