import { createReducer } from '@reduxjs/toolkit';
import * as categoriesApi from '../../api/categories';
import type { CategoryChanges, NewCategory } from '../../api/categories';
import type { Category } from '../../api/types';
import { apiThunk } from '../../common/apiThunk';
import { addLoadingCases } from '../../common/loadingCases';

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

/** The area has no actions of its own: it follows its thunks. */
export const categoriesReducer = createReducer(initialCategoriesState, (builder) => {
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
  addLoadingCases(builder, [
    fetchCategories,
    addCategory,
    updateCategory,
    deleteCategory,
    uploadCategoryLogo,
  ]);
});
