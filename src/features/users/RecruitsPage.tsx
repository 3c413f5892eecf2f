import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/table/SearchBox';
import { usePagination } from '../../components/table/usePagination';
import { userDetailTarget } from './userDetailPath';
import { filterUsers } from './userFilters';
import { UsersTable } from './UsersTable';
import { recruitsRequested } from './usersSlice';

/** /pages/recruits: the users an ambassador recruited, without contact details (SPEC.md §6). */
export function RecruitsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { recruits, loading } = useAppSelector((state) => state.users);
  const [search, setSearch] = useState('');
  const pagination = usePagination('recruits');
  const { resetPage } = pagination;

  useEffect(() => {
    void dispatch(recruitsRequested());
  }, [dispatch]);

  const rows = useMemo(() => filterUsers(recruits, search), [recruits, search]);

  return (
    <section>
      <PageTitle>{t('users.recruits.title')}</PageTitle>
      <SearchBox
        label={t('users.recruits.search')}
        value={search}
        onChange={(next) => {
          setSearch(next);
          resetPage();
        }}
      />
      <UsersTable
        caption={t('users.recruits.caption')}
        users={rows}
        loading={loading}
        pagination={pagination}
        onOpen={(user) => {
          const target = userDetailTarget(user, 'ambassador');
          void navigate(target.to, { state: target.state });
        }}
        showPhone={false}
      />
    </section>
  );
}
