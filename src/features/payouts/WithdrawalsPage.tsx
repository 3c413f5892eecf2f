import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import type { Withdrawal } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { useServerList } from '../../common/list/useServerList';
import { notifySuccess } from '../../common/notify';
import { PageTitle } from '../../components/PageTitle';
import { DataTable } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { formatNumber } from '../../i18n/format';
import { REQUEST_WITHDRAWAL_PATH } from './paths';
import { requestWithdrawalsPage, SEARCH_DEBOUNCE_MS, WITHDRAWAL_TABS } from './payoutLists';
import { cancelWithdrawal, withdrawalsInTab } from './payoutsSlice';
import { useWithdrawalColumns } from './withdrawalColumns';

/** A seller's own requests, newest first, by status: the server filters and paginates. */
export const SELLER_WITHDRAWALS_LIST = {
  id: 'withdrawals',
  tabs: WITHDRAWAL_TABS,
  debounceMs: SEARCH_DEBOUNCE_MS,
  request: requestWithdrawalsPage,
};

/** /pages/withdrawal: the seller's withdrawal requests with their status, dates, reference and reason. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const counts = useAppSelector((state) => state.payouts.withdrawals.counts);
  const list = useServerList({
    ...SELLER_WITHDRAWALS_LIST,
    select: ({ payouts }) => ({
      rows: payouts.withdrawals.list,
      count: payouts.withdrawals.meta.count,
      loading: payouts.withdrawals.loading,
    }),
  });
  const columns = useWithdrawalColumns();

  const cancel = async (row: Withdrawal) => {
    const result = await dispatch(cancelWithdrawal(row._id));
    if (cancelWithdrawal.fulfilled.match(result)) {
      notifySuccess('payouts.toast.cancelled', { reference: row.reference });
      list.reload();
    }
  };

  const cancelButton = (row: Withdrawal) =>
    row.status === 'pending' ? (
      <button
        type="button"
        className="btn btn-outline-danger btn-sm"
        onClick={() => void cancel(row)}
        aria-label={t('payouts.withdrawals.cancelNamed', { reference: row.reference })}
      >
        {t('payouts.withdrawals.cancel')}
      </button>
    ) : null;

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <PageTitle>{t('payouts.withdrawals.title')}</PageTitle>
        <Link to={REQUEST_WITHDRAWAL_PATH} className="btn btn-primary btn-sm">
          {t('payouts.withdrawals.request')}
        </Link>
      </div>
      <FilterTabs
        label={t('payouts.withdrawals.filter')}
        options={WITHDRAWAL_TABS.map((tab) => ({
          value: tab,
          label: t(`payouts.tabs.${tab}`),
          count: counts && formatNumber(withdrawalsInTab(counts, tab), language),
        }))}
        {...list.tabs}
      />
      <SearchBox label={t('payouts.withdrawals.search')} {...list.searchBox} />
      <DataTable
        caption={t('payouts.withdrawals.caption')}
        columns={[
          columns.reference,
          columns.requested,
          columns.amount,
          columns.bank,
          columns.iban,
          columns.status,
          columns.outcome,
          { key: 'actions', header: t('payouts.columns.actions'), render: cancelButton, card: false },
        ]}
        rows={list.rows}
        loading={list.loading}
        rowId={(row) => row._id}
        cardFromColumns
        renderCardActions={cancelButton}
        emptyText={t('payouts.withdrawals.empty')}
      />
      <Pagination {...list.paginationProps} />
    </section>
  );
}
