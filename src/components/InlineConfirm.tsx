import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { trackInlineConfirmation } from './inlineConfirmations';

export interface InlineConfirmProps {
  /** The question, naming what the action acts on. */
  children: ReactNode;
  /** The action's button (Delete when omitted); it uses the danger colour. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action is running: its button says it cannot act now (aria-disabled keeps the focus on it). */
  busy?: boolean;
  /** Layout classes of the box (the alert's own are always there). */
  className?: string;
}

/**
 * A destructive action asked in place, where a dialog would block the page or sit on top of another dialog.
 * Opening it moves the focus to Cancel (the button that opened it is gone) and brings it into view; while it
 * is open the toast host keeps toasts off it (inlineConfirmations.ts).
 */
export function InlineConfirm({
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  className = 'd-grid gap-2',
}: InlineConfirmProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    cancel.current?.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'nearest' });
    return trackInlineConfirmation(element);
  }, []);

  return (
    <div ref={box} className={`alert alert-warning m-0 text-start ${className}`} role="alert">
      <span className="me-auto">{children}</span>
      <div className="d-flex flex-wrap gap-2">
        <button ref={cancel} type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          {...(busy ? { 'aria-disabled': true } : {})}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirmLabel ?? t('common.delete')}
        </button>
      </div>
    </div>
  );
}
