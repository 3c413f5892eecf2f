import { apiClient, type Envelope } from './client';
import type { User } from './types';

/** Every user (admin). */
export async function listUsers(): Promise<User[]> {
  const response = await apiClient.get<Envelope<User[]>>('/accounts/view-all');
  return response.data.data;
}

/** The users the calling ambassador recruited. */
export async function listRecruits(): Promise<User[]> {
  const response = await apiClient.get<Envelope<User[]>>('/accounts/view-recruits');
  return response.data.data;
}

/**
 * One user by id (admin, or the ambassador who recruited them); admins also get order_count. Silent: the
 * detail screen shows a failure in place of the user.
 */
export async function fetchUser(id: string): Promise<User> {
  const response = await apiClient.get<Envelope<User>>(`/accounts/${encodeURIComponent(id)}`, {
    silent: true,
  });
  return response.data.data;
}
