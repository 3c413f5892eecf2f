import type { BadgeTone } from '../../components/StatusBadge';
import { formatNumber } from '../../i18n/format';
import { SAMPLE_RETURNS } from './data/returns';
import { lineSearch, useSampleColumns } from './sampleColumns';
import { SamplePage, statusFilter, type SamplePageDefinition } from './SamplePage';
import type { ReturnRequest, ReturnStatus } from './types';

const TONE: Record<ReturnStatus, BadgeTone> = {
  requested: 'warningDark',
  delivered: 'info',
  accepted: 'success',
};

const RETURNS_PAGE: SamplePageDefinition<ReturnRequest, ReturnStatus> = {
  area: 'returns',
  items: SAMPLE_RETURNS,
  filter: statusFilter(TONE, (entry: ReturnRequest) => entry.status),
  search: { fields: lineSearch((entry) => [entry.return_ref_id]) },
};

/** /pages/return: order return management; filter all, requested, delivered, accepted (SPEC.md §2). */
export function ReturnsPage() {
  const { language, ...columns } = useSampleColumns<ReturnRequest>();
  return (
    <SamplePage
      {...RETURNS_PAGE}
      columns={[
        columns.product((row) => row.line.data),
        columns.id('return', 'returnId', (row) => row.return_ref_id),
        columns.orderId((row) => row.line),
        columns.column('quantity', 'quantity', (row) => formatNumber(row.line.quantity, language)),
        columns.money('refund', 'refund', (row) => row.refund_amount),
        columns.reason((row) => row.reason),
        columns.day('requested', 'requestedAt', (row) => row.requestedAt),
        columns.badge('status', (row) => row.status, TONE, 'demo.returns.status'),
      ]}
    />
  );
}
