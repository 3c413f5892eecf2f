import { createAction, createReducer } from '@reduxjs/toolkit';
import * as productsApi from '../../api/products';
import type {
  BulkPreview,
  CatalogueItem,
  CataloguePage,
  CatalogueQuery,
  ProductChanges,
  ProductListQuery,
  ProductPage,
  ProductSelection,
  StatusUpdate,
  UndoableChange,
} from '../../api/products';
import type { Product, ProductStatus } from '../../api/types';
import { apiThunk } from '../../common/apiThunk';
import { pageReceived, type PageState } from '../../common/list/pageState';
import { addLoadingCases } from '../../common/loadingCases';
import type { ReviewReason } from '../../lib/reviewReasons';

/** The products state area: list, selected, meta, loading. */
export interface ProductsState extends PageState<Product> {
  selected: Product | null;
  loading: boolean;
  /** One page of the marketplace's catalogue (the catalogue search page). */
  catalogue: PageState<CatalogueItem> & { loading: boolean };
}

export const initialProductsState: ProductsState = {
  list: [],
  selected: null,
  meta: { count: 0 },
  loading: false,
  catalogue: { list: [], meta: { count: 0 }, loading: false },
};

export const fetchCatalogue = apiThunk<CataloguePage, CatalogueQuery>('products/fetchCatalogue', (query) =>
  productsApi.searchCatalogue(query),
);

/** Sellers list their own products; admins list everyone's (docs/screens.md). */
export type InventoryScope = 'seller' | 'admin';

export const fetchProducts = apiThunk<ProductPage, ProductListQuery & { scope: InventoryScope }>(
  'products/fetchProducts',
  ({ scope, ...query }) =>
    scope === 'admin' ? productsApi.listProducts(query) : productsApi.listSellerProducts(query),
);

export const fetchProduct = apiThunk<Product, string>('products/fetchProduct', (id) =>
  productsApi.getProduct(id),
);

export const updateProduct = apiThunk<Product, { id: string; changes: ProductChanges }>(
  'products/updateProduct',
  ({ id, changes }) => productsApi.updateProduct(id, changes),
);

export const uploadProductImage = apiThunk<Product, { id: string; file: File }>(
  'products/uploadProductImage',
  ({ id, file }) => productsApi.uploadProductImage(id, file),
);

export const changeProductStatuses = apiThunk<
  StatusUpdate,
  { ids: string[]; status: ProductStatus; reason?: ReviewReason }
>('products/changeProductStatuses', ({ ids, status, reason }) =>
  productsApi.updateProductStatus(ids, status, reason),
);

/** What a status change over a filter would do (docs/review.md). */
export const previewBulkStatus = apiThunk<
  BulkPreview,
  { selection: ProductSelection; status: ProductStatus }
>('products/previewBulkStatus', ({ selection, status }) => productsApi.previewBulkStatus(selection, status));

export const applyBulkStatus = apiThunk<UndoableChange, Parameters<typeof productsApi.applyBulkStatus>[0]>(
  'products/applyBulkStatus',
  (request) => productsApi.applyBulkStatus(request),
);

export const undoProductStatusChange = apiThunk<
  Awaited<ReturnType<typeof productsApi.undoStatusChange>>,
  string
>('products/undoStatusChange', (batchId) => productsApi.undoStatusChange(batchId));

/** A changed product replaces its old copy in the list and as the selected product (docs/products.md). */
const replace = (state: ProductsState, products: Product[]) => {
  const byId = new Map(products.map((product) => [product._id, product]));
  state.list = state.list.map((product) => byId.get(product._id) ?? product);
  if (state.selected && byId.has(state.selected._id)) state.selected = byId.get(state.selected._id) ?? null;
};

/** The detail screen opens with the product passed from a list (router state), before its fetch answers. */
export const productSelected = createAction<Product | null>('products/productSelected');

export const productsReducer = createReducer(initialProductsState, (builder) => {
  builder
    .addCase(fetchCatalogue.pending, (state) => {
      state.catalogue.loading = true;
    })
    .addCase(fetchCatalogue.fulfilled, (state, action) => {
      pageReceived(
        state.catalogue,
        action.payload.items,
        action.payload.count,
        action.payload.countIsLowerBound,
      );
      state.catalogue.loading = false;
    })
    .addCase(fetchCatalogue.rejected, (state, action) => {
      if (!action.meta.aborted) state.catalogue.loading = false;
    })
    .addCase(productSelected, (state, action) => {
      state.selected = action.payload;
    })
    .addCase(fetchProducts.fulfilled, (state, action) =>
      pageReceived(state, action.payload.products, action.payload.count, action.payload.countIsLowerBound),
    )
    .addCase(fetchProduct.fulfilled, (state, action) => {
      state.selected = action.payload;
      replace(state, [action.payload]);
    })
    .addCase(updateProduct.fulfilled, (state, action) => replace(state, [action.payload]))
    .addCase(uploadProductImage.fulfilled, (state, action) => replace(state, [action.payload]))
    .addCase(changeProductStatuses.fulfilled, (state, action) => replace(state, action.payload.products));
  addLoadingCases(builder, [fetchProducts]);
});
