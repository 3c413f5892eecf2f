import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import {
  applyOrderBulk,
  previewOrderBulk,
  undoOrderBulk,
  type OrderBulkAction,
  type OrderBulkPreview,
  type OrderBulkTargets,
} from '../../api/orders';
import { downloadOrderDocuments } from '../../api/orderDocuments';
import type { OrderReason } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { notifySuccess, notifyUndoable } from '../../common/notify';
import { LabelledSelect } from '../../components/form/Select';
import { Modal } from '../../components/Modal';
import { ReasonModal } from '../../components/ReasonModal';
import { ORDER_REASONS, isOrderReasonCode } from '../../lib/orderReasons';
import { SelectionSummary } from '../../components/table/SelectionSummary';
import { formatNumber } from '../../i18n/format';
import { ORDER_DOCUMENT_KINDS, type OrderDocumentKind } from '../../lib/orderDocuments';
import { useOrderStatusLabel } from '../../components/OrderStatusBadge';
import { orderDocumentsPrintPath } from './orderDocumentPaths';
import type { OrdersAudience } from './ordersSlice';
import { CodeText } from '../../components/CodeText';

/** What each audience may do to many lines at once: a seller confirms; an admin confirms, ships or cancels. */
const ACTIONS: Record<OrdersAudience, readonly OrderBulkAction[]> = {
  seller: ['confirm'],
  admin: ['confirm', 'ship', 'cancel'],
};

interface OrderBulkBarProps {
  audience: OrdersAudience;
  /** The lines picked on the page, each with its order. */
  picked: { order_id: string; product_id: string }[];
  /** The orders of the lines picked on the page (for printing). */
  pickedOrders: string[];
  matching: number;
  allMatching: boolean;
  onAllMatchingChange: (all: boolean) => void;
  /** The list's filter, as the bulk call names every line matching it. */
  filter: Extract<OrderBulkTargets, { filter: unknown }>['filter'];
  onChanged: () => void;
}

/**
 * Acting on many order lines at once: the lines picked on the page, or every line matching the list. A seller
 * confirms their pending lines, an admin confirms, ships or cancels (with a reason); a preview says how many
 * lines change and which are left out and why before anything changes, and the change can be undone for the
 * same window as a single one. The picked lines' orders can be printed as packing slips or invoices.
 */
