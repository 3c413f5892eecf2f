import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { StatusBadge } from '../../components/StatusBadge';
import type { Column } from '../../components/table/DataTable';
import { formatDate, formatMoney } from '../../i18n/format';
import { SAMPLE_COMPENSATIONS } from './data/compensations';
import { ProductCell } from './ProductCell';
import { SampleDataNote } from './SampleDataNote';
import { SampleList } from './SampleList';
import { SummaryCard } from './SummaryCard';
import { inLanguage, lineSearchTexts } from './text';
import type { Compensation, CompensationStatus } from './types';

const FILTERS = ['all', 'pending', 'credited'] as const;

const totalOf = (status: CompensationStatus) =>
  SAMPLE_COMPENSATIONS.filter((entry) => entry.status === status).reduce(
    (sum, entry) => sum + entry.amount,
    0,
  );

/** /pages/compensations: what the marketplace paid the seller for lost, damaged or unreturned goods. */
export function CompensationsPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);

  const status = (entry: Compensation) => (
    <StatusBadge tone={entry.status === 'credited' ? 'success' : 'warningDark'}>
      {t(`demo.compensations.status.${entry.status}`)}
    </StatusBadge>
  );
  const amount = (entry: Compensation) => (
    <bdi className="text-nowrap">{formatMoney(entry.amount, language)}</bdi>
  );

  const columns: Column<Compensation>[] = [
    { key: 'ref', header: t('demo.columns.compensationId'), render: (row) => <bdi>{row.ref_id}</bdi> },
    { key: 'order', header: t('demo.columns.orderId'), render: (row) => <bdi>{row.line.order_ref_id}</bdi> },
    {
      key: 'product',
      header: t('demo.columns.product'),
      render: (row) => <ProductCell product={row.line.data} />,
      card: 'title',
    },
    { key: 'reason', header: t('demo.columns.reason'), render: (row) => inLanguage(row.reason, language) },
    { key: 'amount', header: t('demo.columns.amount'), render: amount },
    {
      key: 'date',
      header: t('demo.columns.date'),
      render: (row) => <span className="text-nowrap">{formatDate(row.createdAt, language)}</span>,
    },
    { key: 'status', header: t('demo.columns.status'), render: status, card: 'badge' },
  ];

  return (
    <section>
      <PageTitle>{t('demo.compensations.title')}</PageTitle>
      <SampleDataNote />
      <div className="row g-3 mb-4">
        <div className="col-sm-6">
          <SummaryCard
            label={t('demo.compensations.totalCredited')}
            value={formatMoney(totalOf('credited'), language)}
          />
        </div>
        <div className="col-sm-6">
          <SummaryCard
            label={t('demo.compensations.totalPending')}
            value={formatMoney(totalOf('pending'), language)}
          />
        </div>
      </div>
      <SampleList
        listId="demo-compensations"
        items={SAMPLE_COMPENSATIONS}
        caption={t('demo.compensations.caption')}
        columns={columns}
        filter={{
          label: t('demo.compensations.filter'),
          options: FILTERS.map((value) => ({ value, label: t(`demo.compensations.filters.${value}`) })),
          matches: (entry, value) => entry.status === value,
        }}
        search={{
          label: t('demo.searchOrders'),
          fields: (entry) => [...lineSearchTexts(entry.line), entry.ref_id],
        }}
      />
    </section>
  );
}
