import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import type { Column } from '../../components/table/DataTable';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { SAMPLE_RETURNS } from './data/returns';
import { ProductCell } from './ProductCell';
import { SampleDataNote } from './SampleDataNote';
import { SampleList } from './SampleList';
import { inLanguage, lineSearchTexts } from './text';
import type { ReturnRequest, ReturnStatus } from './types';

const FILTERS = ['all', 'requested', 'delivered', 'accepted'] as const;

const TONE: Record<ReturnStatus, BadgeTone> = {
  requested: 'warningDark',
  delivered: 'info',
  accepted: 'success',
};

/** /pages/return: order return management; filter all, requested, delivered, accepted (SPEC.md §2). */
export function ReturnsPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);

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
      <SampleList
        listId="demo-returns"
        items={SAMPLE_RETURNS}
        caption={t('demo.returns.caption')}
        columns={columns}
        filter={{
          label: t('demo.returns.filter'),
          options: FILTERS.map((value) => ({ value, label: t(`demo.returns.filters.${value}`) })),
          matches: (entry, value) => entry.status === value,
        }}
        search={{
          label: t('demo.searchOrders'),
          fields: (entry) => [...lineSearchTexts(entry.line), entry.return_ref_id],
        }}
      />
    </section>
  );
}
