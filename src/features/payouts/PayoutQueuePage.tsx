import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Withdrawal } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { useServerList } from '../../common/list/useServerList';
import { notifySuccess } from '../../common/notify';
import { keepAsciiDigits } from '../../components/form/asciiDigits';
import { DAY_FORMAT_KEY, LabelledDateInput } from '../../components/form/DateInput';
import { Modal } from '../../components/Modal';
import { PageTitle } from '../../components/PageTitle';
import { ReasonModal, type ChosenReason } from '../../components/ReasonModal';
import { DataTable } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { PAYMENT_REFERENCE_MAX } from '../../lib/payouts';
import { saveFile } from '../../lib/saveFile';
import { XLSX_MIME_TYPE } from '../../lib/spreadsheet/templateFile';
import { useRowSelection } from '../../components/table/useRowSelection';
import { TRANSFER_COLUMNS, transferCsv, transferRows, type TransferColumn } from './transferFile';
import { REVIEW_REASONS } from '../../lib/reviewReasons';
import { approveWithdrawal, payWithdrawal, rejectWithdrawal, withdrawalsInTab } from './payoutsSlice';
import { payeeName, PayoutQueueFilters } from './PayoutQueueFilters';
import { useWithdrawalColumns } from './withdrawalColumns';
import {
  PAYOUT_QUEUE_FILTERS,
  requestWithdrawalsPage,
  SEARCH_DEBOUNCE_MS,
  type WithdrawalTab,
} from './payoutLists';

/** The queue opens on what waits for a decision; every status is a tab, oldest request first. */
const QUEUE_TABS = [
  'pending',
  'approved',
  'paid',
  'rejected',
  'cancelled',
  'all',
] as const satisfies readonly WithdrawalTab[];

/** Every seller's requests, oldest first (the server's order for admins). */
export const PAYOUT_QUEUE_LIST = {
  id: 'payoutQueue',
  tabs: QUEUE_TABS,
  filters: PAYOUT_QUEUE_FILTERS,
  debounceMs: SEARCH_DEBOUNCE_MS,
  request: requestWithdrawalsPage,
};

/** An open dialog: paying one request or a batch of them (one transfer reference), or rejecting one. */
type Decision = { kind: 'pay'; rows: Withdrawal[] } | { kind: 'reject'; row: Withdrawal } | null;

const today = () => new Date().toISOString().slice(0, 10);

