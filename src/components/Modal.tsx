import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/useTranslation';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Every alternative scoped to the body, so the first field gets focus rather than the header's close button. */
const BODY_FOCUSABLE = FOCUSABLE.split(',')
  .map((selector) => `.modal-body ${selector.trim()}`)
  .join(', ');

/** The buttons of a dialog's footer: Cancel (which closes it) and the main action. */
export interface ModalActions {
  /** The main button's text. */
  confirmLabel: string;
  /** What the main button does; omitted when it submits `form`. */
  onConfirm?: () => void;
  /** The id of the form in the dialog that the main button submits. */
  form?: string;
  /** Destructive actions use the danger colour. */
  danger?: boolean;
  /** Disables the main button while its work runs. */
  busy?: boolean;
  /** False for a notice, whose one button is the main one. */
  cancel?: boolean;
}

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ModalActions;
  size?: 'sm' | 'lg' | 'xl';
}

/**
 * An accessible dialog: focus moves into it, Tab cycles inside it, Escape closes it, and focus returns to
 * the control that opened it.
 */
export function Modal({ title, onClose, children, actions, size }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first =
      dialog?.querySelector<HTMLElement>(BODY_FOCUSABLE) ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) return;
      const firstElement = focusable[0]!;
      const lastElement = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === firstElement) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && document.activeElement === lastElement) {
        event.preventDefault();
        firstElement.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('modal-open');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('modal-open');
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <>
      <div className="modal-backdrop fade show" />
      <div
        className="modal fade show d-block"
        role="presentation"
        onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      >
        <div
          ref={dialogRef}
          className={`modal-dialog modal-dialog-centered modal-dialog-scrollable${size ? ` modal-${size}` : ''}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <div className="modal-content">
            <div className="modal-header">
              <h2 id={titleId} className="modal-title h5">
                {title}
              </h2>
              <button
                type="button"
                className="btn-close ms-0 me-auto"
                onClick={onClose}
                aria-label={t('common.close')}
              />
            </div>
            <div className="modal-body">{children}</div>
            {actions && (
              <div className="modal-footer">
                {actions.cancel !== false && (
                  <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                    {t('common.cancel')}
                  </button>
                )}
                <button
                  type={actions.form ? 'submit' : 'button'}
                  form={actions.form}
                  className={`btn ${actions.danger ? 'btn-danger' : 'btn-primary'}`}
                  onClick={actions.onConfirm}
                  disabled={actions.busy}
                >
                  {actions.confirmLabel}
                </button>
              </div>
            )}
          </div>
        </div>
      </div>
    </>,
    document.body,
  );
}
