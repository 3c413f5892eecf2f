import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import type { ReturnCase } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { useServerList } from '../../common/list/useServerList';
import { PageTitle } from '../../components/PageTitle';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable, type Column } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { RETURN_TABS, returnReasonWords } from '../../lib/returns';
import { returnCasePath } from './paths';
import { ADMIN_RETURNS_LIST, SELLER_RETURNS_LIST } from './returnLists';
import { RETURN_STATUS_TONE } from './returnStatus';
import { CodeText } from '../../components/CodeText';

/** The name a case's seller goes by in lists: their business name in the page's language, or their own. */
const sellerName = (seller: ReturnCase['seller'], language: 'ar' | 'en') =>
  seller.business_name?.[language] || seller.business_name?.en || seller.name;

/**
 * /pages/return (a seller's own cases) and /admin/returns (every seller's, or one seller's): return cases newest
 * first by state, each opening its case page. The server filters, searches and paginates.
 */
export function ReturnsPage({ scope }: { scope: 'seller' | 'admin' }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const counts = useAppSelector((state) => state.returns.cases.counts);
  const list = useServerList({
    ...(scope === 'admin' ? ADMIN_RETURNS_LIST : SELLER_RETURNS_LIST),
    select: ({ returns }) => ({
      rows: returns.cases.list,
      count: returns.cases.meta.count,
      loading: returns.cases.loading,
    }),
  });
  const narrowedTo = list.query.filters.seller;
  const narrowedName = list.rows.find((row) => row.seller._id === narrowedTo)?.seller;
  const column = (key: string, render: Column<ReturnCase>['render']): Column<ReturnCase> => ({
    key,
    header: t(`returns.columns.${key}`),
    render,
  });
  const columns: Column<ReturnCase>[] = [
    column('reference', (row) => (
      <Link to={returnCasePath(row._id)} aria-label={t('returns.list.open', { reference: row.reference })}>
        <CodeText className="text-nowrap">{row.reference}</CodeText>
      </Link>
    )),
    column('product', (row) => (
      <span>
        <bdi className="d-block">{row.product.name[language] || row.product.name.en}</bdi>
        <CodeText className="small text-muted">{row.product.sku}</CodeText>
      </span>
    )),
    column('order', (row) => <CodeText className="text-nowrap">{row.order_ref_id}</CodeText>),
    ...(scope === 'admin'
      ? [
          column('seller', (row) => (
            <button
              type="button"
              className="btn btn-link btn-sm p-0 text-start"
              onClick={() => list.setFilter('seller', row.seller._id)}
            >
              <bdi>{sellerName(row.seller, language)}</bdi>
            </button>
          )),
        ]
      : []),
    column('quantity', (row) => formatNumber(row.quantity, language)),
    column('refund', (row) => <bdi className="text-nowrap">{formatMoney(row.refund_amount, language)}</bdi>),
    column('reason', (row) => returnReasonWords('customer', row.reason, language)),
    column('opened', (row) => <span className="text-nowrap">{formatDate(row.createdAt, language)}</span>),
    column('status', (row) => (
      <StatusBadge tone={RETURN_STATUS_TONE[row.status]}>{t(`returns.status.${row.status}`)}</StatusBadge>
    )),
  ];

  return (
    <section>
      <PageTitle>{t(scope === 'admin' ? 'returns.list.adminTitle' : 'returns.list.title')}</PageTitle>
      <p className="text-muted small">
        {t(scope === 'admin' ? 'returns.list.adminIntro' : 'returns.list.intro')}
      </p>
      <FilterTabs
        label={t('returns.list.filter')}
        options={RETURN_TABS.map((tab) => ({
          value: tab,
          label: t(`returns.tabs.${tab}`),
          count: counts && formatNumber(counts[tab], language),
        }))}
        {...list.tabs}
      />
      {scope === 'admin' && narrowedTo && (
        <p className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <span>
            {t('returns.list.onlySeller')}{' '}
            <bdi className="fw-semibold">
              {narrowedName ? sellerName(narrowedName, language) : narrowedTo}
            </bdi>
          </span>
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            onClick={() => list.setFilter('seller', '')}
          >
            {t('returns.list.everySeller')}
          </button>
        </p>
      )}
      <SearchBox label={t('returns.list.search')} {...list.searchBox} />
      <DataTable
        caption={t('returns.list.caption')}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        rowId={(row) => row._id}
        cardFromColumns
        emptyText={t('returns.list.empty')}
      />
      <Pagination {...list.paginationProps} />
    </section>
  );
}

export function SellerReturnsPage() {
  return <ReturnsPage scope="seller" />;
}

export function AdminReturnsPage() {
  return <ReturnsPage scope="admin" />;
}
