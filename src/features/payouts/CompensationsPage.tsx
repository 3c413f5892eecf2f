import { useTranslation } from '../../i18n/useTranslation';
import type { CompensationListQuery } from '../../api/payouts';
import type { Compensation } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { useServerList } from '../../common/list/useServerList';
import { LabelledSelect } from '../../components/form/Select';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, type Column } from '../../components/table/DataTable';
import { DateRange } from '../../components/table/DateRange';
import { daysOf, type ListQuery } from '../../components/table/listQuery';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { formatDate, formatMoney } from '../../i18n/format';
import { isReviewReasonCode, REVIEW_REASONS, reviewReasonWords } from '../../lib/reviewReasons';
import { fetchCompensations } from './payoutsSlice';
import { SEARCH_DEBOUNCE_MS } from './payoutLists';
import { CodeText } from '../../components/CodeText';

/** One list, no tabs: every compensation is credited when it is granted. */
const COMPENSATION_TABS = ['all'] as const;

/** The filters beside the search, each a parameter of the address: a reason code and a range of days. */
const COMPENSATION_FILTERS = ['reason', 'from', 'to'] as const;

export const SELLER_COMPENSATIONS_LIST = {
  id: 'compensations',
  tabs: COMPENSATION_TABS,
  filters: COMPENSATION_FILTERS,
  debounceMs: SEARCH_DEBOUNCE_MS,
  request: ({ page, rowsPerPage, search, filters }: ListQuery<'all'>) =>
    fetchCompensations({
      page: String(page),
      limit: String(rowsPerPage),
      ...(search ? { search } : {}),
      // A code typed in the address that is not on the list is left out rather than refused by the server.
      ...(isReviewReasonCode('compensation', filters.reason)
        ? { reason: filters.reason as NonNullable<CompensationListQuery['reason']> }
        : {}),
      ...daysOf(filters),
    }),
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
  const { filters } = list.query;
  const column = (key: string, render: Column<Compensation>['render']): Column<Compensation> => ({
    key,
    header: t(`payouts.columns.${key}`),
    render,
  });

  return (
    <section>
      <PageTitle>{t('payouts.compensations.title')}</PageTitle>
      <p className="text-muted small">{t('payouts.compensations.intro')}</p>
      <SearchBox label={t('payouts.compensations.search')} {...list.searchBox} />
      <div className="d-flex flex-wrap align-items-end column-gap-3">
        <LabelledSelect
          label={t('payouts.compensations.reason')}
          small
          className="mb-3"
          value={filters.reason ?? ''}
          placeholder={t('payouts.compensations.anyReason')}
          options={REVIEW_REASONS.compensation.map((reason) => ({
            value: reason.value,
            label: reason[language],
          }))}
          onChange={(value) => list.setFilter('reason', value)}
        />
        <DateRange
          legend={t('payouts.compensations.dates')}
          range={{ from: filters.from ?? '', to: filters.to ?? '' }}
          onChange={(range) => list.setFilters({ ...range })}
        />
      </div>
      <DataTable
        caption={t('payouts.compensations.caption')}
        columns={[
          column('reference', (row) => <CodeText className="text-nowrap">{row.reference}</CodeText>),
          column('date', (row) => <span className="text-nowrap">{formatDate(row.createdAt, language)}</span>),
          column('amount', (row) => (
            <bdi className="text-nowrap fw-semibold text-success">{formatMoney(row.amount, language)}</bdi>
          )),
          column('reason', (row) => reviewReasonWords('compensation', row.reason, language)),
          column('order', (row) => (row.order_id ? <CodeText>{row.order_id}</CodeText> : '—')),
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
