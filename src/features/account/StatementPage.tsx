import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import { selectLanguage, selectUserdata, useAppSelector } from '../../common/hooks';
import { notifyFailure } from '../../common/notify';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { formatDateTime, formatMoney, formatMonth } from '../../i18n/format';
import { downloadStatement } from './exportStatement';
import { ledgerEntryLabel } from './ledger';
import { StatementMonthPicker } from './StatementMonthPicker';
import { isMonth, loadMonthStatement, monthOf, type Statement } from './statement';
import { CodeText } from '../../components/CodeText';

/**
 * /pages/account/statement?month=2026-11: one month's statement as a document to print or download. It opens
 * at the balance the month started with, lists every entry oldest first (sales delivered, compensations,
 * withdrawals and their returns), sums credits and debits, and closes at the balance the month ended with: for
 * this month, the wallet's.
 */
export function StatementPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const user = useAppSelector(selectUserdata);
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : monthOf(new Date());
  const [answer, setAnswer] = useState<{ month: string; statement: Statement | null; failed: boolean }>();
  const statement = answer?.month === month ? answer.statement : null;

  useEffect(() => {
    let current = true;
    loadMonthStatement(month).then(
      (loaded) => current && setAnswer({ month, statement: loaded, failed: false }),
      () => current && setAnswer({ month, statement: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [month]);

  const money = (value: number) => <bdi className="text-nowrap">{formatMoney(value, language)}</bdi>;
  const title = t('account.statement.monthTitle', { month: formatMonth(month, language) });
  const business = user?.business_info?.[language]?.business_name || user?.business_info?.en?.business_name;
  const download = async (loaded: Statement) => {
    try {
      await downloadStatement(
        loaded,
        `${t('account.statement.fileName')}-${month}`,
        language,
        (key, values) => t(key, values),
      );
    } catch {
      notifyFailure('account.statement.failed');
    }
  };

  return (
    <section className="statement">
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3 d-print-none">
        <Link to="/pages/account" className="btn btn-link btn-sm px-0 me-auto">
          {t('account.statement.backToAccount')}
        </Link>
        <StatementMonthPicker
          month={month}
          onChange={(next) => setParams({ month: next }, { replace: true })}
        />
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={!statement}
          onClick={() => statement && void download(statement)}
        >
          {t('account.statement.export')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!statement}
          onClick={() => window.print()}
        >
          {t('account.statement.print')}
        </button>
      </div>
      <PageTitle>{title}</PageTitle>
      <p className="mb-3">
        {business && (
          <span className="d-block fw-semibold">
            <bdi>{business}</bdi>
          </span>
        )}
        {user && (
          <span className="d-block">
            <bdi>{user.name}</bdi>
          </span>
        )}
        {user?.email && (
          <span className="d-block small text-muted">
            <bdi dir="ltr">{user.email}</bdi>
          </span>
        )}
        <span className="d-block small text-muted">
          {t('account.statement.issued', { date: formatDateTime(new Date(), language) })}
        </span>
      </p>
      {!statement ? (
        answer?.month === month && answer.failed ? (
          <p className="text-danger" role="alert">
            {t('account.loadFailed')}
          </p>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <dl className="row g-2 mb-4 statement__summary">
            {(
              [
                ['opening', statement.opening],
                ['credits', statement.credits],
                ['debits', statement.debits],
                ['closing', statement.closing],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="col-6 col-md-3">
                <dt className="small text-muted fw-normal">{t(`account.statement.summary.${key}`)}</dt>
                <dd className="h6 m-0">{money(value)}</dd>
              </div>
            ))}
          </dl>
          {statement.truncated && (
            <p className="alert alert-warning" role="status">
              {t('account.statement.monthTruncated')}
            </p>
          )}
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {(['date', 'name', 'orderId', 'credit', 'debit', 'balanceAfter'] as const).map((key) => (
                    <th key={key} scope="col" className="text-nowrap">
                      {t(`account.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="fw-semibold">
                  <td />
                  <th scope="row">{t('account.statement.opening')}</th>
                  <td colSpan={3} />
                  <td>{money(statement.opening)}</td>
                </tr>
                {statement.entries.map((entry) => {
                  const { transaction } = entry;
                  return (
                    <tr key={entry._id}>
                      <td className="text-nowrap small">
                        {formatDateTime(transaction.transaction_time, language)}
                      </td>
                      <td>
                        <bdi>{ledgerEntryLabel(entry, language, (key, values) => t(key, values))}</bdi>
                      </td>
                      <td>
                        {transaction.order_ref_id ? <CodeText>{transaction.order_ref_id}</CodeText> : ''}
                      </td>
                      <td className="text-success">
                        {transaction.type === 'CR' ? money(transaction.amount) : ''}
                      </td>
                      <td className="text-danger">
                        {transaction.type === 'DR' ? money(transaction.amount) : ''}
                      </td>
                      <td>{money(transaction.balance_after)}</td>
                    </tr>
                  );
                })}
                {statement.entries.length === 0 && (
                  <tr>
                    <td colSpan={6} className="text-muted">
                      {t('account.statement.noEntries')}
                    </td>
                  </tr>
                )}
              </tbody>
              <tfoot>
                <tr className="fw-semibold">
                  <td />
                  <th scope="row">{t('account.statement.totals')}</th>
                  <td />
                  <td>{money(statement.credits)}</td>
                  <td>{money(statement.debits)}</td>
                  <td />
                </tr>
                <tr className="fw-semibold">
                  <td />
                  <th scope="row">{t('account.statement.closing')}</th>
                  <td colSpan={3} />
                  <td>{money(statement.closing)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