/** /admin/payouts: the admins' queue of withdrawal requests: approve, pay with the bank's reference, or reject. */
export function PayoutQueuePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const counts = useAppSelector((state) => state.payouts.withdrawals.counts);
  const list = useServerList({
    ...PAYOUT_QUEUE_LIST,
    select: ({ payouts }) => ({
      rows: payouts.withdrawals.list,
      count: payouts.withdrawals.meta.count,
      loading: payouts.withdrawals.loading,
    }),
  });
  const columns = useWithdrawalColumns();
  const batch = useRowSelection(
    list.rows,
    (row) => row._id,
    (row) => row.reference,
  );
  const selectedRows = list.rows.filter((row) => batch.selectedIds.has(row._id) && row.status === 'approved');
  const [decision, setDecision] = useState<Decision>(null);
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState({ reference: '', paidOn: today(), missing: false });
  const [dayMissing, setDayMissing] = useState(false);
  const narrowedTo = list.rows.find((row) => row.seller._id === list.query.filters.seller);

  const settle = async (action: Promise<{ type: string }>, toast: string, row: Withdrawal) => {
    setBusy(true);
    const result = await action;
    setBusy(false);
    if (result.type.endsWith('/fulfilled')) {
      notifySuccess(toast, { reference: row.reference });
      setDecision(null);
      list.reload();
    }
  };

  const approve = (row: Withdrawal) =>
    settle(dispatch(approveWithdrawal(row._id)), 'payouts.toast.approved', row);
  /** Pays each request in turn with the one transfer reference; those already paid meanwhile are refused. */
  const pay = async (rows: readonly Withdrawal[]) => {
    setBusy(true);
    let paid = 0;
    for (const row of rows) {
      const result = await dispatch(
        payWithdrawal({ id: row._id, reference: payment.reference.trim(), paidOn: payment.paidOn }),
      );
      if (payWithdrawal.fulfilled.match(result)) paid += 1;
    }
    setBusy(false);
    if (paid === 0) return;
    const [only] = rows;
    if (rows.length === 1 && only) notifySuccess('payouts.toast.paid', { reference: only.reference });
    else notifySuccess('payouts.toast.batchPaid', { count: paid, number: formatNumber(paid, language) });
    setDecision(null);
    batch.clear();
    list.reload();
  };

  const download = async (format: 'xlsx' | 'csv') => {
    const rows = transferRows(selectedRows);
    const headers = Object.fromEntries(
      TRANSFER_COLUMNS.map((column) => [column, t(`payouts.transfer.columns.${column}`)]),
    ) as Record<TransferColumn, string>;
    const name = `${t('payouts.transfer.fileName')}-${today()}`;
    if (format === 'csv') {
      saveFile(
        new TextEncoder().encode(transferCsv(rows, headers)).buffer as ArrayBuffer,
        `${name}.csv`,
        'text/csv',
      );
      return;
    }
    const { buildTransferWorkbook } = await import('./transferWorkbook');
    saveFile(
      await buildTransferWorkbook(rows, headers, t('payouts.transfer.sheet')),
      `${name}.xlsx`,
      XLSX_MIME_TYPE,
    );
  };
  const reject = (row: Withdrawal, reason: ChosenReason) =>
    settle(dispatch(rejectWithdrawal({ id: row._id, reason })), 'payouts.toast.rejected', row);

  const actions = (row: Withdrawal) => (
    <div className="d-flex flex-wrap gap-1">
      {row.status === 'pending' && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => void approve(row)}
          aria-label={t('payouts.queue.approveNamed', { reference: row.reference })}
        >
          {t('payouts.queue.approve')}
        </button>
      )}
      {row.status === 'approved' && (
        <button
          type="button"
          className="btn btn-success btn-sm"
          onClick={() => {
            setPayment({ reference: '', paidOn: today(), missing: false });
            setDayMissing(false);
            setDecision({ kind: 'pay', rows: [row] });
          }}
          aria-label={t('payouts.queue.payNamed', { reference: row.reference })}
        >
          {t('payouts.queue.pay')}
        </button>
      )}
      {(row.status === 'pending' || row.status === 'approved') && (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => setDecision({ kind: 'reject', row })}
          aria-label={t('payouts.queue.rejectNamed', { reference: row.reference })}
        >
          {t('payouts.queue.reject')}
        </button>
      )}
    </div>
  );

  return (
    <section>
      <PageTitle>{t('payouts.queue.title')}</PageTitle>
      <FilterTabs
        label={t('payouts.withdrawals.filter')}
        options={QUEUE_TABS.map((tab) => ({
          value: tab,
          label: t(`payouts.tabs.${tab}`),
          count: counts && formatNumber(withdrawalsInTab(counts, tab), language),
        }))}
        {...list.tabs}
      />
      <SearchBox label={t('payouts.queue.search')} {...list.searchBox} />
      <PayoutQueueFilters
        filters={list.query.filters}
        sellerName={narrowedTo ? payeeName(narrowedTo.seller, language) : null}
        onChange={list.setFilters}
      />
      {list.query.tab === 'approved' && (
        <div
          className="d-flex flex-wrap align-items-center gap-2 mb-2"
          role="toolbar"
          aria-label={t('payouts.transfer.toolbar')}
        >
          <span className="small text-muted" role="status">
            {t('payouts.transfer.selected', {
              count: selectedRows.length,
              number: formatNumber(selectedRows.length, language),
            })}
          </span>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={selectedRows.length === 0}
            onClick={() => void download('xlsx')}
          >
            {t('payouts.transfer.xlsx')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={selectedRows.length === 0}
            onClick={() => void download('csv')}
          >
            {t('payouts.transfer.csv')}
          </button>
          <button
            type="button"
            className="btn btn-success btn-sm"
            disabled={selectedRows.length === 0}
            onClick={() => {
              setPayment({ reference: '', paidOn: today(), missing: false });
              setDayMissing(false);
              setDecision({ kind: 'pay', rows: selectedRows });
            }}
          >
            {t('payouts.transfer.payBatch')}
          </button>
        </div>
      )}
      <DataTable
        caption={t('payouts.queue.caption')}
        selection={list.query.tab === 'approved' ? batch.selection : undefined}
        columns={[
          columns.reference,
          {
            key: 'seller',
            header: t('payouts.columns.seller'),
            // The seller's name narrows the queue to their requests.
            render: (row) =>
              list.query.filters.seller === row.seller._id ? (
                <bdi>{payeeName(row.seller, language)}</bdi>
              ) : (
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 text-start"
                  onClick={() => list.setFilters({ seller: row.seller._id })}
                  aria-label={t('payouts.queue.onlySellerNamed', { name: payeeName(row.seller, language) })}
                >
                  <bdi>{payeeName(row.seller, language)}</bdi>
                </button>
              ),
            card: 'title',
          },
          columns.requested,
          columns.amount,
          {
            ...columns.bank,
            header: t('payouts.columns.holderAndBank'),
            render: (row) => (
              <span>
                <bdi className="d-block">{row.account_holder_name}</bdi>
                <span className="small text-muted">{columns.bank.render(row)}</span>
                {row.account_changed_at && (
                  <span
                    className={`d-block small ${row.held_until && Date.parse(row.held_until) > Date.now() ? 'text-danger' : 'text-muted'}`}
                  >
                    {t('payouts.queue.accountChanged', {
                      at: formatDateTime(row.account_changed_at, language),
                    })}
                    {row.held_until &&
                      Date.parse(row.held_until) > Date.now() &&
                      ` ${t('payouts.queue.heldUntil', { until: formatDateTime(row.held_until, language) })}`}
                  </span>
                )}
              </span>
            ),
          },
          columns.iban,
          columns.status,
          columns.outcome,
          { key: 'actions', header: t('payouts.columns.actions'), render: actions, card: false },
        ]}
        rows={list.rows}
        loading={list.loading}
        rowId={(row) => row._id}
        cardFromColumns
        renderCardActions={actions}
        emptyText={t('payouts.queue.empty')}
      />
      <Pagination {...list.paginationProps} />
      {decision?.kind === 'pay' && (
        <Modal
          title={
            decision.rows.length === 1
              ? t('payouts.queue.payTitle', { reference: decision.rows[0]?.reference ?? '' })
              : t('payouts.transfer.payBatchTitle', {
                  count: decision.rows.length,
                  number: formatNumber(decision.rows.length, language),
                })
          }
          onClose={() => setDecision(null)}
          actions={{ confirmLabel: t('payouts.queue.pay'), form: 'payout-payment', busy }}
        >
          <form
            id="payout-payment"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // The day is checked here too: a typed text that is no day leaves it empty.
              if (!payment.paidOn) setDayMissing(true);
              if (!payment.reference.trim()) setPayment({ ...payment, missing: true });
              else if (payment.paidOn) void pay(decision.rows);
            }}
          >
            <p>
              {decision.rows.length === 1
                ? t('payouts.queue.payIntro', {
                    amount: formatMoney(decision.rows[0]?.amount ?? 0, language),
                    holder: decision.rows[0]?.account_holder_name ?? '',
                  })
                : t('payouts.transfer.payBatchIntro', {
                    amount: formatMoney(
                      decision.rows.reduce((sum, row) => sum + row.amount, 0),
                      language,
                    ),
                  })}
            </p>
            <div className="mb-3">
              <label htmlFor="payment-reference" className="form-label">
                {t('payouts.queue.bankReference')}
              </label>
              <input
                id="payment-reference"
                className={`form-control ltr-field${payment.missing ? ' is-invalid' : ''}`}
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                required
                aria-invalid={payment.missing}
                aria-describedby={payment.missing ? 'payment-reference-error' : undefined}
                maxLength={PAYMENT_REFERENCE_MAX}
                value={payment.reference}
                onChange={(event) => {
                  // A bank's reference is a code: ASCII digits, in order.
                  keepAsciiDigits(event.currentTarget);
                  setPayment({ ...payment, reference: event.currentTarget.value, missing: false });
                }}
              />
              {payment.missing && (
                <div id="payment-reference-error" className="invalid-feedback">
                  {t('payouts.queue.bankReferenceRequired')}
                </div>
              )}
            </div>
            <LabelledDateInput
              id="payment-day"
              label={t('payouts.queue.paidOn')}
              max={today()}
              required
              value={payment.paidOn}
              error={dayMissing ? DAY_FORMAT_KEY : undefined}
              onChange={(day) => {
                setDayMissing(false);
                setPayment({ ...payment, paidOn: day });
              }}
            />
          </form>
        </Modal>
      )}
      {decision?.kind === 'reject' && (
        <ReasonModal
          title={t('payouts.queue.rejectTitle', { reference: decision.row.reference })}
          intro={t('payouts.queue.rejectIntro', { amount: formatMoney(decision.row.amount, language) })}
          confirmLabel={t('payouts.queue.reject')}
          options={REVIEW_REASONS.withdrawal.map((reason) => ({
            value: reason.value,
            label: reason[language],
          }))}
          busy={busy}
          onConfirm={(reason) => void reject(decision.row, reason)}
          onCancel={() => setDecision(null)}
        />
      )}
    </section>
  );
}
