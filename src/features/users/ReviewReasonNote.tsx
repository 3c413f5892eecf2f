import { useTranslation } from '../../i18n/useTranslation';
import type { ApprovalStatus } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { formatDate } from '../../i18n/format';
import { reviewReasonWords, type ReviewReason, type ReviewSubject } from '../../lib/reviewReasons';

interface ReviewReasonNoteProps {
  subject: ReviewSubject;
  approved: ApprovalStatus | string | undefined;
  reason: ReviewReason | undefined;
  /** Classes of the paragraph: `mb-0` when omitted. */
  className?: string;
}

/** Why a document or the business info was rejected, as the seller was told; nothing unless it is rejected. */
export function ReviewReasonNote({ subject, approved, reason, className = 'mb-0' }: ReviewReasonNoteProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  if (approved !== 'rejected' || !reason?.code) return null;
  const day = reason.at ? formatDate(reason.at, language) : '';
  return (
    <p className={`small text-danger-emphasis ${className}`}>
      {t('users.review.reason')}: {/* The admin's own words may be in either language. */}
      <bdi>{reviewReasonWords(subject, reason, language)}</bdi>
      {day && (
        <span className="text-muted">
          {' '}
          (<time dateTime={reason.at}>{day}</time>)
        </span>
      )}
    </p>
  );
}
