import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { CancellationListQuery } from '../../api/returns';
import type { Cancellation } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { useServerList } from '../../common/list/useServerList';
import { notifySuccess } from '../../common/notify';
import { PageTitle } from '../../components/PageTitle';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable, type Column } from '../../components/table/DataTable';
import { DateRange } from '../../components/table/DateRange';
import { daysOf, type ListQuery } from '../../components/table/listQuery';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { orderReasonWords } from '../../lib/orderReasons';
import { exportCancellations } from './exportCancellations';
import { SEARCH_DEBOUNCE_MS } from './returnLists';
import { fetchCancellations } from './returnsSlice';
import { CodeText } from '../../components/CodeText';

const CANCELLATION_FILTERS = ['from', 'to'] as const;

const queryOf = ({ search, filters }: Pick<ListQuery<'all'>, 'search' | 'filters'>) => ({
  ...(search ? { search } : {}),
  ...daysOf(filters),
});

export const CANCELLATIONS_LIST = {
  id: 'cancellations',
  tabs: ['all'] as const,
  filters: CANCELLATION_FILTERS,
  debounceMs: SEARCH_DEBOUNCE_MS,
  request: (query: ListQuery<'all'>) =>
    fetchCancellations({
      page: String(query.page),
      limit: String(query.rowsPerPage),
      ...queryOf(query),
    } satisfies CancellationListQuery),
};

/**
 * /pages/canceled: the seller's cancelled and rejected lines from the real orders, newest first: who made the
 * change, when and why, and the pending money it released; searchable, by days, and exported as a workbook.
 */
export function CancellationsPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [exporting, setExporting] = useState(false);
  const list = useServerList({
    ...CANCELLATIONS_LIST,
    select: ({ returns }) => ({
      rows: returns.cancellations.list,
      count: returns.cancellations.meta.count,
      loading: returns.cancellations.loading,
    }),
  });
  const { filters } = list.query;
  const column = (key: string, render: Column<Cancellation>['render']): Column<Cancellation> => ({
    key,
    header: t(`cancellations.columns.${key}`),
    render,
  });

  const download = async () => {
    setExporting(true);
    try {
      const { truncated } = await exportCancellations(queryOf(list.query), language, (key, values) =>
        t(key, values),
      );
      if (truncated) notifySuccess('cancellations.exportTruncated');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <PageTitle>{t('cancellations.title')}</PageTitle>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={exporting || list.rows.length === 0}
          onClick={() => void download()}
        >
          {t(exporting ? 'cancellations.exporting' : 'cancellations.export')}
        </button>
      </div>
      <p className="text-muted small">{t('cancellations.intro')}</p>
      <SearchBox label={t('cancellations.search')} {...list.searchBox} />
      <DateRange
        legend={t('cancellations.dates')}
        range={{ from: filters.from ?? '', to: filters.to ?? '' }}
        onChange={(range) => list.setFilters({ ...range })}
      />
      <DataTable
        caption={t('cancellations.caption')}
        columns={[
          column('date', (row) => <span className="text-nowrap">{formatDateTime(row.at, language)}</span>),
          column('order', (row) => <CodeText className="text-nowrap">{row.order_ref_id}</CodeText>),
          column('product', (row) => (
            <span>
              <bdi className="d-block">{row.product.name[language] || row.product.name.en}</bdi>
              <CodeText className="small text-muted">{row.product.sku}</CodeText>
            </span>
          )),
          column('quantity', (row) => formatNumber(row.quantity, language)),
          column('amount', (row) => <bdi className="text-nowrap">{formatMoney(row.amount, language)}</bdi>),
          column('status', (row) => (
            <StatusBadge tone={row.status === 'canceled' ? 'danger' : 'secondary'}>
              {t(`cancellations.status.${row.status}`)}
            </StatusBadge>
          )),
          column('by', (row) =>
            row.by ? (
              <span>
                {t(`cancellations.by.${row.by.role}`)}
                {row.by.name && (
                  <>
                    {' '}
                    <bdi className="small text-muted">({row.by.name})</bdi>
                  </>
                )}
              </span>
            ) : (
              t('cancellations.by.unknown')
            ),
          ),
          column('reason', (row) => (row.reason ? <bdi>{orderReasonWords(row.reason, language)}</bdi> : '—')),
          column('released', (row) =>
            row.released_amount > 0 ? (
              <bdi className="text-nowrap">{formatMoney(row.released_amount, language)}</bdi>
            ) : (
              t('cancellations.nothingReleased')
            ),
          ),
        ]}
        rows={list.rows}
        loading={list.loading}
        rowId={(row) => row._id}
        cardFromColumns
        emptyText={t('cancellations.empty')}
      />
      <Pagination {...list.paginationProps} />
    </section>
  );
}
