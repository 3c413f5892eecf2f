import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import { DataTable, type Column } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { SAMPLE_RETURNS } from './data/returns';
import { ProductCell } from './ProductCell';
import { SampleDataNote } from './SampleDataNote';
import { inLanguage, matchesQuery } from './text';
import type { ReturnRequest, ReturnStatus } from './types';
import { useClientList } from './useClientList';

const FILTERS = ['all', 'requested', 'delivered', 'accepted'] as const;
type ReturnFilter = (typeof FILTERS)[number];

const TONE: Record<ReturnStatus, BadgeTone> = {
  requested: 'warningDark',
  delivered: 'info',
  accepted: 'success',
};

/** /pages/return: order return management; filter all, requested, delivered, accepted (SPEC.md §2). */
export function ReturnsPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [filter, setFilter] = useState<ReturnFilter>('all');
  const [query, setQuery] = useState('');

  const rows = useMemo(
    () =>
      SAMPLE_RETURNS.filter(
        (entry) =>
          (filter === 'all' || entry.status === filter) &&
          matchesQuery(query, [
            entry.line.data.en.name,
            entry.line.data.ar.name,
            entry.line.order_ref_id,
            entry.return_ref_id,
          ]),
      ),
    [filter, query],
  );
  const list = useClientList('demo-returns', rows);

  const status = (entry: ReturnRequest) => (
    <StatusBadge tone={TONE[entry.status]}>{t(`demo.returns.status.${entry.status}`)}</StatusBadge>
  );
  const refund = (entry: ReturnRequest) => (
    <bdi className="text-nowrap">{formatMoney(entry.refund_amount, language)}</bdi>
  );

  const columns: Column<ReturnRequest>[] = [
    {
      key: 'product',
      header: t('demo.columns.product'),
      render: (row) => <ProductCell product={row.line.data} />,
      card: 'title',
    },
    { key: 'return', header: t('demo.columns.returnId'), render: (row) => <bdi>{row.return_ref_id}</bdi> },
    { key: 'order', header: t('demo.columns.orderId'), render: (row) => <bdi>{row.line.order_ref_id}</bdi> },
    {
      key: 'quantity',
      header: t('demo.columns.quantity'),
      render: (row) => formatNumber(row.line.quantity, language),
    },
    { key: 'refund', header: t('demo.columns.refund'), render: refund },
    { key: 'reason', header: t('demo.columns.reason'), render: (row) => inLanguage(row.reason, language) },
    {
      key: 'requested',
      header: t('demo.columns.requestedAt'),
      render: (row) => <span className="text-nowrap">{formatDate(row.requestedAt, language)}</span>,
    },
    { key: 'status', header: t('demo.columns.status'), render: status, card: 'badge' },
  ];

  return (
    <section>
      <PageTitle>{t('demo.returns.title')}</PageTitle>
      <SampleDataNote />
      <FilterTabs
        label={t('demo.returns.filter')}
        options={FILTERS.map((value) => ({ value, label: t(`demo.returns.filters.${value}`) }))}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          list.resetPage();
        }}
      />
      <SearchBox
        label={t('demo.searchOrders')}
        value={query}
        onChange={(value) => {
          setQuery(value);
          list.resetPage();
        }}
      />
      <DataTable
        caption={t('demo.returns.caption')}
        columns={columns}
        rows={list.pageRows}
        rowId={(row) => row._id}
        cardFromColumns
      />
      <Pagination
        page={list.page}
        rowsPerPage={list.rowsPerPage}
        total={list.total}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setRowsPerPage}
      />
    </section>
  );
}
