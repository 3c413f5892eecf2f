import type { AxiosProgressEvent } from 'axios';
import type { Language } from '../i18n';
import type { SheetError } from '../lib/spreadsheetRules';
import { apiClient, type Envelope } from './client';
import type { Product, ProductStatus } from './types';

/** The filter of a product list (SPEC.md §7): every field given must match. */
export interface ProductFilter {
  status?: ProductStatus | ProductStatus[];
  category?: string;
  is_recommended?: boolean;
  seller_id?: string;
}

export interface ProductListQuery {
  page: number;
  limit: number;
  filter?: ProductFilter;
  search?: string;
  /** Alternatives of which one must match, e.g. every not-active status. */
  orFilter?: ProductFilter[];
  /** Only for /products/seller: an admin may name another seller. */
  sellerId?: string;
}

export interface ProductPage {
  products: Product[];
  count: number;
}

const listBody = (query: ProductListQuery) => ({
  ...(query.filter ? { filter: query.filter } : {}),
  ...(query.search ? { search: query.search } : {}),
  ...(query.orFilter?.length ? { 'or-filter': query.orFilter } : {}),
  ...(query.sellerId ? { seller_id: query.sellerId } : {}),
});

/** POST /products: every product for an admin, the caller's own otherwise. */
export async function listProducts(query: ProductListQuery): Promise<ProductPage> {
  const response = await apiClient.post<Envelope<Product[]> & { metadata: { count: number } }>(
    '/products',
    listBody(query),
    { params: { page: query.page, limit: query.limit } },
  );
  return { products: response.data.data, count: response.data.metadata.count };
}

/** POST /products/seller: one seller's products, answered as `items` and `meta`. */
export async function listSellerProducts(query: ProductListQuery): Promise<ProductPage> {
  const response = await apiClient.post<{ items: Product[]; meta: { count: number } }>(
    '/products/seller',
    listBody(query),
    { params: { page: query.page, limit: query.limit } },
  );
  return { products: response.data.items, count: response.data.meta.count };
}

export async function getProduct(id: string): Promise<Product> {
  const response = await apiClient.get<Envelope<Product>>(`/products/${encodeURIComponent(id)}`);
  return response.data.data;
}

/** The fields a seller may change; the status only changes through updateProductStatus (admins). */
export type ProductChanges = Partial<
  Pick<
    Product,
    'is_recommended' | 'sku' | 'listing_price' | 'stock_quantity' | 'handling_time' | 'en' | 'ar' | 'details'
  >
> & { product_images?: { url: string }[] };

export async function updateProduct(id: string, changes: ProductChanges): Promise<Product> {
  const response = await apiClient.put<Envelope<Product>>(
    `/products/${encodeURIComponent(id)}/update-product`,
    changes,
  );
  return response.data.data;
}

export interface StatusUpdate {
  products: Product[];
  msg: { en?: string; ar?: string };
}

export async function updateProductStatus(ids: string[], status: ProductStatus): Promise<StatusUpdate> {
  const response = await apiClient.put<Envelope<StatusUpdate>>('/products/update-status', { ids, status });
  return response.data.data;
}

export async function uploadProductImage(id: string, file: File): Promise<Product> {
  const form = new FormData();
  form.append('image', file);
  const response = await apiClient.post<{ success: boolean; product: Product }>(
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
  const response = await apiClient.post<Envelope<{ url: string }>>('/products/upload-product-xls', form, {
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
  return response.data.data.url;
}

export interface AddFromSheet {
  route: string;
  lang: Language;
  category: string;
}

/** Turns a stored spreadsheet into pending products; a bad file fails with `details.errors`. */
export async function addProductsFromSheet(request: AddFromSheet): Promise<number> {
  const response = await apiClient.post<Envelope<{ count: number }>>('/products/add-product-xls', request);
  return response.data.data.count;
}

/** Row-level errors a rejected spreadsheet came back with, if any. */
export function sheetErrorsOf(details: unknown): SheetError[] {
  if (!details || typeof details !== 'object' || !('errors' in details)) return [];
  const { errors } = details as { errors: unknown };
  return Array.isArray(errors) ? (errors as SheetError[]) : [];
}
