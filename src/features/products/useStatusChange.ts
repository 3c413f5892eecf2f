import { useEffect, useState } from 'react';
import type { BulkPreview, ProductSelection, UndoableChange } from '../../api/products';
import type { ProductStatus } from '../../api/types';
import { useAppDispatch } from '../../common/hooks';
import { notifyServerSuccess, notifyUndoable } from '../../common/notify';
import type { ReviewReason } from '../../lib/reviewReasons';
import {
  applyBulkStatus,
  changeProductStatuses,
  previewBulkStatus,
  undoProductStatusChange,
} from './productsSlice';

/** The toast of a change stays this long; the bar offers its undo for the rest of the window. */
const TOAST_MS = 15_000;

/** What the admin is about to change: the products picked on the page, or every product matching the filter. */
export type StatusTarget = { kind: 'ids'; ids: string[] } | { kind: 'matching'; selection: ProductSelection };

/** A change being confirmed: its target, the status, and (over a filter) the preview the admin reads first. */
export interface PendingChange {
  target: StatusTarget;
  status: ProductStatus;
  preview: BulkPreview | null;
}

/**
 * An admin's status change of products, one by one or over a whole filter (docs/review.md): a rejection asks why,
 * a change over a filter is previewed before it is confirmed, and the last change can be undone while the
 * server still takes it (PRODUCT_BULK_UNDO_LIMIT_SECONDS), from its toast or from the page.
 */
export function useStatusChange(onChanged: () => void) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [busy, setBusy] = useState(false);
  const [lastChange, setLastChange] = useState<UndoableChange | null>(null);

  // The page's undo goes once the server would no longer take it.
  useEffect(() => {
    if (!lastChange?.undo_until) return;
    const timer = setTimeout(() => setLastChange(null), Date.parse(lastChange.undo_until) - Date.now());
    return () => clearTimeout(timer);
  }, [lastChange]);

  const undo = async (change: UndoableChange) => {
    setLastChange(null);
    const result = await dispatch(undoProductStatusChange(change.batch_id));
    if (!undoProductStatusChange.fulfilled.match(result)) return;
    notifyServerSuccess(result.payload.msg, 'products.bulk.undone');
    onChanged();
  };

  const done = (change: UndoableChange) => {
    setPending(null);
    onChanged();
    if (!change.undo_until || change.changed === 0) {
      notifyServerSuccess(change.msg, 'products.bulk.done');
      return;
    }
    setLastChange(change);
    notifyUndoable({ en: change.msg.en ?? '', ar: change.msg.ar ?? '' }, 'products.bulk.done', {
      until: change.undo_until,
      onUndo: () => void undo(change),
      visibleMs: TOAST_MS,
    });
  };

  /** Starts a change: over a filter it is previewed; one by one it asks only a rejection's reason. */
  const start = async (target: StatusTarget, status: ProductStatus) => {
    if (target.kind === 'ids') {
      if (status === 'rejected') setPending({ target, status, preview: null });
      else await confirm({ target, status, preview: null });
      return;
    }
    setBusy(true);
    const result = await dispatch(previewBulkStatus({ selection: target.selection, status }));
    setBusy(false);
    if (previewBulkStatus.fulfilled.match(result)) setPending({ target, status, preview: result.payload });
  };

  const confirm = async (change: PendingChange, reason?: ReviewReason) => {
    setBusy(true);
    const { target, status } = change;
    if (target.kind === 'ids') {
      const result = await dispatch(changeProductStatuses({ ids: target.ids, status, reason }));
      setBusy(false);
      if (changeProductStatuses.fulfilled.match(result)) done(result.payload);
      return;
    }
    const result = await dispatch(
      applyBulkStatus({
        selection: target.selection,
        status,
        expected: change.preview?.matching ?? 0,
        ...(reason ? { reason } : {}),
      }),
    );
    setBusy(false);
    if (applyBulkStatus.fulfilled.match(result)) done(result.payload);
    // A selection that changed since its preview is previewed again, so the admin confirms what is true now.
    else if (result.payload?.status === 409) await start(target, status);
  };

  return {
    pending,
    busy,
    start,
    confirm: (reason?: ReviewReason) => (pending ? confirm(pending, reason) : Promise.resolve()),
    cancel: () => setPending(null),
    lastChange,
    undoLast: () => (lastChange ? undo(lastChange) : Promise.resolve()),
  };
}
