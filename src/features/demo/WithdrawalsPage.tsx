import { Link } from 'react-router-dom';
import type { BadgeTone } from '../../components/StatusBadge';
import { CardField } from '../../components/table/CardField';
import { formatDate } from '../../i18n/format';
import { bankByCode } from '../../lib/banks';
import { SAMPLE_WITHDRAWALS } from './data/withdrawals';
import { useSampleColumns } from './sampleColumns';
import { SamplePage, statusFilter, type SamplePageDefinition } from './SamplePage';
import { inLanguage } from './text';
import type { WithdrawalRequest, WithdrawalStatus } from './types';

const TONE: Record<WithdrawalStatus, BadgeTone> = { pending: 'warningDark', paid: 'success' };

export const REQUEST_WITHDRAWAL_PATH = '/pages/requested-withdrawl';

const WITHDRAWALS_PAGE: SamplePageDefinition<WithdrawalRequest, WithdrawalStatus> = {
  area: 'withdrawals',
  items: SAMPLE_WITHDRAWALS,
  filter: statusFilter(TONE, (entry: WithdrawalRequest) => entry.status),
};

/** /pages/withdrawal: withdrawal statuses; filter all, pending, paid (SPEC.md §2). */
export function WithdrawalsPage() {
  const { t, language, ...columns } = useSampleColumns<WithdrawalRequest>();

  const bank = (entry: WithdrawalRequest) => {
    const option = bankByCode(entry.bank_code);
    return option ? inLanguage(option.name, language) : entry.bank_code;
  };
  const account = (entry: WithdrawalRequest) => (
    <span className="text-nowrap">
      <span className="visually-hidden">
        {t('demo.withdrawals.accountEnding', { digits: entry.account_last4 })}
      </span>
      <bdi aria-hidden="true">•••• {entry.account_last4}</bdi>
    </span>
  );
  const paidAt = (entry: WithdrawalRequest) => (entry.paidAt ? formatDate(entry.paidAt, language) : '—');
  const amount = columns.money('amount', 'amount', (row) => row.amount);
  const status = columns.badge('status', (row) => row.status, TONE, 'demo.withdrawals.status');

  return (
    <SamplePage
      {...WITHDRAWALS_PAGE}
      action={
        <Link to={REQUEST_WITHDRAWAL_PATH} className="btn btn-primary btn-sm">
          {t('demo.withdrawals.request')}
        </Link>
      }
      columns={[
        columns.id('ref', 'withdrawalId', (row) => row.ref_id),
        columns.day('requested', 'requestedAt', (row) => row.requestedAt),
        amount,
        columns.column('bank', 'bank', bank),
        columns.column('account', 'account', account),
        status,
        columns.day('paid', 'paidAt', (row) => row.paidAt),
      ]}
      renderCard={(row) => (
        <>
          <div className="d-flex justify-content-between align-items-start gap-2 mb-1">
            <div>
              <div className="fw-semibold">{amount.render(row)}</div>
              <bdi className="small text-muted">{row.ref_id}</bdi>
            </div>
            {status.render(row)}
          </div>
          <CardField label={t('demo.columns.requestedAt')}>{formatDate(row.requestedAt, language)}</CardField>
          <CardField label={t('demo.columns.bank')}>{bank(row)}</CardField>
          <CardField label={t('demo.columns.account')}>{account(row)}</CardField>
          <CardField label={t('demo.columns.paidAt')}>{paidAt(row)}</CardField>
        </>
      )}
    />
  );
}
