import { useTranslation } from '../../i18n/useTranslation';
import type { Withdrawal } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import type { Column } from '../../components/table/DataTable';
import { formatDate, formatMoney } from '../../i18n/format';
import { bankByCode } from '../../lib/banks';
import { formatIban } from '../../lib/iban';
import { reviewReasonWords } from '../../lib/reviewReasons';
import type { WithdrawalStatus } from '../../lib/payouts';
import { CodeText } from '../../components/CodeText';

export const WITHDRAWAL_TONES: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warningDark',
  approved: 'secondary',
  paid: 'success',
  rejected: 'danger',
  cancelled: 'secondary',
};

/** The columns a withdrawal request shows wherever it is listed, headed `payouts.columns.<key>`. */
export function useWithdrawalColumns() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const column = (key: string, render: Column<Withdrawal>['render']): Column<Withdrawal> => ({
    key,
    header: t(`payouts.columns.${key}`),
    render,
  });
  const day = (value: string | null) => (
    <span className="text-nowrap">{value ? formatDate(value, language) : '—'}</span>
  );
  return {
    reference: column('reference', (row) => <CodeText className="text-nowrap">{row.reference}</CodeText>),
    requested: column('requested', (row) => day(row.createdAt)),
    amount: column('amount', (row) => (
      <bdi className="text-nowrap fw-semibold">{formatMoney(row.amount, language)}</bdi>
    )),
    bank: column('bank', (row) => bankByCode(row.bank_code)?.name[language] ?? row.bank_code),
    // An IBAN reads left to right in groups of four, whatever the page's direction.
    iban: column('iban', (row) => (
      <CodeText className="font-monospace small text-nowrap">{formatIban(row.iban)}</CodeText>
    )),
    status: {
      ...column('status', (row) => (
        <StatusBadge tone={WITHDRAWAL_TONES[row.status]}>{t(`payouts.status.${row.status}`)}</StatusBadge>
      )),
      card: 'badge' as const,
    },
    /** When it was paid and the bank's reference, or why it was rejected. */
    outcome: column('outcome', (row) => {
      if (row.status === 'paid') {
        return (
          <span className="small">
            {day(row.paid_on)}{' '}
            <span className="text-muted">
              {t('payouts.columns.bankReference')} <bdi className="text-nowrap">{row.payment_reference}</bdi>
            </span>
          </span>
        );
      }
      if (row.reason)
        return <span className="small">{reviewReasonWords('withdrawal', row.reason, language)}</span>;
      return '—';
    }),
  };
}
