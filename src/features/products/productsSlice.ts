import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalizeError, type ApiError } from '../../api/errors';
import {
  getProduct,
  listProducts,
  listSellerProducts,
  updateProduct,
  updateProductStatus,
  uploadProductImage,
  type ProductChanges,
  type ProductListQuery,
  type ProductPage,
  type StatusUpdate,
} from '../../api/products';
import type { Product, ProductStatus } from '../../api/types';

/** SPEC.md §3 State areas: products (list, selected, meta, loading). */
export interface ProductsState {
  list: Product[];
  selected: Product | null;
  meta: { count: number };
  loading: boolean;
}

export const initialProductsState: ProductsState = {
  list: [],
  selected: null,
  meta: { count: 0 },
  loading: false,
};

/** Sellers list their own products; admins list everyone's (SPEC.md §2 inventory screens). */
export type InventoryScope = 'seller' | 'admin';

type Rejection = { rejectValue: ApiError };

export const productsRequested = createAsyncThunk<
  ProductPage,
  ProductListQuery & { scope: InventoryScope },
  Rejection
>('products/requested', async ({ scope, ...query }, { rejectWithValue }) => {
  try {
    return scope === 'admin' ? await listProducts(query) : await listSellerProducts(query);
  } catch (error) {
    return rejectWithValue(normalizeError(error));
  }
});

export const productRequested = createAsyncThunk<Product, string, Rejection>(
  'products/productRequested',
  async (id, { rejectWithValue }) => {
    try {
      return await getProduct(id);
    } catch (error) {
      return rejectWithValue(normalizeError(error));
    }
  },
);

export const productUpdated = createAsyncThunk<Product, { id: string; changes: ProductChanges }, Rejection>(
  'products/updated',
  async ({ id, changes }, { rejectWithValue }) => {
    try {
      return await updateProduct(id, changes);
    } catch (error) {
      return rejectWithValue(normalizeError(error));
    }
  },
);

export const productImageUploaded = createAsyncThunk<Product, { id: string; file: File }, Rejection>(
  'products/imageUploaded',
  async ({ id, file }, { rejectWithValue }) => {
    try {
      return await uploadProductImage(id, file);
    } catch (error) {
      return rejectWithValue(normalizeError(error));
    }
  },
);

export const productStatusesChanged = createAsyncThunk<
  StatusUpdate,
  { ids: string[]; status: ProductStatus },
  Rejection
>('products/statusesChanged', async ({ ids, status }, { rejectWithValue }) => {
  try {
    return await updateProductStatus(ids, status);
  } catch (error) {
    return rejectWithValue(normalizeError(error));
  }
});

/** A changed product replaces its old copy in the list and as the selected product (SPEC.md §4). */
const replace = (state: ProductsState, products: Product[]) => {
  const byId = new Map(products.map((product) => [product._id, product]));
  state.list = state.list.map((product) => byId.get(product._id) ?? product);
  if (state.selected && byId.has(state.selected._id)) state.selected = byId.get(state.selected._id) ?? null;
};

const productsSlice = createSlice({
  name: 'products',
  initialState: initialProductsState,
  reducers: {
    productSelected(state, action: PayloadAction<Product | null>) {
      state.selected = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(productsRequested.pending, (state) => {
        state.loading = true;
      })
      .addCase(productsRequested.fulfilled, (state, action) => {
        state.loading = false;
        state.list = action.payload.products;
        state.meta = { count: action.payload.count };
      })
      .addCase(productsRequested.rejected, (state, action) => {
        // An aborted request was replaced by a newer one, which owns the loading flag now.
        if (!action.meta.aborted) state.loading = false;
      })
      .addCase(productRequested.fulfilled, (state, action) => {
        state.selected = action.payload;
        replace(state, [action.payload]);
      })
      .addCase(productUpdated.fulfilled, (state, action) => replace(state, [action.payload]))
      .addCase(productImageUploaded.fulfilled, (state, action) => replace(state, [action.payload]))
      .addCase(productStatusesChanged.fulfilled, (state, action) => replace(state, action.payload.products));
  },
});

export const { productSelected } = productsSlice.actions;
export const productsReducer = productsSlice.reducer;
