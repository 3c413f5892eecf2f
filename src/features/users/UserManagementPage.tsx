import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GrantableRole } from '../../api/admin';
import type { User } from '../../api/types';
import { USER_ROLES, type UserRole } from '../../lib/userRoles';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notifySuccess } from '../../app/notify';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageTitle } from '../../components/PageTitle';
import type { Column } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { SearchBox } from '../../components/table/SearchBox';
import { useServerList } from '../../components/table/useServerList';
import { userDetailTarget } from './userDetailPath';
import { UsersTable } from './UsersTable';
import { roleGranted, usersRequested } from './usersSlice';

const GRANTABLE: readonly GrantableRole[] = ['ambassador', 'sourcing'];
const SEARCH_DEBOUNCE_MS = 300;
const hasRole = (user: User, role: GrantableRole) =>
  Boolean(role === 'ambassador' ? user.is_ambassador : user.is_sourcing);

/** /pages/admin: every user by role, with the ambassador and sourcing grants (SPEC.md §2, §4). */
export function UserManagementPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { list, meta, loading } = useAppSelector((state) => state.users);
  const [tab, setTab] = useState<UserRole>('all');
  const [search, setSearch] = useState('');
  const [grant, setGrant] = useState<{ user: User; role: GrantableRole } | null>(null);
  const [granting, setGranting] = useState(false);
  // The server filters, searches and paginates the users; this screen asks for one page.
  const pagination = useServerList('users', {
    search,
    debounceMs: SEARCH_DEBOUNCE_MS,
    count: meta.count,
    loading,
  });
  const { page, rowsPerPage, resetPage, search: appliedSearch } = pagination;

  useEffect(() => {
    const request = dispatch(
      usersRequested({ page, limit: rowsPerPage, role: tab, search: appliedSearch || undefined }),
    );
    return () => request.abort();
  }, [dispatch, page, rowsPerPage, tab, appliedSearch]);

  const changeTab = (next: UserRole) => {
    setTab(next);
    resetPage();
  };

  const confirmGrant = async () => {
    if (!grant) return;
    setGranting(true);
    const result = await dispatch(roleGranted({ userId: grant.user._id, role: grant.role }));
    setGranting(false);
    setGrant(null);
    if (roleGranted.fulfilled.match(result)) notifySuccess('users.toast.updated');
  };

  const roleCheckbox = (user: User, role: GrantableRole) => {
    const granted = hasRole(user, role);
    return (
      <input
        type="checkbox"
        className="form-check-input"
        checked={granted}
        // A role can only be granted, never taken back (SPEC.md §4).
        disabled={granted}
        aria-label={t('users.management.roleToggle', { role: t(`users.roles.${role}`), name: user.name })}
        onClick={(event) => event.stopPropagation()}
        onChange={() => setGrant({ user, role })}
      />
    );
  };

  const roleColumns: Column<User>[] = GRANTABLE.map((role) => ({
    key: role,
    header: t(`users.columns.${role}`),
    className: 'text-center',
    render: (user) => roleCheckbox(user, role),
  }));

  const cardActions = (user: User) => (
    <div className="d-grid gap-1 small flex-shrink-0">
      {GRANTABLE.map((role) => (
        <label key={role} className="form-check m-0 d-flex gap-2 align-items-center">
          {roleCheckbox(user, role)}
          <span aria-hidden="true">{t(`users.columns.${role}`)}</span>
        </label>
      ))}
    </div>
  );

  return (
    <section>
      <PageTitle>{t('users.management.title')}</PageTitle>
      <FilterTabs
        label={t('users.management.tabsLabel')}
        options={USER_ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
        value={tab}
        onChange={changeTab}
      />
      <SearchBox label={t('users.management.search')} value={search} onChange={setSearch} />
      <UsersTable
        caption={t('users.management.caption')}
        users={list}
        total={meta.count}
        loading={loading}
        pagination={pagination}
        onOpen={(user) => {
          const target = userDetailTarget(user, 'admin');
          void navigate(target.to, { state: target.state });
        }}
        showPhone
        extraColumns={roleColumns}
        cardActions={cardActions}
      />
      {grant && (
        <ConfirmModal
          title={t('users.management.grantTitle', {
            name: grant.user.name,
            role: t(`users.roles.${grant.role}`),
          })}
          confirmLabel={t('users.management.grantConfirm')}
          danger
          busy={granting}
          onConfirm={() => void confirmGrant()}
          onCancel={() => setGrant(null)}
        >
          <p className="m-0" role="alert">
            {t('users.management.grantWarning')}
          </p>
        </ConfirmModal>
      )}
    </section>
  );
}
