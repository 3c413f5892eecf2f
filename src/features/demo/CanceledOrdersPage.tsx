import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import type { Column } from '../../components/table/DataTable';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { SAMPLE_CANCELED } from './data/canceled';
import { ProductCell } from './ProductCell';
import { SampleDataNote } from './SampleDataNote';
import { SampleList } from './SampleList';
import { inLanguage, lineSearchTexts } from './text';
import type { CanceledBy, CanceledOrder } from './types';

const FILTERS = ['all', 'buyer', 'seller', 'admin'] as const;

const TONE: Record<CanceledBy, BadgeTone> = { buyer: 'secondary', seller: 'primary', admin: 'danger' };

/** /pages/canceled: canceled orders management, filtered by who canceled. */
export function CanceledOrdersPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);

  const canceledBy = (entry: CanceledOrder) => (
    <StatusBadge tone={TONE[entry.canceled_by]}>{t(`demo.canceled.by.${entry.canceled_by}`)}</StatusBadge>
  );
  const amount = (entry: CanceledOrder) => (
    <bdi className="text-nowrap">{formatMoney(entry.line.price * entry.line.quantity, language)}</bdi>
  );

  const columns: Column<CanceledOrder>[] = [
    {
      key: 'product',
      header: t('demo.columns.product'),
      render: (row) => <ProductCell product={row.line.data} />,
      card: 'title',
    },
    { key: 'order', header: t('demo.columns.orderId'), render: (row) => <bdi>{row.line.order_ref_id}</bdi> },
    {
      key: 'quantity',
      header: t('demo.columns.quantity'),
      render: (row) => formatNumber(row.line.quantity, language),
    },
    { key: 'amount', header: t('demo.columns.amount'), render: amount },
    { key: 'by', header: t('demo.columns.canceledBy'), render: canceledBy, card: 'badge' },
    { key: 'reason', header: t('demo.columns.reason'), render: (row) => inLanguage(row.reason, language) },
    {
      key: 'date',
      header: t('demo.columns.canceledAt'),
      render: (row) => <span className="text-nowrap">{formatDateTime(row.canceledAt, language)}</span>,
    },
  ];

  return (
    <section>
      <PageTitle>{t('demo.canceled.title')}</PageTitle>
      <SampleDataNote />
      <SampleList
        listId="demo-canceled"
        items={SAMPLE_CANCELED}
        caption={t('demo.canceled.caption')}
        columns={columns}
        filter={{
          label: t('demo.canceled.filter'),
          options: FILTERS.map((value) => ({ value, label: t(`demo.canceled.filters.${value}`) })),
          matches: (entry, value) => entry.canceled_by === value,
        }}
        search={{
          label: t('demo.searchOrders'),
          fields: (entry) => lineSearchTexts(entry.line),
        }}
      />
    </section>
  );
}
