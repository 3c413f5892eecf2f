import { apiClient, type Envelope } from './client';
import type { Category } from './types';

export async function listCategories(): Promise<Category[]> {
  const response = await apiClient.get<Envelope<Category[]>>('/category/');
  return response.data.data;
}
