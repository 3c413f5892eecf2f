import type { BadgeTone } from '../../components/StatusBadge';
import { formatMoney } from '../../i18n/format';
import { SAMPLE_COMPENSATIONS } from './data/compensations';
import { lineSearch, useSampleColumns } from './sampleColumns';
import { SamplePage } from './SamplePage';
import { SummaryCards } from './SummaryCards';
import type { Compensation, CompensationStatus } from './types';

const TONE: Record<CompensationStatus, BadgeTone> = { pending: 'warningDark', credited: 'success' };

const totalOf = (status: CompensationStatus) =>
  SAMPLE_COMPENSATIONS.filter((entry) => entry.status === status).reduce(
    (sum, entry) => sum + entry.amount,
    0,
  );

/** /pages/compensations: what the marketplace paid the seller for lost, damaged or unreturned goods. */
export function CompensationsPage() {
  const { t, language, ...columns } = useSampleColumns<Compensation>();
  return (
    <SamplePage
      area="compensations"
      listId="demo-compensations"
      items={SAMPLE_COMPENSATIONS}
      filter={{ values: ['all', 'pending', 'credited'], of: (entry) => entry.status }}
      search={{ fields: lineSearch((entry) => [entry.ref_id]) }}
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
