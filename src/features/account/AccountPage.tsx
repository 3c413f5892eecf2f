import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { DateRange } from '../../components/table/DateRange';
import { notifyFailure } from '../../common/notify';
import { exportStatement } from './exportStatement';
import { pendingMoney } from './ledger';
import { STATEMENT_PATH } from './statement';
import { useLedgerColumns } from './ledgerColumns';
import { useAccountLedger } from './useAccountLedger';

// Its own chunk: only this page draws the chart.
const BalanceChart = lazy(async () => ({ default: (await import('./BalanceChart')).BalanceChart }));

/** /pages/account: available and pending money, the ledger with its balance chart (docs/screens.md). */
export function AccountPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const account = useAccountLedger();
  const { columns, renderCard, money } = useLedgerColumns(account.breaks);
  const { data } = account;
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const { truncated } = await exportStatement(account.query, language, (key) => t(key));
      if (truncated) notifyFailure('account.statement.truncated');
    } finally {
      setExporting(false);
    }
  };

  if (!data) {
    return (
      <section>
        <PageTitle>{t('account.title')}</PageTitle>
        {account.failed ? <p className="text-muted">{t('account.loadFailed')}</p> : <Spinner />}
      </section>
    );
  }

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <PageTitle>{t('account.title')}</PageTitle>
        <div className="d-flex flex-wrap gap-2 d-print-none">
          <Link to={STATEMENT_PATH} className="btn btn-outline-primary btn-sm">
            {t('account.statement.openMonth')}
          </Link>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={exporting}
            aria-busy={exporting}
            onClick={() => void download()}
          >
            {exporting ? t('account.statement.exporting') : t('account.statement.export')}
          </button>
        </div>
      </div>
      <div className="row g-3 mb-4">
        <MoneyCard title={t('account.available')} hint={t('account.availableHint')} tone="success">
          <p className="h3 m-0 text-success">{money(data.wallet.net_balance)}</p>
        </MoneyCard>
        <MoneyCard title={t('account.pending')} hint={t('account.pendingHint')} tone="warning">
          <p className="h3 m-0">{money(pendingMoney(data.wallet))}</p>
        </MoneyCard>
      </div>
      <div className="card mb-4 d-print-none">
        <div className="card-body">
          <h2 className="h6">{t('account.chart.title')}</h2>
          <Suspense fallback={<Spinner />}>
            <BalanceChart
              language={language}
              points={account.chronological.map((entry) => ({
                time: entry.transaction.transaction_time,
                balance: entry.transaction.balance_after,
              }))}
            />
          </Suspense>
        </div>
      </div>
      {account.breaks.size > 0 && (
        <div className="alert alert-warning" role="status">
          {t('account.breaksSummary', { count: account.breaks.size })}
        </div>
      )}
      <h2 className="h5">{t('account.ledgerTitle')}</h2>
      <div className="d-print-none">
        <SearchBox label={t('account.searchLabel')} {...account.searchBox} />
        <DateRange legend={t('account.range.legend')} range={account.range} onChange={account.setRange} />
      </div>
      <DataTable
        caption={t('account.ledgerTitle')}
        columns={columns}
        rows={account.pageRows}
        rowId={(entry) => entry._id}
        renderCard={renderCard}
        loading={account.loading}
      />
      <div className="d-print-none">
        <Pagination {...account.paginationProps} />
      </div>
    </section>
  );
}

function MoneyCard(props: { title: string; hint: string; tone: 'success' | 'warning'; children: ReactNode }) {
  return (
    <div className="col-12 col-md-6">
      <div className={`card h-100 border-${props.tone}`}>
        <div className="card-body">
          <h2 className="h6 text-muted">{props.title}</h2>
          {props.children}
          <p className="small text-muted m-0 mt-1">{props.hint}</p>
        </div>
      </div>
    </div>
  );
}
