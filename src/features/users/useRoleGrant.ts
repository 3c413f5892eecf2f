import { useState } from 'react';
import type { GrantableRole } from '../../api/admin';
import type { User } from '../../api/types';
import { useAppDispatch } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { grantRole } from './usersSlice';

export const GRANTABLE_ROLES: readonly GrantableRole[] = ['ambassador', 'sourcing'];

export const hasRole = (user: User, role: GrantableRole) =>
  Boolean(role === 'ambassador' ? user.is_ambassador : user.is_sourcing);

/** Granting a role waits for the admin to confirm the warning; it cannot be taken back (docs/roles.md). */
export function useRoleGrant() {
  const dispatch = useAppDispatch();
  const [grant, setGrant] = useState<{ user: User; role: GrantableRole } | null>(null);
  const [granting, setGranting] = useState(false);

  const confirm = async () => {
    if (!grant) return;
    setGranting(true);
    const result = await dispatch(grantRole({ userId: grant.user._id, role: grant.role }));
    setGranting(false);
    setGrant(null);
    if (grantRole.fulfilled.match(result)) notifySuccess('users.toast.updated');
  };

  return {
    grant,
    granting,
    ask: (user: User, role: GrantableRole) => setGrant({ user, role }),
    confirm,
    cancel: () => setGrant(null),
  };
}