export function OrderBulkBar(props: OrderBulkBarProps) {
  const { audience, picked, pickedOrders, matching, allMatching, onAllMatchingChange, filter, onChanged } =
    props;
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const statusLabel = useOrderStatusLabel();
  const actions = ACTIONS[audience];
  const [action, setAction] = useState<OrderBulkAction>(actions[0]!);
  const [askingReason, setAskingReason] = useState(false);
  const [preview, setPreview] = useState<{
    targets: OrderBulkTargets;
    reason?: OrderReason;
    data: OrderBulkPreview;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const count = allMatching ? matching : picked.length;
  const number = (value: number) => formatNumber(value, language);

  const start = async (reason?: OrderReason) => {
    const targets: OrderBulkTargets = allMatching ? { filter } : { lines: picked };
    setBusy(true);
    try {
      setPreview({ targets, reason, data: await previewOrderBulk(action, targets, reason) });
    } catch {
      // Shown as a toast (too many lines, a reason missing); the selection stays.
    } finally {
      setBusy(false);
      setAskingReason(false);
    }
  };

  const undo = async (batch: string, lines: { order_id: string; product_id: string }[]) => {
    try {
      const { message } = await undoOrderBulk(batch, lines);
      notifySuccess(message[language]);
      onChanged();
    } catch {
      // Shown as a toast (the time to undo has passed).
    }
  };

  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const { result, message } = await applyOrderBulk(
        action,
        preview.targets,
        preview.data.preview,
        preview.reason,
      );
      setPreview(null);
      onChanged();
      if (result.undo) {
        notifyUndoable(message, 'orders.bulk.done', {
          until: result.undo.until,
          onUndo: () => void undo(result.batch, result.lines),
        });
      } else notifySuccess(message[language]);
    } catch {
      // Shown as a toast (a line changed since the preview); the preview stays to be looked at again.
    } finally {
      setBusy(false);
    }
  };

  const print = (kind: OrderDocumentKind) => void downloadOrderDocuments(kind, pickedOrders).catch(() => {});

  const nameOf = (line: OrderBulkPreview['changing'][number]) =>
    line.product_name[language] || line.product_name.en || line.product_name.ar;

  return (
    <section className="mb-3 p-2 bg-white border rounded" aria-label={t('orders.bulk.label')}>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <SelectionSummary
          count={count}
          matching={matching}
          wording="orders.bulk"
          allMatching={allMatching}
          onAllMatchingChange={onAllMatchingChange}
        />
        <LabelledSelect
          label={t('orders.bulk.actionLabel')}
          small
          className=""
          value={action}
          options={actions.map((value) => ({ value, label: t(`orders.bulk.actions.${value}`) }))}
          onChange={(value) => setAction(value as OrderBulkAction)}
        />
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={count === 0 || busy}
          onClick={() => (action === 'cancel' ? setAskingReason(true) : void start())}
        >
          {t('orders.bulk.preview')}
        </button>
        {!allMatching && pickedOrders.length > 0 && (
          <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('orders.bulk.printLabel')}>
            {ORDER_DOCUMENT_KINDS.map((kind) => (
              <span key={kind} className="d-inline-flex gap-1">
                <Link
                  className="btn btn-outline-secondary btn-sm"
                  to={orderDocumentsPrintPath(audience, kind, pickedOrders)}
                >
                  {t(`orders.bulk.print.${kind}`)}
                </Link>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  onClick={() => print(kind)}
                >
                  {t(`orders.bulk.pdf.${kind}`)}
                </button>
              </span>
            ))}
          </div>
        )}
      </div>
      {askingReason && (
        <ReasonModal
          title={t('orders.bulk.cancelTitle', { count, n: number(count) })}
          intro={<p className="mb-0">{t('orders.bulk.cancelIntro')}</p>}
          confirmLabel={t('orders.bulk.preview')}
          options={ORDER_REASONS.map((reason) => ({ value: reason.value, label: reason[language] }))}
          busy={busy}
          onCancel={() => setAskingReason(false)}
          onConfirm={({ code, text }) => {
            if (isOrderReasonCode(code)) void start(text ? { code, text } : { code });
          }}
        />
      )}
      {preview && (
        <Modal
          title={t('orders.bulk.previewTitle')}
          onClose={() => setPreview(null)}
          size="lg"
          actions={{
            confirmLabel: t('orders.bulk.apply', {
              count: preview.data.changing_count,
              n: number(preview.data.changing_count),
              status: statusLabel(preview.data.to),
            }),
            onConfirm: () => void apply(),
            busy: busy || preview.data.changing_count === 0,
          }}
        >
          <p>
            {t('orders.bulk.summary', {
              count: preview.data.changing_count,
              n: number(preview.data.changing_count),
              status: statusLabel(preview.data.to),
            })}{' '}
            {preview.data.skipped_count > 0 &&
              t('orders.bulk.skippedSummary', {
                count: preview.data.skipped_count,
                n: number(preview.data.skipped_count),
              })}
          </p>
          {preview.data.changing.length > 0 && (
            <PreviewTable caption={t('orders.bulk.changingCaption')}>
              {preview.data.changing.map((line) => (
                <tr key={`${line.order_id}:${line.product_id}`}>
                  <td>
                    <bdi>{nameOf(line)}</bdi>
                  </td>
                  <td>
                    <CodeText>{line.order_ref_id}</CodeText>
                  </td>
                  <td>
                    {statusLabel(line.status)} → {statusLabel(preview.data.to)}
                  </td>
                </tr>
              ))}
            </PreviewTable>
          )}
          {preview.data.skipped.length > 0 && (
            <PreviewTable caption={t('orders.bulk.skippedCaption')}>
              {preview.data.skipped.map((line) => (
                <tr key={`${line.order_id}:${line.product_id}`}>
                  <td>
                    <bdi>{nameOf(line)}</bdi>
                  </td>
                  <td>
                    <CodeText>{line.order_ref_id}</CodeText>
                  </td>
                  <td>{line.reason[language]}</td>
                </tr>
              ))}
            </PreviewTable>
          )}
          {(preview.data.to === 'confirmed' || preview.data.to === 'shipped') && (
            <p className="small text-muted mb-0">{t('orders.bulk.undoNote')}</p>
          )}
        </Modal>
      )}
    </section>
  );
}

function PreviewTable({ caption, children }: { caption: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive mb-3">
      <table className="table table-sm align-middle mb-0">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.columns.name')}</th>
            <th scope="col">{t('orders.columns.orderId')}</th>
            <th scope="col">{t('orders.columns.status')}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
