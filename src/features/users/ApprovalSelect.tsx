import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalStatus } from '../../api/types';
import { APPROVAL_STATUSES } from '../../lib/approval';

interface ApprovalSelectProps {
  label: string;
  /** Visually hidden label (in a table cell whose column header already says it). */
  hideLabel?: boolean;
  value: ApprovalStatus | undefined;
  disabled?: boolean;
  onChange: (status: ApprovalStatus) => void;
}

/** The admin's approval dropdown: pending, rejected, approved (shown as Accepted). */
export function ApprovalSelect({ label, hideLabel, value, disabled, onChange }: ApprovalSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label small mb-1'}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm approval-select"
        value={value ?? 'pending'}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as ApprovalStatus)}
      >
        {APPROVAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`approval.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
