import { apiClient, type Envelope } from './client';
import type { Category, CategoryHeader } from './types';

export async function listCategories(): Promise<Category[]> {
  const response = await apiClient.get<Envelope<Category[]>>('/category/');
  return response.data.data;
}

export interface NewCategory {
  name: { en: string; ar: string };
  headers: CategoryHeader[];
  is_sub: boolean;
  parent_code: string;
}

export async function addCategory(category: NewCategory): Promise<Category> {
  const response = await apiClient.post<Envelope<Category>>('/category/add', category);
  return response.data.data;
}

/** Edit and publish toggle; the names cannot change. */
export interface CategoryChanges {
  headers?: CategoryHeader[];
  published?: boolean;
  is_sub?: boolean;
  parent_code?: string | null;
}

export async function updateCategory(id: string, changes: CategoryChanges): Promise<Category> {
  const response = await apiClient.put<Envelope<Category>>(`/category/${encodeURIComponent(id)}`, changes);
  return response.data.data;
}

export async function deleteCategory(code: string): Promise<void> {
  await apiClient.delete('/category/delete', { data: { code } });
}

export async function uploadCategoryLogo(id: string, file: File): Promise<Category> {
  const form = new FormData();
  form.append('image', file);
  const response = await apiClient.post<Envelope<Category>>(`/category/logo/${encodeURIComponent(id)}`, form);
  return response.data.data;
}
