import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ApprovalStatus } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { ReasonModal } from '../../components/ReasonModal';
import { isolated } from '../../i18n/format';
import { APPROVAL_STATUSES } from '../../lib/approval';
import { REVIEW_REASONS, type ReviewReason, type ReviewSubject } from '../../lib/reviewReasons';

interface ApprovalSelectProps {
  label: string;
  /** Visually hidden label (in a table cell whose column header already says it). */
  hideLabel?: boolean;
  value: ApprovalStatus | undefined;
  disabled?: boolean;
  /** A review is being saved. */
  busy?: boolean;
  /** What is reviewed: which list of reasons a rejection offers. */
  subject: Extract<ReviewSubject, 'document' | 'business_info'>;
  /** Its name and its owner's, for the rejection dialog ("Front ID" of "Mahmoud Ali"). */
  subjectName: string;
  ownerName: string;
  /** Saves the review; answers whether it was saved (the rejection dialog stays open when it was not). */
  onChange: (status: ApprovalStatus, reason?: ReviewReason) => Promise<boolean> | void;
}

/**
 * The admin's approval dropdown: pending, rejected, approved (shown as Accepted). It always shows the stored
 * value: choosing "rejected" first asks why (the seller is told), and canceling leaves the review as it was.
 */
export function ApprovalSelect({
  label,
  hideLabel,
  value,
  disabled,
  busy,
  subject,
  subjectName,
  ownerName,
  onChange,
}: ApprovalSelectProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const id = useId();
  const [asking, setAsking] = useState(false);
  const current = value ?? 'pending';

  const choose = (status: ApprovalStatus) => {
    if (status === current) return;
    if (status === 'rejected') setAsking(true);
    else void onChange(status);
  };

  const reject = async (reason: ReviewReason) => {
    const saved = await onChange('rejected', reason);
    if (saved !== false) setAsking(false);
  };

  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label small mb-1'}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm approval-select"
        value={current}
        disabled={disabled || busy}
        aria-busy={busy}
        onChange={(event) => choose(event.target.value as ApprovalStatus)}
      >
        {APPROVAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`approval.${status}`)}
          </option>
        ))}
      </select>
      {asking && (
        <ReasonModal
          title={t('users.review.title', { subject: subjectName })}
          intro={
            <p className="mb-0">
              {t('users.review.intro', { subject: isolated(subjectName), name: isolated(ownerName) })}
            </p>
          }
          confirmLabel={t('users.review.confirm')}
          options={REVIEW_REASONS[subject].map((reason) => ({
            value: reason.value,
            label: reason[language],
          }))}
          busy={Boolean(busy)}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => void reject(reason)}
        />
      )}
    </div>
  );
}
