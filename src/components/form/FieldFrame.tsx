import type { ReactNode } from 'react';

/** The id of a control's hint, for the control's `aria-describedby`. */
export const hintIdOf = (controlId: string) => `${controlId}-hint`;

export interface FieldFrameProps {
  /** The id of the control the label names. */
  controlId: string;
  label: ReactNode;
  /** Marks the label with a star; the control itself says it is required to assistive technology. */
  required?: boolean;
  /** Help under the control, with the id `hintIdOf(controlId)`. */
  hint?: ReactNode;
  /** Classes of the wrapper: `mb-3` when omitted, none when empty. */
  className?: string;
  /** Classes of the label after `form-label`. */
  labelClassName?: string;
  /** The control. */
  children: ReactNode;
  /** Shown last, under the hint (the field's message). */
  footer?: ReactNode;
}

/** One labelled control of a form or a toolbar: label (with a star when required), control, hint, message. */
export function FieldFrame({
  controlId,
  label,
  required,
  hint,
  className,
  labelClassName,
  children,
  footer,
}: FieldFrameProps) {
  return (
    <div className={className === undefined ? 'mb-3' : className || undefined}>
      <label htmlFor={controlId} className={labelClassName ? `form-label ${labelClassName}` : 'form-label'}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger ms-1">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <div id={hintIdOf(controlId)} className="form-text">
          {hint}
        </div>
      )}
      {footer}
    </div>
  );
}
