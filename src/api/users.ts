import { apiClient } from './client';
import type { Recruit, Reply, User } from './types';

import type { UserReviewQueue } from '../lib/reviewQueues';
import type { UserRole } from '../lib/userRoles';

export interface UserListQuery {
  page: number;
  limit: number;
  role: UserRole;
  search?: string;
  /** Only the users with documents or business info waiting for review, the longest waiting first. */
  review?: UserReviewQueue;
}

/** One page of users and how many match in all. */
export interface UserPage {
  users: User[];
  count: number;
}

/** One page of users (admin), by role tab and a search of the name, ref id or id. */
export async function listUsers({ page, limit, role, search, review }: UserListQuery): Promise<UserPage> {
  const response = await apiClient.get<Reply<'GET /accounts/view-all'>>('/accounts/view-all', {
    params: { page, limit, role, ...(search ? { search } : {}), ...(review ? { review } : {}) },
  });
  return { users: response.data.data, count: response.data.meta.count };
}

/** The users the calling ambassador recruited, each with how far they have got. */
export async function listRecruits(): Promise<Recruit[]> {
  const response = await apiClient.get<Reply<'GET /accounts/view-recruits'>>('/accounts/view-recruits');
  return response.data.data;
}

/**
 * One user by id (admin, or the ambassador who recruited them); admins also get order_count. Silent: the
 * detail screen shows a failure in place of the user.
 */
export async function fetchUser(id: string): Promise<User> {
  const response = await apiClient.get<Reply<'GET /accounts/{id}'>>(`/accounts/${encodeURIComponent(id)}`, {
    silent: true,
  });
  return response.data.data;
}
