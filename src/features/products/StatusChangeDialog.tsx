import { useTranslation } from '../../i18n/useTranslation';
import type { BulkPreview } from '../../api/products';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { Modal } from '../../components/Modal';
import { ReasonModal } from '../../components/ReasonModal';
import { formatNumber } from '../../i18n/format';
import { PRODUCT_STATUSES } from '../../lib/productStatus';
import { REVIEW_REASONS, type ReviewReason } from '../../lib/reviewReasons';
import type { PendingChange } from './useStatusChange';

interface StatusChangeDialogProps {
  change: PendingChange;
  busy: boolean;
  onConfirm: (reason?: ReviewReason) => void;
  onCancel: () => void;
}

/** What a change over a filter will do, read before it is confirmed: counts by status and what matters to buyers. */
function PreviewSummary({ preview, status }: { preview: BulkPreview; status: PendingChange['status'] }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const number = (value: number) => formatNumber(value, language);
  const statusName = t(`products.status.${status}`);
  const current = PRODUCT_STATUSES.filter((name) => preview.by_status[name] > 0);
  return (
    <div className="mt-3" data-testid="bulk-preview">
      <p className="mb-2">
        {t('products.bulk.preview.intro', {
          count: preview.changing,
          n: number(preview.changing),
          status: statusName,
        })}
      </p>
      <table className="table table-sm mb-2">
        <caption className="caption-top small">{t('products.bulk.preview.byStatus')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.bulk.preview.currentStatus')}</th>
            <th scope="col" className="text-end">
              {t('products.bulk.preview.products')}
            </th>
          </tr>
        </thead>
        <tbody>
          {current.map((name) => (
            <tr key={name}>
              <th scope="row" className="fw-normal">
                {t(`products.status.${name}`)}
                {name === status && (
                  <span className="text-muted small ms-1">({t('products.bulk.preview.unchanged')})</span>
                )}
              </th>
              <td className="text-end">{number(preview.by_status[name])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="small mb-0">
        <li>
          {t('products.bulk.preview.recommended', {
            count: preview.recommended,
            n: number(preview.recommended),
          })}
        </li>
        <li className={preview.in_open_orders > 0 && status !== 'active' ? 'text-danger' : undefined}>
          {t('products.bulk.preview.inOpenOrders', {
            count: preview.in_open_orders,
            n: number(preview.in_open_orders),
          })}
        </li>
      </ul>
      {preview.matching > preview.limit && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {t('products.bulk.preview.overLimit', { count: preview.limit, n: number(preview.limit) })}
        </p>
      )}
    </div>
  );
}

/**
 * Confirms an admin's status change of products: a rejection asks why (the seller is told), and a change over
 * a whole filter shows its preview first (docs/review.md).
 */
export function StatusChangeDialog({ change, busy, onConfirm, onCancel }: StatusChangeDialogProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { preview, status } = change;
  const count = preview ? preview.changing : change.target.kind === 'ids' ? change.target.ids.length : 0;
  const n = formatNumber(count, language);
  const summary = preview && <PreviewSummary preview={preview} status={status} />;
  const tooMany = preview !== null && preview.matching > preview.limit;

  if (status === 'rejected') {
    return (
      <ReasonModal
        title={t('products.bulk.rejectTitle', { count, n })}
        intro={<p className="mb-0">{t('products.bulk.rejectIntro', { count, n })}</p>}
        confirmLabel={t('products.bulk.rejectConfirm', { count, n })}
        options={REVIEW_REASONS.product.map((reason) => ({ value: reason.value, label: reason[language] }))}
        busy={busy || tooMany}
        onConfirm={(reason) => onConfirm(reason)}
        onCancel={onCancel}
      >
        {summary}
      </ReasonModal>
    );
  }
  return (
    <Modal
      title={t('products.bulk.confirmTitle', { count, n, status: t(`products.status.${status}`) })}
      onClose={onCancel}
      actions={{
        confirmLabel: t('products.bulk.confirm', { count, n }),
        onConfirm: () => onConfirm(),
        busy: busy || tooMany || count === 0,
      }}
    >
      {summary}
    </Modal>
  );
}
