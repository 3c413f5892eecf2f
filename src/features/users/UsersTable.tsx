import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { User } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { DataTable, type Column } from '../../components/table/DataTable';
import { Pagination, type PaginationProps } from '../../components/table/Pagination';
import { formatDate } from '../../i18n/format';
import { userApprovals } from '../../lib/approval';
import { ApprovalBadge } from '../../components/ApprovalBadge';
import { businessName } from './userFilters';
import { CodeText } from '../../components/CodeText';

interface UsersTableProps<U extends User> {
  caption: string;
  /** The users of the page shown. */
  users: readonly U[];
  loading: boolean;
  pagination: PaginationProps;
  onOpen: (user: U) => void;
  /** Contact details are for admins only (docs/roles.md). */
  showPhone: boolean;
  /** Extra columns after the standard ones (the admin's role checkboxes). */
  extraColumns?: Column<U>[];
  /** Controls of a phone card, outside its clickable area (the same controls as the extra columns). */
  cardActions?: (user: U) => ReactNode;
  /** More lines of a phone card, inside it, under the statuses (the recruit's stage). */
  cardExtra?: (user: U) => ReactNode;
}

/** The user list of both the admin's user management and the ambassador's recruits. */
export function UsersTable<U extends User>(props: UsersTableProps<U>) {
  const {
    caption,
    users,
    loading,
    pagination,
    onOpen,
    showPhone,
    extraColumns = [],
    cardActions,
    cardExtra,
  } = props;
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);

  const columns: Column<U>[] = [
    { key: 'name', header: t('users.columns.name'), render: (user) => <bdi>{user.name}</bdi> },
    {
      key: 'ref_id',
      header: t('users.columns.userId'),
      render: (user) => <CodeText>{user.ref_id}</CodeText>,
    },
    {
      key: 'business',
      header: t('users.columns.businessName'),
      render: (user) => <bdi>{businessName(user, language) || t('common.na')}</bdi>,
    },
    ...(showPhone
      ? [
          {
            key: 'phone',
            header: t('users.columns.phone'),
            render: (user: U) => <CodeText>{user.phone_number}</CodeText>,
          },
        ]
      : []),
    {
      key: 'updated',
      header: t('users.columns.lastUpdate'),
      render: (user) => formatDate(user.updatedAt, language),
    },
    {
      key: 'documents',
      header: t('users.columns.documents'),
      render: (user) => <ApprovalBadge display={userApprovals(user).documents} />,
    },
    {
      key: 'business_documents',
      header: t('users.columns.businessDocuments'),
      render: (user) => <ApprovalBadge display={userApprovals(user).business} />,
    },
    ...extraColumns,
  ];

  const renderCard = (user: U) => {
    const approvals = userApprovals(user);
    const business = businessName(user, language);
    return (
      <>
        <div className="d-flex justify-content-between gap-2">
          <strong className="text-break">
            <bdi>{user.name}</bdi>
          </strong>
          <CodeText className="small text-muted text-nowrap">{user.ref_id}</CodeText>
        </div>
        {business && (
          <div className="small">
            <bdi>{business}</bdi>
          </div>
        )}
        {showPhone && user.phone_number && (
          <div className="small">
            <CodeText>{user.phone_number}</CodeText>
          </div>
        )}
        <dl className="user-card__statuses small m-0 mt-2">
          <dt>{t('users.columns.documents')}</dt>
          <dd>
            <ApprovalBadge display={approvals.documents} />
          </dd>
          <dt>{t('users.columns.businessDocuments')}</dt>
          <dd>
            <ApprovalBadge display={approvals.business} />
          </dd>
          <dt>{t('users.columns.lastUpdate')}</dt>
          <dd>{formatDate(user.updatedAt, language)}</dd>
        </dl>
        {cardExtra?.(user)}
      </>
    );
  };

  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={users}
        rowId={(user) => user._id}
        onRowClick={onOpen}
        rowActionLabel={(user) => t('table.open', { name: user.name })}
        loading={loading}
        expectedRows={pagination.rowsPerPage}
        renderCard={renderCard}
        renderCardActions={cardActions}
      />
      <Pagination {...pagination} />
    </>
  );
}
