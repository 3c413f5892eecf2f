import { useTranslation } from 'react-i18next';
import type { Compensation } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { useServerList } from '../../app/list/useServerList';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, type Column } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { formatDate, formatMoney } from '../../i18n/format';
import { reviewReasonWords } from '../../lib/reviewReasons';
import { fetchCompensations } from './payoutsSlice';

/** One list, no tabs: every compensation is credited when it is granted. */
const COMPENSATION_TABS = ['all'] as const;

export const SELLER_COMPENSATIONS_LIST = {
  id: 'compensations',
  tabs: COMPENSATION_TABS,
  request: ({ page, rowsPerPage }: { page: number; rowsPerPage: number }) =>
    fetchCompensations({ page, limit: rowsPerPage }),
};

/** /pages/compensations: what the marketplace credited to the seller's balance, and why. */
export function CompensationsPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const list = useServerList({
    ...SELLER_COMPENSATIONS_LIST,
    select: ({ payouts }) => ({
      rows: payouts.compensations.list,
      count: payouts.compensations.meta.count,
      loading: payouts.compensations.loading,
    }),
  });
  const column = (key: string, render: Column<Compensation>['render']): Column<Compensation> => ({
    key,
    header: t(`payouts.columns.${key}`),
    render,
  });

  return (
    <section>
      <PageTitle>{t('payouts.compensations.title')}</PageTitle>
      <p className="text-muted small">{t('payouts.compensations.intro')}</p>
      <DataTable
        caption={t('payouts.compensations.caption')}
        columns={[
          column('reference', (row) => <bdi className="text-nowrap">{row.reference}</bdi>),
          column('date', (row) => <span className="text-nowrap">{formatDate(row.createdAt, language)}</span>),
          column('amount', (row) => (
            <bdi className="text-nowrap fw-semibold text-success">{formatMoney(row.amount, language)}</bdi>
          )),
          column('reason', (row) => reviewReasonWords('compensation', row.reason, language)),
          column('order', (row) => (row.order_id ? <bdi>{row.order_id}</bdi> : '—')),
        ]}
        rows={list.rows}
        loading={list.loading}
        rowId={(row) => row._id}
        cardFromColumns
        emptyText={t('payouts.compensations.empty')}
      />
      <Pagination {...list.paginationProps} />
    </section>
  );
}
