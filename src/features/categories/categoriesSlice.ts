import { createSlice, isAnyOf, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';
import {
  addCategory,
  deleteCategory,
  listCategories,
  updateCategory,
  uploadCategoryLogo,
  type CategoryChanges,
  type NewCategory,
} from '../../api/categories';
import type { Category } from '../../api/types';
import { apiThunk } from '../../app/apiThunk';

export interface CategoriesState {
  list: Category[];
  loading: boolean;
}

export const initialCategoriesState: CategoriesState = { list: [], loading: false };

export const categoriesRequested = apiThunk<Category[], void>('categories/requested', () => listCategories());
export const categoryAdded = apiThunk<Category, NewCategory>('categories/added', (category) =>
  addCategory(category),
);
export const categoryUpdated = apiThunk<Category, { id: string; changes: CategoryChanges }>(
  'categories/updated',
  ({ id, changes }) => updateCategory(id, changes),
);
export const categoryDeleted = apiThunk<string, string>('categories/deleted', async (code) => {
  await deleteCategory(code);
  return code;
});
export const categoryLogoUploaded = apiThunk<Category, { id: string; file: File }>(
  'categories/logoUploaded',
  ({ id, file }) => uploadCategoryLogo(id, file),
);

const replace = (state: CategoriesState, category: Category) => {
  state.list = state.list.map((candidate) => (candidate._id === category._id ? category : candidate));
};

const categoriesSlice = createSlice({
  name: 'categories',
  initialState: initialCategoriesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(categoriesRequested.fulfilled, (state, action) => {
        state.list = action.payload;
      })
      .addCase(categoryAdded.fulfilled, (state, action) => {
        state.list.push(action.payload);
      })
      .addCase(categoryUpdated.fulfilled, (state, action) => replace(state, action.payload))
      .addCase(categoryLogoUploaded.fulfilled, (state, action) => replace(state, action.payload))
      .addCase(categoryDeleted.fulfilled, (state, action) => {
        state.list = state.list.filter((category) => category.code !== action.payload);
      });
    const all = [
      categoriesRequested,
      categoryAdded,
      categoryUpdated,
      categoryDeleted,
      categoryLogoUploaded,
    ] as const;
    builder
      .addMatcher(isPending(...all), (state) => {
        state.loading = true;
      })
      .addMatcher(isAnyOf(isFulfilled(...all), isRejected(...all)), (state) => {
        state.loading = false;
      });
  },
});

export const categoriesReducer = categoriesSlice.reducer;
