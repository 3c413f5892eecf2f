import type { ReviewReason } from '../lib/reviewReasons';
import type { AxiosProgressEvent } from 'axios';
import { pageCountOf, type PageCount } from './pageMeta';
import { apiClient } from './client';
import { FILE_ANSWER } from './fileAnswer';
import type { ApiBodies } from '../lib/api.generated';
import type { ProductSort } from '../lib/entities/product';
import type { DataOf, Product, ProductStatus, Reply } from './types';

/** The filter of a product list: every field given must match. */
export type ProductFilter = NonNullable<NonNullable<ApiBodies['POST /products']>['filter']>;

export type { ProductSort } from '../lib/entities/product';

export interface ProductListQuery {
  page: number;
  limit: number;
  filter?: ProductFilter;
  search?: string;
  /** Alternatives of which one must match, e.g. every not-active status. */
  orFilter?: ProductFilter[];
  /** Only for /products/seller: an admin may name another seller. */
  sellerId?: string;
  sort?: ProductSort;
}

export interface ProductPage extends PageCount {
  products: Product[];
}

const listBody = (query: ProductListQuery) => ({
  ...(query.filter ? { filter: query.filter } : {}),
  ...(query.search ? { search: query.search } : {}),
  ...(query.orFilter?.length ? { 'or-filter': query.orFilter } : {}),
  ...(query.sellerId ? { seller_id: query.sellerId } : {}),
  ...(query.sort && query.sort !== 'recent' ? { sort: query.sort } : {}),
});

/** POST /products: every product for an admin, the caller's own otherwise. */
export async function listProducts(query: ProductListQuery): Promise<ProductPage> {
  const response = await apiClient.post<Reply<'POST /products'>>('/products', listBody(query), {
    params: { page: query.page, limit: query.limit },
  });
  return { products: response.data.data, ...pageCountOf(response.data.metadata) };
}

/** POST /products/seller: one seller's products, answered as `items` and `meta`. */
export async function listSellerProducts(query: ProductListQuery): Promise<ProductPage> {
  const response = await apiClient.post<Reply<'POST /products/seller'>>('/products/seller', listBody(query), {
    params: { page: query.page, limit: query.limit },
  });
  return { products: response.data.items, ...pageCountOf(response.data.meta) };
}

export async function getProduct(id: string): Promise<Product> {
  const response = await apiClient.get<Reply<'GET /products/{id}'>>(`/products/${encodeURIComponent(id)}`);
  return response.data.data;
}

/** The fields a seller may change; the status only changes through updateProductStatus (admins). */
export type ProductChanges = ApiBodies['PUT /products/{id}/update-product'];

/** Which products to download as their category's template (operation exportProducts). */
export type ExportRequest = ApiBodies['POST /products/export'];

/** The workbook's bytes; a refusal is JSON like any other call's, read by the same error handling. */
export async function exportProducts(request: ExportRequest): Promise<ArrayBuffer> {
  const response = await apiClient.post<ArrayBuffer>('/products/export', request, FILE_ANSWER);
  return response.data;
}

/** One new product (operation createProduct): it goes to review like an imported one. */
export type NewProduct = ApiBodies['POST /products/create-product'];

export async function createProduct(product: NewProduct): Promise<Product> {
  const response = await apiClient.post<Reply<'POST /products/create-product'>>(
    '/products/create-product',
    product,
  );
  return response.data.data;
}

/** The caller's default low-stock threshold (operation getLowStockDefault). */
export async function getLowStockDefault(): Promise<number> {
  const response = await apiClient.get<Reply<'GET /products/low-stock-default'>>(
    '/products/low-stock-default',
  );
  return response.data.data.threshold;
}

/** Sets it; products without their own threshold follow it (operation setLowStockDefault). */
export async function setLowStockDefault(threshold: number): Promise<number> {
  const response = await apiClient.put<Reply<'PUT /products/low-stock-default'>>(
    '/products/low-stock-default',
    {
      threshold,
    },
  );
  return response.data.data.threshold;
}

export async function updateProduct(id: string, changes: ProductChanges): Promise<Product> {
  const response = await apiClient.put<Reply<'PUT /products/{id}/update-product'>>(
    `/products/${encodeURIComponent(id)}/update-product`,
    changes,
  );
  return response.data.data;
}

