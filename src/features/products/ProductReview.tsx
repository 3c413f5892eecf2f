import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Product, ProductStatus } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifyServerSuccess, notifyUndoable } from '../../common/notify';
import { LabelledSelect } from '../../components/form/Select';
import { ReasonModal, type ChosenReason } from '../../components/ReasonModal';
import { formatDateTime, isolated } from '../../i18n/format';
import { labelledOptions } from '../../i18n/options';
import { PRODUCT_STATUSES } from '../../lib/productStatus';
import { REVIEW_REASONS, reviewReasonWords } from '../../lib/reviewReasons';
import { productName } from './productDisplay';
import { changeProductStatuses, fetchProduct, undoProductStatusChange } from './productsSlice';

/**
 * Why the product was rejected, as its seller was told (docs/review.md), shown to the seller and the
 * admin while it stays rejected. The admin's own words are isolated: they may be in either language.
 */
export function ProductRejection({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const reason = product.review_reason;
  if (product.status !== 'rejected' || !reason?.code) return null;
  const words = reviewReasonWords(
    'product',
    { ...reason, ...(reason.text ? { text: isolated(reason.text) } : {}) },
    language,
  );
  return (
    <div className="alert alert-danger mb-3">
      <strong>{t('products.review.rejectedBecause')}</strong> <bdi>{words}</bdi>
      {reason.at && (
        <span className="small text-muted ms-2">
          <time dateTime={reason.at}>{formatDateTime(reason.at, language)}</time>
        </span>
      )}
    </div>
  );
}

/**
 * An admin's status control on the product detail: the statuses of docs/products.md, applied with a button (a
 * select that acted on every arrow key would change the status by accident). Rejecting asks why first.
 * The parent keys it by the product's status, so it starts again from the stored one after each change.
 */
export function ProductStatusControl({ product }: { product: Product }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const [status, setStatus] = useState<ProductStatus>(product.status);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const options = useMemo(() => labelledOptions(t, 'products.status', PRODUCT_STATUSES), [t]);
  const reasons = REVIEW_REASONS.product.map((reason) => ({ value: reason.value, label: reason[language] }));

  const apply = async (reason?: ChosenReason) => {
    setBusy(true);
    const result = await dispatch(
      changeProductStatuses({ ids: [product._id], status, ...(reason ? { reason } : {}) }),
    );
    setBusy(false);
    if (!changeProductStatuses.fulfilled.match(result)) return;
    setAsking(false);
    const { msg, undo_until: until, batch_id: batchId } = result.payload;
    if (!until) {
      notifyServerSuccess(msg, 'products.review.changed');
      return;
    }
    // Undone like any status change of products, while the server still takes it.
    notifyUndoable({ en: msg.en ?? '', ar: msg.ar ?? '' }, 'products.review.changed', {
      until,
      onUndo: () =>
        void dispatch(undoProductStatusChange(batchId)).then((undone) => {
          if (!undoProductStatusChange.fulfilled.match(undone)) return;
          notifyServerSuccess(undone.payload.msg, 'products.bulk.undone');
          void dispatch(fetchProduct(product._id));
        }),
    });
  };

  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <LabelledSelect
        label={t('products.review.status')}
        value={status}
        options={options}
        small
        className="mb-0"
        onChange={(value) => setStatus(value as ProductStatus)}
      />
      <button
        type="button"
        className="btn btn-sm btn-primary"
        disabled={status === product.status || busy}
        onClick={() => (status === 'rejected' ? setAsking(true) : void apply())}
      >
        {busy ? t('common.saving') : t('products.review.apply')}
      </button>
      {asking && (
        <ReasonModal
          title={t('products.review.rejectTitle')}
          intro={
            <p className="mb-0">
              {t('products.review.rejectIntro', { name: isolated(productName(product, language)) })}
            </p>
          }
          confirmLabel={t('products.review.rejectConfirm')}
          options={reasons}
          busy={busy}
          onConfirm={(reason) => void apply(reason)}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
