import { createSlice } from '@reduxjs/toolkit';

export interface CategoriesState {
  list: unknown[];
  loading: boolean;
}

export const initialCategoriesState: CategoriesState = { list: [], loading: false };

const categoriesSlice = createSlice({
  name: 'categories',
  initialState: initialCategoriesState,
  reducers: {},
});

export const categoriesReducer = categoriesSlice.reducer;
