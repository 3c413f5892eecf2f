import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ProductSelection } from '../../api/products';
import type { ProductStatus } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { LabelledSelect } from '../../components/form/Select';
import { formatNumber } from '../../i18n/format';
import { labelledOptions } from '../../i18n/options';
import { PRODUCT_STATUSES } from '../../lib/productStatus';
import { StatusChangeDialog } from './StatusChangeDialog';
import { useStatusChange, type StatusTarget } from './useStatusChange';
import { SelectionSummary } from '../../components/table/SelectionSummary';

interface BulkStatusBarProps {
  /** The products picked on this page. */
  selectedIds: ReadonlySet<string>;
  /** How many products match the list's filter over every page. */
  matching: number;
  /** Whether the admin chose every matching product rather than those picked. */
  allMatching: boolean;
  onAllMatchingChange: (all: boolean) => void;
  /** The list's filter and search, naming every matching product. */
  selection: ProductSelection;
  /** After a change or its undo: the list loads again and the picks are cleared. */
  onChanged: () => void;
}

/**
 * Admins set one status on the products picked on the page (docs/roles.md) or on every product matching the
 * list's filter across its pages (docs/review.md): approve and reject are one click each, any other status through
 * the select; a change over a filter is previewed first, a rejection asks why, and the last change can be undone.
 */
export function BulkStatusBar({
  selectedIds,
  matching,
  allMatching,
  onAllMatchingChange,
  selection,
  onChanged,
}: BulkStatusBarProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const change = useStatusChange(() => {
    setStatus('');
    onChanged();
  });
  const count = allMatching ? matching : selectedIds.size;
  const options = useMemo(() => labelledOptions(t, 'products.status', PRODUCT_STATUSES), [t]);
  const number = (value: number) => formatNumber(value, language);
  const target: StatusTarget = allMatching
    ? { kind: 'matching', selection }
    : { kind: 'ids', ids: [...selectedIds] };
  const disabled = count === 0 || change.busy;
  const run = (next: ProductStatus) => void change.start(target, next);

  return (
    <section className="mb-3 p-2 bg-white border rounded" aria-label={t('products.bulk.label')}>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <SelectionSummary
          count={count}
          matching={matching}
          wording="products.bulk"
          allMatching={allMatching}
          onAllMatchingChange={onAllMatchingChange}
        />
        <button
          type="button"
          className="btn btn-success btn-sm"
          disabled={disabled}
          onClick={() => run('active')}
        >
          {t('products.bulk.approve')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={disabled}
          onClick={() => run('rejected')}
        >
          {t('products.bulk.reject')}
        </button>
        <LabelledSelect
          label={t('products.bulk.statusLabel')}
          small
          className=""
          value={status}
          placeholder={t('common.choose')}
          options={options}
          onChange={(value) => setStatus(value as ProductStatus | '')}
        />
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!status || disabled}
          onClick={() => status && run(status)}
        >
          {change.busy ? t('products.bulk.applying') : t('products.bulk.apply')}
        </button>
      </div>
      {change.lastChange && (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-2 small" role="status">
          <span>
            {t('products.bulk.lastChange', {
              count: change.lastChange.changed,
              n: number(change.lastChange.changed),
            })}
          </span>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => void change.undoLast()}
          >
            {t('products.bulk.undo')}
          </button>
        </div>
      )}
      {change.pending && (
        <StatusChangeDialog
          change={change.pending}
          busy={change.busy}
          onConfirm={(reason) => void change.confirm(reason)}
          onCancel={change.cancel}
        />
      )}
    </section>
  );
}
