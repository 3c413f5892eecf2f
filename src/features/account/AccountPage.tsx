import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountData, LedgerEntry } from '../../api/types';
import { fetchAccountData } from '../../api/wallet';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { DataTable, type Column } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { useClientList } from '../../components/table/useClientList';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { filterLedger, findLedgerBreaks, ledgerProductName, oldestFirst, pendingMoney } from './ledger';

// Its own chunk: only this page draws the chart.
const BalanceChart = lazy(async () => ({ default: (await import('./BalanceChart')).BalanceChart }));

const SEARCH_DEBOUNCE_MS = 300;

/** /pages/account: available and pending money, the ledger with its balance chart (SPEC.md §2). */
export function AccountPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [data, setData] = useState<AccountData | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    let current = true;
    fetchAccountData()
      .then((account) => current && setData(account))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  const transactions = useMemo(() => data?.transactions ?? [], [data]);
  const chronological = useMemo(() => oldestFirst(transactions), [transactions]);
  const breaks = useMemo(() => findLedgerBreaks(chronological), [chronological]);
  const rows = useMemo(() => filterLedger(transactions, debouncedQuery), [transactions, debouncedQuery]);
  const pagination = useClientList('account-ledger', rows);
  const money = (value: number) => <bdi dir="ltr">{formatMoney(value, language)}</bdi>;

  const balanceCell = (entry: LedgerEntry) => {
    const expected = breaks.get(entry._id);
    return (
      <span className={expected === undefined ? undefined : 'ledger-break'}>
        {money(entry.transaction.balance_after)}
        {expected !== undefined && (
          <span className="d-block small">
            <span aria-hidden="true">⚠ </span>
            {t('account.ledgerBreak', { expected: formatMoney(expected, language) })}
          </span>
        )}
      </span>
    );
  };

  const columns: Column<LedgerEntry>[] = [
    {
      key: 'name',
      header: t('account.columns.name'),
      render: (entry) => ledgerProductName(entry, language) || t('account.unknownProduct'),
    },
    {
      key: 'date',
      header: t('account.columns.date'),
      render: (entry) => formatDateTime(entry.transaction.transaction_time, language),
      className: 'text-nowrap',
    },
    {
      key: 'sku',
      header: t('account.columns.sku'),
      render: (entry) => <bdi dir="ltr">{entry.product.data?.sku ?? ''}</bdi>,
    },
    {
      key: 'orderId',
      header: t('account.columns.orderId'),
      render: (entry) => <bdi dir="ltr">{entry.transaction.order_ref_id ?? ''}</bdi>,
      className: 'text-nowrap',
    },
    {
      key: 'credit',
      header: t('account.columns.credit'),
      render: (entry) => (entry.transaction.type === 'CR' ? money(entry.transaction.amount) : ''),
      className: 'text-nowrap text-success',
    },
    {
      key: 'debit',
      header: t('account.columns.debit'),
      render: (entry) => (entry.transaction.type === 'DR' ? money(entry.transaction.amount) : ''),
      className: 'text-nowrap text-danger',
    },
    {
      key: 'balanceAfter',
      header: t('account.columns.balanceAfter'),
      render: balanceCell,
      className: 'text-nowrap',
    },
  ];

  const renderCard = (entry: LedgerEntry) => (
    <div className="d-grid gap-1">
      <div className="d-flex justify-content-between gap-2">
        <span className="fw-semibold text-break">
          {ledgerProductName(entry, language) || t('account.unknownProduct')}
        </span>
        <span className={entry.transaction.type === 'CR' ? 'text-success' : 'text-danger'}>
          {t(entry.transaction.type === 'CR' ? 'account.columns.credit' : 'account.columns.debit')}{' '}
          {money(entry.transaction.amount)}
        </span>
      </div>
      <div className="small text-muted d-flex flex-wrap gap-2">
        <span>{formatDateTime(entry.transaction.transaction_time, language)}</span>
        <bdi dir="ltr">{entry.product.data?.sku ?? ''}</bdi>
        <bdi dir="ltr">{entry.transaction.order_ref_id ?? ''}</bdi>
      </div>
      <div className="small">
        {t('account.columns.balanceAfter')}: {balanceCell(entry)}
      </div>
    </div>
  );

  if (!data) {
    return (
      <section>
        <PageTitle>{t('account.title')}</PageTitle>
        {failed ? <p className="text-muted">{t('account.loadFailed')}</p> : <Spinner />}
      </section>
    );
  }

  return (
    <section>
      <PageTitle>{t('account.title')}</PageTitle>
      <div className="row g-3 mb-4">
        <div className="col-12 col-md-6">
          <div className="card h-100 border-success">
            <div className="card-body">
              <h2 className="h6 text-muted">{t('account.available')}</h2>
              <p className="h3 m-0 text-success">{money(data.wallet.net_balance)}</p>
              <p className="small text-muted m-0 mt-1">{t('account.availableHint')}</p>
            </div>
          </div>
        </div>
        <div className="col-12 col-md-6">
          <div className="card h-100 border-warning">
            <div className="card-body">
              <h2 className="h6 text-muted">{t('account.pending')}</h2>
              <p className="h3 m-0">{money(pendingMoney(data.wallet))}</p>
              <p className="small text-muted m-0 mt-1">{t('account.pendingHint')}</p>
            </div>
          </div>
        </div>
      </div>
      <div className="card mb-4">
        <div className="card-body">
          <h2 className="h6">{t('account.chart.title')}</h2>
          <Suspense fallback={<Spinner />}>
            <BalanceChart
              language={language}
              points={chronological.map((entry) => ({
                time: entry.transaction.transaction_time,
                balance: entry.transaction.balance_after,
              }))}
            />
          </Suspense>
        </div>
      </div>
      {breaks.size > 0 && (
        <div className="alert alert-warning" role="status">
          {t('account.breaksSummary', { count: breaks.size })}
        </div>
      )}
      <h2 className="h5">{t('account.ledgerTitle')}</h2>
      <SearchBox
        label={t('account.searchLabel')}
        value={query}
        onChange={(next) => {
          setQuery(next);
          pagination.resetPage();
        }}
      />
      <DataTable
        caption={t('account.ledgerTitle')}
        columns={columns}
        rows={pagination.pageRows}
        rowId={(entry) => entry._id}
        renderCard={renderCard}
      />
      <Pagination {...pagination.paginationProps} />
    </section>
  );
}