/** A status change that may be undone for a while names its batch and until when (null: it cannot be). */
export type UndoableChange = Pick<
  DataOf<'POST /products/bulk-status'>,
  'batch_id' | 'undo_until' | 'changed' | 'msg'
>;

export type StatusUpdate = DataOf<'PUT /products/update-status'>;

/** Sets one status on the products named; a rejection carries its reason (src/lib/reviewReasons.ts). */
export async function updateProductStatus(
  ids: string[],
  status: ProductStatus,
  reason?: ReviewReason,
): Promise<StatusUpdate> {
  const response = await apiClient.put<Reply<'PUT /products/update-status'>>('/products/update-status', {
    ids,
    status,
    ...(reason ? { reason } : {}),
  });
  return response.data.data;
}

/** The products a bulk change selects: a list's filter and search, over every page. */
export type ProductSelection = Pick<ProductListQuery, 'filter' | 'search' | 'orFilter'>;

/** The selection alone: an order or a page means nothing to a change over every page. */
const selectionBody = ({ filter, search, orFilter }: ProductSelection) =>
  listBody({ filter, search, orFilter, page: 1, limit: 1 });

/** What a bulk change would do: how many match, by current status, and how many matter to buyers. */
export type BulkPreview = DataOf<'POST /products/bulk-status/preview'>;

export async function previewBulkStatus(
  selection: ProductSelection,
  status: ProductStatus,
): Promise<BulkPreview> {
  const response = await apiClient.post<Reply<'POST /products/bulk-status/preview'>>(
    '/products/bulk-status/preview',
    {
      selection: selectionBody(selection),
      status,
    },
  );
  return response.data.data;
}

/** Sets the status on every product the selection names, refused (409) if their count is no longer `expected`. */
export async function applyBulkStatus(request: {
  selection: ProductSelection;
  status: ProductStatus;
  expected: number;
  reason?: ReviewReason;
}): Promise<UndoableChange> {
  const { selection, reason, ...rest } = request;
  const response = await apiClient.post<Reply<'POST /products/bulk-status'>>('/products/bulk-status', {
    selection: selectionBody(selection),
    ...rest,
    ...(reason ? { reason } : {}),
  });
  return response.data.data;
}

/** Puts back what a status change did (within PRODUCT_BULK_UNDO_LIMIT_SECONDS). */
export async function undoStatusChange(
  batchId: string,
): Promise<DataOf<'POST /products/bulk-status/{batchId}/undo'>> {
  const response = await apiClient.post<Reply<'POST /products/bulk-status/{batchId}/undo'>>(
    `/products/bulk-status/${encodeURIComponent(batchId)}/undo`,
  );
  return response.data.data;
}

/** A change of price or stock over many products: a new price, a percentage, an amount, or a new stock. */
export type OfferChange = ApiBodies['POST /products/bulk-offer/preview']['change'];
export type OfferPreview = DataOf<'POST /products/bulk-offer/preview'>;

/** The seller's products a bulk change names: those picked on the page, or every one the selection matches. */
export type OfferTargets = { ids: string[] } | { selection: ProductSelection };

const targetsBody = (targets: OfferTargets) =>
  'ids' in targets ? { ids: targets.ids } : { selection: selectionBody(targets.selection) };

export async function previewBulkOffer(targets: OfferTargets, change: OfferChange): Promise<OfferPreview> {
  const response = await apiClient.post<Reply<'POST /products/bulk-offer/preview'>>(
    '/products/bulk-offer/preview',
    { ...targetsBody(targets), change },
  );
  return response.data.data;
}

/** Applies it, refused (409) if the products it names are no longer `expected` many. */
export async function applyBulkOffer(
  targets: OfferTargets,
  change: OfferChange,
  expected: number,
): Promise<DataOf<'POST /products/bulk-offer'>> {
  const response = await apiClient.post<Reply<'POST /products/bulk-offer'>>('/products/bulk-offer', {
    ...targetsBody(targets),
    change,
    expected,
  });
  return response.data.data;
}

export async function undoBulkOffer(
  batchId: string,
): Promise<DataOf<'POST /products/bulk-offer/{batchId}/undo'>> {
  const response = await apiClient.post<Reply<'POST /products/bulk-offer/{batchId}/undo'>>(
    `/products/bulk-offer/${encodeURIComponent(batchId)}/undo`,
  );
  return response.data.data;
}

