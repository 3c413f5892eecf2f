import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../app/hooks';
import { notifyServerSuccess } from '../../app/notify';
import { LabelledSelect } from '../../components/form/Select';
import { formatNumber } from '../../i18n/format';
import { labelledOptions } from '../../i18n/options';
import { PRODUCT_STATUSES } from '../../lib/productStatus';
import { changeProductStatuses } from './productsSlice';

/** Admins set one status on every selected product at once (SPEC.md §2, §6). */
export function BulkStatusBar({
  selectedIds,
  onDone,
}: {
  selectedIds: ReadonlySet<string>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const count = selectedIds.size;
  const options = useMemo(() => labelledOptions(t, 'products.status', PRODUCT_STATUSES), [t]);

  const apply = async () => {
    if (!status || count === 0) return;
    setBusy(true);
    const result = await dispatch(changeProductStatuses({ ids: [...selectedIds], status }));
    setBusy(false);
    if (changeProductStatuses.fulfilled.match(result)) {
      notifyServerSuccess(result.payload.msg, 'products.bulk.done');
      setStatus('');
      onDone();
    }
  };

  return (
    <section
      className="d-flex flex-wrap align-items-end gap-2 mb-3 p-2 bg-white border rounded"
      aria-label={t('products.bulk.label')}
    >
      <span className="small text-muted me-auto align-self-center" aria-live="polite">
        {t('products.bulk.selected', { count, n: formatNumber(count, language) })}
      </span>
      <LabelledSelect
        label={t('products.bulk.statusLabel')}
        small
        value={status}
        placeholder={t('common.choose')}
        options={options}
        onChange={(value) => setStatus(value as ProductStatus | '')}
      />
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={!status || count === 0 || busy}
        onClick={() => void apply()}
      >
        {busy ? t('products.bulk.applying') : t('products.bulk.apply')}
      </button>
    </section>
  );
}
