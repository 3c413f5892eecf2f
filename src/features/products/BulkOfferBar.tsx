import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  applyBulkOffer,
  previewBulkOffer,
  undoBulkOffer,
  type OfferChange,
  type OfferPreview,
  type OfferTargets,
  type ProductSelection,
} from '../../api/products';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { notifySuccess, notifyUndoable } from '../../common/notify';
import { LabelledSelect } from '../../components/form/Select';
import { Modal } from '../../components/Modal';
import { formatMoney, formatNumber, isolated } from '../../i18n/format';
import { labelledOptions } from '../../i18n/options';
import { typedNumberOrNull } from '../../lib/spreadsheet/numbers';
import { SelectionSummary } from '../../components/table/SelectionSummary';
import { CodeText } from '../../components/CodeText';

const KINDS = ['changePercent', 'changeAmount', 'setPrice', 'setStock'] as const;
type Kind = (typeof KINDS)[number];

interface BulkOfferBarProps {
  selectedIds: ReadonlySet<string>;
  matching: number;
  allMatching: boolean;
  onAllMatchingChange: (all: boolean) => void;
  selection: ProductSelection;
  onChanged: () => void;
}

/**
 * A seller changes the price or stock of the products picked on the page, or of every product matching the
 * list: raise or lower prices by a percentage or an amount, set one price, or set the stock. A preview shows
 * old and new values and what is refused (a price that would be 0 or less, or too high) before anything
 * changes; the change can be undone for a few minutes.
 */
export function BulkOfferBar(props: BulkOfferBarProps) {
  const { selectedIds, matching, allMatching, onAllMatchingChange, selection, onChanged } = props;
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const valueId = useId();
  const [kind, setKind] = useState<Kind>('changePercent');
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [preview, setPreview] = useState<{
    targets: OfferTargets;
    change: OfferChange;
    data: OfferPreview;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const count = allMatching ? matching : selectedIds.size;
  const number = (value: number) => formatNumber(value, language);
  const money = (value: number) => formatMoney(value, language);

  const start = async () => {
    const value = typedNumberOrNull(typed, { currency: kind !== 'setStock' });
    if (value === null) {
      setInvalid(true);
      return;
    }
    const targets: OfferTargets = allMatching ? { selection } : { ids: [...selectedIds] };
    const change = { kind, value } as OfferChange;
    setBusy(true);
    try {
      setPreview({ targets, change, data: await previewBulkOffer(targets, change) });
    } catch {
      // The refusal (a value the offer refuses) has been shown as a toast; what was typed stays.
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const done = await applyBulkOffer(preview.targets, preview.change, preview.data.matching);
      setPreview(null);
      setTyped('');
      onChanged();
      // The picks are cleared and this bar goes: the toast offers the undo for its whole window.
      if (done.undo_until) {
        notifyUndoable(undefined, 'products.bulkOffer.done', {
          until: done.undo_until,
          onUndo: () => void undo(done.batch_id),
        });
      } else notifySuccess('products.bulkOffer.done');
    } catch {
      // Shown as a toast (a selection that changed since the preview, too many products); the preview stays.
    } finally {
      setBusy(false);
    }
  };

  const undo = async (batchId: string) => {
    try {
      await undoBulkOffer(batchId);
      notifySuccess('products.bulkOffer.undone');
      onChanged();
    } catch {
      // Shown as a toast (the time to undo has passed).
    }
  };

  const rowsOf = (rows: OfferPreview['changes']) =>
    rows.map((row) => (
      <tr key={row._id}>
        <td>
          <bdi>{row.name[language] || row.name.en || row.name.ar}</bdi>
          <div className="small text-muted">
            <CodeText>{row.sku}</CodeText>
          </div>
        </td>
        <td className="text-nowrap">
          <bdi dir="ltr">{money(row.price)}</bdi> → <bdi dir="ltr">{money(row.new_price)}</bdi>
        </td>
        <td className="text-nowrap">
          {number(row.stock)} → {number(row.new_stock)}
        </td>
      </tr>
    ));

  return (
    <section className="mb-3 p-2 bg-white border rounded" aria-label={t('products.bulkOffer.label')}>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <SelectionSummary
          count={count}
          matching={matching}
          wording="products.bulk"
          allMatching={allMatching}
          onAllMatchingChange={onAllMatchingChange}
        />
        <LabelledSelect
          label={t('products.bulkOffer.kindLabel')}
          small
          className=""
          value={kind}
          options={labelledOptions(t, 'products.bulkOffer.kinds', KINDS)}
          onChange={(value) => setKind(value as Kind)}
        />
        <div>
          <label htmlFor={valueId} className="form-label small mb-1">
            {t(`products.bulkOffer.valueLabel.${kind}`)}
          </label>
          <input
            id={valueId}
            className={`form-control form-control-sm${invalid ? ' is-invalid' : ''}`}
            dir="ltr"
            inputMode="decimal"
            value={typed}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${valueId}-error` : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setInvalid(false);
            }}
            style={{ maxWidth: '9rem' }}
          />
        </div>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={count === 0 || busy || typed.trim() === ''}
          onClick={() => void start()}
        >
          {t('products.bulkOffer.preview')}
        </button>
      </div>
      <div id={`${valueId}-error`} className="invalid-feedback d-block" aria-live="polite">
        {invalid ? t('products.bulkOffer.notANumber') : ''}
      </div>
      {preview && (
        <Modal
          title={t('products.bulkOffer.previewTitle')}
          onClose={() => setPreview(null)}
          size="lg"
          actions={{
            confirmLabel: t('products.bulkOffer.apply', {
              count: preview.data.changing,
              n: number(preview.data.changing),
            }),
            onConfirm: () => void apply(),
            busy: busy || preview.data.changing === 0,
          }}
        >
          <p>
            {t('products.bulkOffer.summary', {
              changing: number(preview.data.changing),
              refused: number(preview.data.refused),
              unchanged: number(preview.data.unchanged),
              count: preview.data.changing,
            })}
          </p>
          {preview.data.changes.length > 0 && (
            <OfferRowsTable caption={t('products.bulkOffer.changesCaption')}>
              {rowsOf(preview.data.changes)}
            </OfferRowsTable>
          )}
          {preview.data.refusals.length > 0 && (
            <OfferRowsTable
              refused
              caption={t('products.bulkOffer.refusalsCaption', {
                count: preview.data.refused,
                n: number(preview.data.refused),
              })}
            >
              {rowsOf(preview.data.refusals)}
            </OfferRowsTable>
          )}
          <p className="small text-muted mb-0">
            {t('products.bulkOffer.undoNote', {
              change: isolated(t(`products.bulkOffer.kinds.${preview.change.kind}`)),
            })}
          </p>
        </Modal>
      )}
    </section>
  );
}

/** Products of a preview with their old and new price and stock: those that change, or those refused. */
function OfferRowsTable({
  caption,
  refused,
  children,
}: {
  caption: string;
  refused?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className={`caption-top ${refused ? 'text-danger-emphasis' : 'text-body'}`}>
          {caption}
        </caption>
        <thead className="table-light">
          <tr>
            <th scope="col">{t('products.inventory.columns.name')}</th>
            <th scope="col">{t('products.inventory.columns.price')}</th>
            <th scope="col">{t('products.inventory.columns.quantity')}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