export async function uploadProductImage(id: string, file: File): Promise<Product> {
  const form = new FormData();
  form.append('image', file);
  const response = await apiClient.post<Reply<'POST /products/{id}/upload-image'>>(
    `/products/${encodeURIComponent(id)}/upload-image`,
    form,
  );
  return response.data.product;
}

/** Stores the spreadsheet and answers where it is; progress is reported as a fraction 0..1. */
export async function uploadProductSheet(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiClient.post<Reply<'POST /products/upload-product-xls'>>(
    '/products/upload-product-xls',
    form,
    {
      onUploadProgress: (event: AxiosProgressEvent) => {
        if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    },
  );
  return response.data.data.url;
}

export type AddFromSheet = ApiBodies['POST /products/add-product-xls'];

/** What an import did (add-product-xls); `count` is the number of products created (docs/api.md). */
export type ImportResult = DataOf<'POST /products/add-product-xls'>;

/** Creates and updates the seller's products from a stored spreadsheet; a refused file fails with `details`. */
export async function addProductsFromSheet(request: AddFromSheet): Promise<ImportResult> {
  const response = await apiClient.post<Reply<'POST /products/add-product-xls'>>(
    '/products/add-product-xls',
    request,
  );
  return response.data.data;
}

/** The problems a refused spreadsheet came back with, if any. */
export type RefusedSheet = Pick<ImportResult, 'errors' | 'errorCount' | 'warnings' | 'warningCount'>;

export function refusedSheetOf(details: unknown): RefusedSheet | null {
  if (!details || typeof details !== 'object' || !('errors' in details)) return null;
  const value = details as Partial<RefusedSheet>;
  if (!Array.isArray(value.errors)) return null;
  const warnings = Array.isArray(value.warnings) ? value.warnings : [];
  return {
    errors: value.errors,
    errorCount: typeof value.errorCount === 'number' ? value.errorCount : value.errors.length,
    warnings,
    warningCount: typeof value.warningCount === 'number' ? value.warningCount : warnings.length,
  };
}

/** The spreadsheet limits in force on the API, with the value rules the page states. */
export type SheetLimitsInfo = DataOf<'GET /products/sheet-limits'>;

export async function getSheetLimits(): Promise<SheetLimitsInfo> {
  const response = await apiClient.get<Reply<'GET /products/sheet-limits'>>('/products/sheet-limits');
  return response.data.data;
}

/** One past import, as the history lists it. */
export type ProductImport = Reply<'GET /products/imports'>['items'][number];

export type ProductImportDetail = DataOf<'GET /products/imports/{id}'>;

export async function listProductImports(query: {
  page: number;
  limit: number;
  sellerId?: string;
}): Promise<{ imports: ProductImport[]; count: number }> {
  const response = await apiClient.get<Reply<'GET /products/imports'>>('/products/imports', {
    params: {
      page: query.page,
      limit: query.limit,
      ...(query.sellerId ? { seller_id: query.sellerId } : {}),
    },
  });
  return { imports: response.data.items, count: response.data.meta.count };
}

export async function getProductImport(id: string): Promise<ProductImportDetail> {
  const response = await apiClient.get<Reply<'GET /products/imports/{id}'>>(
    `/products/imports/${encodeURIComponent(id)}`,
  );
  return response.data.data;
}

/** One product of the marketplace's catalogue: every seller's active offers of one name. */
export type CatalogueItem = Reply<'GET /catalogue'>['items'][number];

export interface CatalogueQuery {
  page: number;
  limit: number;
  search?: string;
  category?: string;
}

export interface CataloguePage extends PageCount {
  items: CatalogueItem[];
}

/** GET /catalogue (operation searchCatalogue): every seller's active products by name, searched and paginated. */
export async function searchCatalogue(query: CatalogueQuery): Promise<CataloguePage> {
  const response = await apiClient.get<Reply<'GET /catalogue'>>('/catalogue', {
    params: {
      page: query.page,
      limit: query.limit,
      ...(query.search ? { search: query.search } : {}),
      ...(query.category ? { category: query.category } : {}),
    },
  });
  return { items: response.data.items, ...pageCountOf(response.data.meta) };
}
