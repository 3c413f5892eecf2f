import type { BadgeTone } from '../../components/StatusBadge';
import { formatMoney } from '../../i18n/format';
import { SAMPLE_COMPENSATIONS } from './data/compensations';
import { lineSearch, useSampleColumns } from './sampleColumns';
import { SamplePage, statusFilter, type SamplePageDefinition } from './SamplePage';
import { SummaryCards } from './SummaryCards';
import type { Compensation, CompensationStatus } from './types';

const TONE: Record<CompensationStatus, BadgeTone> = { pending: 'warningDark', credited: 'success' };

const totalOf = (status: CompensationStatus) =>
  SAMPLE_COMPENSATIONS.filter((entry) => entry.status === status).reduce(
    (sum, entry) => sum + entry.amount,
    0,
  );

const COMPENSATIONS_PAGE: SamplePageDefinition<Compensation, CompensationStatus> = {
  area: 'compensations',
  items: SAMPLE_COMPENSATIONS,
  filter: statusFilter(TONE, (entry: Compensation) => entry.status),
  search: { fields: lineSearch((entry) => [entry.ref_id]) },
};

/** /pages/compensations: what the marketplace paid the seller for lost, damaged or unreturned goods. */
export function CompensationsPage() {
  const { t, language, ...columns } = useSampleColumns<Compensation>();
  return (
    <SamplePage
      {...COMPENSATIONS_PAGE}
      summary={
        <SummaryCards
          column="col-sm-6"
          cards={[
            {
              label: t('demo.compensations.totalCredited'),
              value: formatMoney(totalOf('credited'), language),
            },
            { label: t('demo.compensations.totalPending'), value: formatMoney(totalOf('pending'), language) },
          ]}
        />
      }
      columns={[
        columns.id('ref', 'compensationId', (row) => row.ref_id),
        columns.orderId((row) => row.line),
        columns.product((row) => row.line.data),
        columns.reason((row) => row.reason),
        columns.money('amount', 'amount', (row) => row.amount),
        columns.day('date', 'date', (row) => row.createdAt),
        columns.badge('status', (row) => row.status, TONE, 'demo.compensations.status'),
      ]}
    />
  );
}
