import { useTranslation } from '../../i18n/useTranslation';
import type { GrantableRole } from '../../api/admin';
import type { User } from '../../api/types';
import type { Column } from '../../components/table/DataTable';
import { GRANTABLE_ROLES, hasRole } from './useRoleGrant';

/** The admin's ambassador and sourcing checkboxes: as table columns, and beside each phone card. */
export function useRoleColumns(onAsk: (user: User, role: GrantableRole) => void) {
  const { t } = useTranslation();

  const roleCheckbox = (user: User, role: GrantableRole) => {
    const granted = hasRole(user, role);
    return (
      <input
        type="checkbox"
        className="form-check-input"
        checked={granted}
        // A role can only be granted, never taken back (docs/roles.md).
        disabled={granted}
        aria-label={t('users.management.roleToggle', { role: t(`users.roles.${role}`), name: user.name })}
        onClick={(event) => event.stopPropagation()}
        onChange={() => onAsk(user, role)}
      />
    );
  };

  const columns: Column<User>[] = GRANTABLE_ROLES.map((role) => ({
    key: role,
    header: t(`users.columns.${role}`),
    className: 'text-center',
    render: (user) => roleCheckbox(user, role),
  }));

  const cardActions = (user: User) => (
    <div className="d-grid gap-1 small flex-shrink-0">
      {GRANTABLE_ROLES.map((role) => (
        <label key={role} className="form-check m-0 d-flex gap-2 align-items-center">
          {roleCheckbox(user, role)}
          <span aria-hidden="true">{t(`users.columns.${role}`)}</span>
        </label>
      ))}
    </div>
  );

  return { columns, cardActions };
}
