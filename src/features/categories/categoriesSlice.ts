import { createSlice, isAnyOf, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';
import * as categoriesApi from '../../api/categories';
import type { CategoryChanges, NewCategory } from '../../api/categories';
import type { Category } from '../../api/types';
import { apiThunk } from '../../app/apiThunk';

export interface CategoriesState {
  list: Category[];
  loading: boolean;
}

export const initialCategoriesState: CategoriesState = { list: [], loading: false };

export const fetchCategories = apiThunk<Category[], void>('categories/fetchCategories', () =>
  categoriesApi.listCategories(),
);
export const addCategory = apiThunk<Category, NewCategory>('categories/addCategory', (category) =>
  categoriesApi.addCategory(category),
);
export const updateCategory = apiThunk<Category, { id: string; changes: CategoryChanges }>(
  'categories/updateCategory',
  ({ id, changes }) => categoriesApi.updateCategory(id, changes),
);
export const deleteCategory = apiThunk<string, string>('categories/deleteCategory', async (code) => {
  await categoriesApi.deleteCategory(code);
  return code;
});
export const uploadCategoryLogo = apiThunk<Category, { id: string; file: File }>(
  'categories/uploadCategoryLogo',
  ({ id, file }) => categoriesApi.uploadCategoryLogo(id, file),
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
      .addCase(fetchCategories.fulfilled, (state, action) => {
        state.list = action.payload;
      })
      .addCase(addCategory.fulfilled, (state, action) => {
        state.list.push(action.payload);
      })
      .addCase(updateCategory.fulfilled, (state, action) => replace(state, action.payload))
      .addCase(uploadCategoryLogo.fulfilled, (state, action) => replace(state, action.payload))
      .addCase(deleteCategory.fulfilled, (state, action) => {
        state.list = state.list.filter((category) => category.code !== action.payload);
      });
    const all = [fetchCategories, addCategory, updateCategory, deleteCategory, uploadCategoryLogo] as const;
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
