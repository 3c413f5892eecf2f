import { useTranslation } from '../../i18n/useTranslation';
import type { LedgerEntry } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import type { Column } from '../../components/table/DataTable';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { ledgerEntryLabel } from './ledger';
import { CodeText } from '../../components/CodeText';

/** The ledger's columns and phone card; a balance that does not follow from the row before is flagged. */
export function useLedgerColumns(breaks: ReadonlyMap<string, number>) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const money = (value: number) => <bdi dir="ltr">{formatMoney(value, language)}</bdi>;
  const productName = (entry: LedgerEntry) => ledgerEntryLabel(entry, language, t);

  const balanceCell = (entry: LedgerEntry) => {
    const expected = breaks.get(entry._id);
    return (
      <span className={expected === undefined ? undefined : 'ledger-break'}>
        {money(entry.transaction.balance_after)}
        {expected !== undefined && (
          <span className="d-block small">
            <span aria-hidden="true">⚠ </span>
            {t('account.ledgerBreak', { expected: formatMoney(expected, language) })}
          </span>
        )}
      </span>
    );
  };

  const columns: Column<LedgerEntry>[] = [
    { key: 'name', header: t('account.columns.name'), render: productName },
    {
      key: 'date',
      header: t('account.columns.date'),
      render: (entry) => formatDateTime(entry.transaction.transaction_time, language),
      className: 'text-nowrap',
    },
    {
      key: 'sku',
      header: t('account.columns.sku'),
      render: (entry) => <CodeText>{entry.product.data?.sku ?? ''}</CodeText>,
    },
    {
      key: 'orderId',
      header: t('account.columns.orderId'),
      render: (entry) => <CodeText>{entry.transaction.order_ref_id ?? ''}</CodeText>,
      className: 'text-nowrap',
    },
    {
      key: 'credit',
      header: t('account.columns.credit'),
      render: (entry) => (entry.transaction.type === 'CR' ? money(entry.transaction.amount) : ''),
      className: 'text-nowrap text-success',
    },
    {
      key: 'debit',
      header: t('account.columns.debit'),
      render: (entry) => (entry.transaction.type === 'DR' ? money(entry.transaction.amount) : ''),
      className: 'text-nowrap text-danger',
    },
    {
      key: 'balanceAfter',
      header: t('account.columns.balanceAfter'),
      render: balanceCell,
      className: 'text-nowrap',
    },
  ];

  const renderCard = (entry: LedgerEntry) => (
    <div className="d-grid gap-1">
      <div className="d-flex justify-content-between gap-2">
        <span className="fw-semibold text-break">{productName(entry)}</span>
        <span className={entry.transaction.type === 'CR' ? 'text-success' : 'text-danger'}>
          {t(entry.transaction.type === 'CR' ? 'account.columns.credit' : 'account.columns.debit')}{' '}
          {money(entry.transaction.amount)}
        </span>
      </div>
      <div className="small text-muted d-flex flex-wrap gap-2">
        <span>{formatDateTime(entry.transaction.transaction_time, language)}</span>
        <CodeText>{entry.product.data?.sku ?? ''}</CodeText>
        <CodeText>{entry.transaction.order_ref_id ?? ''}</CodeText>
      </div>
      <div className="small">
        {t('account.columns.balanceAfter')}: {balanceCell(entry)}
      </div>
    </div>
  );

  return { columns, renderCard, money };
}
