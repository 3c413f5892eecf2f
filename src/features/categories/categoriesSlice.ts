import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { listCategories } from '../../api/categories';
import { normalizeError, type ApiError } from '../../api/errors';
import type { Category } from '../../api/types';

export interface CategoriesState {
  list: Category[];
  loading: boolean;
}

export const initialCategoriesState: CategoriesState = { list: [], loading: false };

export const categoriesRequested = createAsyncThunk<Category[], void, { rejectValue: ApiError }>(
  'categories/requested',
  async (_, { rejectWithValue }) => {
    try {
      return await listCategories();
    } catch (error) {
      return rejectWithValue(normalizeError(error));
    }
  },
);

const categoriesSlice = createSlice({
  name: 'categories',
  initialState: initialCategoriesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(categoriesRequested.pending, (state) => {
        state.loading = true;
      })
      .addCase(categoriesRequested.fulfilled, (state, action) => {
        state.loading = false;
        state.list = action.payload;
      })
      .addCase(categoriesRequested.rejected, (state) => {
        state.loading = false;
      });
  },
});

export const categoriesReducer = categoriesSlice.reducer;
