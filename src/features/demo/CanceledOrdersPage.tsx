import type { BadgeTone } from '../../components/StatusBadge';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { SAMPLE_CANCELED } from './data/canceled';
import { lineSearch, useSampleColumns } from './sampleColumns';
import { SamplePage, statusFilter, type SamplePageDefinition } from './SamplePage';
import type { CanceledBy, CanceledOrder } from './types';

const TONE: Record<CanceledBy, BadgeTone> = { buyer: 'secondary', seller: 'primary', admin: 'danger' };

const CANCELED_PAGE: SamplePageDefinition<CanceledOrder, CanceledBy> = {
  area: 'canceled',
  items: SAMPLE_CANCELED,
  filter: statusFilter(TONE, (entry: CanceledOrder) => entry.canceled_by),
  search: { fields: lineSearch() },
};

/** /pages/canceled: canceled orders management, filtered by who canceled. */
export function CanceledOrdersPage() {
  const { language, ...columns } = useSampleColumns<CanceledOrder>();
  return (
    <SamplePage
      {...CANCELED_PAGE}
      columns={[
        columns.product((row) => row.line.data),
        columns.orderId((row) => row.line),
        columns.column('quantity', 'quantity', (row) => formatNumber(row.line.quantity, language)),
        columns.money('amount', 'amount', (row) => row.line.price * row.line.quantity),
        columns.badge('by', (row) => row.canceled_by, TONE, 'demo.canceled.by', 'canceledBy'),
        columns.reason((row) => row.reason),
        columns.day('date', 'canceledAt', (row) => row.canceledAt, formatDateTime),
      ]}
    />
  );
}
