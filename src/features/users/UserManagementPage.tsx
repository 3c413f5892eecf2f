import { useTranslation } from '../../i18n/useTranslation';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LabelledSelect } from '../../components/form/Select';
import { PageTitle } from '../../components/PageTitle';
import { FilterTabs } from '../../components/table/FilterTabs';
import { SearchBox } from '../../components/table/SearchBox';
import { labelledOptions } from '../../i18n/options';
import { isUserReviewQueue, USER_REVIEW_QUEUES } from '../../lib/reviewQueues';
import { USER_ROLES } from '../../lib/userRoles';
import { useRoleColumns } from './roleColumns';
import { useRoleGrant } from './useRoleGrant';
import { useUsersList } from './useUsersList';
import { useOpenUserDetail } from './userDetailPath';
import { UsersTable } from './UsersTable';

/** /pages/admin: every user by role, with the ambassador and sourcing grants (docs/screens.md). */
export function UserManagementPage() {
  const { t } = useTranslation();
  const open = useOpenUserDetail('admin');
  const list = useUsersList();
  const { grant, granting, ask, confirm, cancel } = useRoleGrant();
  const roles = useRoleColumns(ask);

  return (
    <section>
      <PageTitle>{t('users.management.title')}</PageTitle>
      <FilterTabs
        label={t('users.management.tabsLabel')}
        options={labelledOptions(t, 'users.roles', USER_ROLES)}
        {...list.tabs}
      />
      <SearchBox label={t('users.management.search')} {...list.searchBox} />
      <LabelledSelect
        label={t('users.management.review.label')}
        small
        inline
        value={isUserReviewQueue(list.query.filters.review) ? list.query.filters.review : ''}
        options={[
          { value: '', label: t('users.management.review.any') },
          ...USER_REVIEW_QUEUES.map((queue) => ({
            value: queue,
            label: t(`users.management.review.${queue}`),
          })),
        ]}
        onChange={(value) => list.setFilter('review', value)}
      />
      <UsersTable
        caption={t('users.management.caption')}
        users={list.rows}
        loading={list.loading}
        pagination={list.paginationProps}
        onOpen={open}
        showPhone
        extraColumns={roles.columns}
        cardActions={roles.cardActions}
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
          onConfirm={() => void confirm()}
          onCancel={cancel}
        >
          <p className="m-0" role="alert">
            {t('users.management.grantWarning')}
          </p>
        </ConfirmModal>
      )}
    </section>
  );
}
