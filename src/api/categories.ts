import type { ApiBodies } from '../lib/api.generated';
import { apiClient } from './client';
import type { Category, Reply } from './types';

export async function listCategories(): Promise<Category[]> {
  const response = await apiClient.get<Reply<'GET /category/'>>('/category/');
  return response.data.data;
}

export type NewCategory = ApiBodies['POST /category/add'];

export async function addCategory(category: NewCategory): Promise<Category> {
  const response = await apiClient.post<Reply<'POST /category/add'>>('/category/add', category);
  return response.data.data;
}

/** Edit and publish toggle; the names cannot change. */
export type CategoryChanges = Omit<ApiBodies['PUT /category/{id}'], 'name'>;

export async function updateCategory(id: string, changes: CategoryChanges): Promise<Category> {
  const response = await apiClient.put<Reply<'PUT /category/{id}'>>(
    `/category/${encodeURIComponent(id)}`,
    changes,
  );
  return response.data.data;
}

export async function deleteCategory(code: string): Promise<void> {
  await apiClient.delete('/category/delete', { data: { code } });
}

export async function uploadCategoryLogo(id: string, file: File): Promise<Category> {
  const form = new FormData();
  form.append('image', file);
  const response = await apiClient.post<Reply<'POST /category/logo/{id}'>>(
    `/category/logo/${encodeURIComponent(id)}`,
    form,
  );
  return response.data.data;
}
