import { useNavigate } from 'react-router-dom';
import type { User } from '../../api/types';

/** Where the detail screen was opened from; it decides the way back and which controls show. */
export type DetailSource = 'admin' | 'ambassador';

export interface UserDetailState {
  user: User;
  source: DetailSource;
}

export const USER_DETAIL_PATH = '/pages/user/detail';

/** The id rides in the URL so the page survives a reload; the user itself in router state (docs/api.md). */
export const userDetailTarget = (user: User, source: DetailSource) => ({
  to: `${USER_DETAIL_PATH}?id=${encodeURIComponent(user._id)}`,
  state: { user, source } satisfies UserDetailState,
});

/** Opens a user's detail screen from a list, which the screen remembers as its source. */
export function useOpenUserDetail(source: DetailSource) {
  const navigate = useNavigate();
  return (user: User) => {
    const target = userDetailTarget(user, source);
    void navigate(target.to, { state: target.state });
  };
}
