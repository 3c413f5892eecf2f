import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { StatusBadge } from '../../components/StatusBadge';
import { CardField } from '../../components/table/CardField';
import type { Column } from '../../components/table/DataTable';
import { formatDate, formatMoney } from '../../i18n/format';
import { bankByCode } from './data/banks';
import { SAMPLE_WITHDRAWALS } from './data/withdrawals';
import { SampleDataNote } from './SampleDataNote';
import { SampleList } from './SampleList';
import { inLanguage } from './text';
import type { WithdrawalRequest } from './types';

const FILTERS = ['all', 'pending', 'paid'] as const;

export const REQUEST_WITHDRAWAL_PATH = '/pages/requested-withdrawl';

/** /pages/withdrawal: withdrawal statuses; filter all, pending, paid (SPEC.md §2). */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);

  const status = (entry: WithdrawalRequest) => (
    <StatusBadge tone={entry.status === 'paid' ? 'success' : 'warningDark'}>
      {t(`demo.withdrawals.status.${entry.status}`)}
    </StatusBadge>
  );
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
  const amount = (entry: WithdrawalRequest) => (
    <bdi className="text-nowrap">{formatMoney(entry.amount, language)}</bdi>
  );
  const paidAt = (entry: WithdrawalRequest) => (entry.paidAt ? formatDate(entry.paidAt, language) : '—');

  const columns: Column<WithdrawalRequest>[] = [
    { key: 'ref', header: t('demo.columns.withdrawalId'), render: (row) => <bdi>{row.ref_id}</bdi> },
    {
      key: 'requested',
      header: t('demo.columns.requestedAt'),
      render: (row) => <span className="text-nowrap">{formatDate(row.requestedAt, language)}</span>,
    },
    { key: 'amount', header: t('demo.columns.amount'), render: amount },
    { key: 'bank', header: t('demo.columns.bank'), render: bank },
    { key: 'account', header: t('demo.columns.account'), render: account },
    { key: 'status', header: t('demo.columns.status'), render: status },
    {
      key: 'paid',
      header: t('demo.columns.paidAt'),
      render: (row) => <span className="text-nowrap">{paidAt(row)}</span>,
    },
  ];

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <PageTitle>{t('demo.withdrawals.title')}</PageTitle>
        <Link to={REQUEST_WITHDRAWAL_PATH} className="btn btn-primary btn-sm">
          {t('demo.withdrawals.request')}
        </Link>
      </div>
      <SampleDataNote />
      <SampleList
        listId="demo-withdrawals"
        items={SAMPLE_WITHDRAWALS}
        caption={t('demo.withdrawals.caption')}
        columns={columns}
        filter={{
          label: t('demo.withdrawals.filter'),
          options: FILTERS.map((value) => ({ value, label: t(`demo.withdrawals.filters.${value}`) })),
          matches: (entry, value) => entry.status === value,
        }}
        renderCard={(row) => (
          <>
            <div className="d-flex justify-content-between align-items-start gap-2 mb-1">
              <div>
                <div className="fw-semibold">{amount(row)}</div>
                <bdi className="small text-muted">{row.ref_id}</bdi>
              </div>
              {status(row)}
            </div>
            <CardField label={t('demo.columns.requestedAt')}>
              {formatDate(row.requestedAt, language)}
            </CardField>
            <CardField label={t('demo.columns.bank')}>{bank(row)}</CardField>
            <CardField label={t('demo.columns.account')}>{account(row)}</CardField>
            <CardField label={t('demo.columns.paidAt')}>{paidAt(row)}</CardField>
          </>
        )}
      />
    </section>
  );
}
