import { useServerList } from '../../common/list/useServerList';
import { isUserReviewQueue } from '../../lib/reviewQueues';
import { USER_ROLES } from '../../lib/userRoles';
import { fetchUsers } from './usersSlice';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Every user by role, or only those with something waiting for review (`?review=documents`): the server filters, searches and paginates; the screen asks for the page its address names.
 */
export function useUsersList() {
  return useServerList({
    id: 'users',
    tabs: USER_ROLES,
    filters: ['review'],
    debounceMs: SEARCH_DEBOUNCE_MS,
    request: ({ tab, page, rowsPerPage, search, filters }) =>
      fetchUsers({
        page,
        limit: rowsPerPage,
        role: tab,
        search: search || undefined,
        review: isUserReviewQueue(filters.review) ? filters.review : undefined,
      }),
    select: ({ users }) => ({ rows: users.list, count: users.meta.count, loading: users.loading }),
  });
}
