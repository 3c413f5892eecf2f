import { useServerList } from '../../app/list/useServerList';
import { USER_ROLES } from '../../lib/userRoles';
import { fetchUsers } from './usersSlice';

const SEARCH_DEBOUNCE_MS = 300;

/** Every user by role: the server filters, searches and paginates; the screen asks for the page its address names. */
export function useUsersList() {
  return useServerList({
    id: 'users',
    tabs: USER_ROLES,
    debounceMs: SEARCH_DEBOUNCE_MS,
    request: ({ tab, page, rowsPerPage, search }) =>
      fetchUsers({ page, limit: rowsPerPage, role: tab, search: search || undefined }),
    select: ({ users }) => ({ rows: users.list, count: users.meta.count, loading: users.loading }),
  });
}
