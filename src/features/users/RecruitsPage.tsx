import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/table/SearchBox';
import { browserPage, useListQuery } from '../../components/table/useListQuery';
import { useOpenUserDetail } from './userDetailPath';
import { filterUsers } from './userFilters';
import { UsersTable } from './UsersTable';
import { fetchRecruits } from './usersSlice';

/** /pages/recruits: the users an ambassador recruited, without contact details (SPEC.md §6). */
export function RecruitsPage() {
  const { t } = useTranslation();
  const open = useOpenUserDetail('ambassador');
  const dispatch = useAppDispatch();
  const { recruits, loading } = useAppSelector((state) => state.users);
  const list = useListQuery({ id: 'recruits' });
  // A short list searched in the browser as the ambassador types; the address follows once typing pauses.
  const search = list.searchBox.value;
  const rows = useMemo(() => filterUsers(recruits, search), [recruits, search]);
  const { pageRows, paginationProps } = browserPage(list, rows);

  useEffect(() => {
    void dispatch(fetchRecruits());
  }, [dispatch]);

  return (
    <section>
      <PageTitle>{t('users.recruits.title')}</PageTitle>
      <SearchBox label={t('users.recruits.search')} {...list.searchBox} />
      <UsersTable
        caption={t('users.recruits.caption')}
        users={pageRows}
        loading={loading}
        pagination={paginationProps}
        onOpen={open}
        showPhone={false}
      />
    </section>
  );
}
