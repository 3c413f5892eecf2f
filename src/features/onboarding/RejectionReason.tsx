import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { isolated } from '../../i18n/format';
import type { ApprovalDisplay } from '../../lib/approval';
import { reviewReasonWords, type ReviewReason, type ReviewSubject } from '../../lib/reviewReasons';

/**
 * Why the admin rejected a document or the business info, in the page's language, shown beside its
 * "Rejected" badge. The admin's own words are isolated, so an English note keeps its order in an Arabic
 * sentence and the other way round. Nothing when it is not rejected or no reason was stored (older reviews).
 */
export function RejectionReason({
  subject,
  display,
  reason,
  className = 'small text-danger-emphasis mb-0 mt-1',
}: {
  subject: Exclude<ReviewSubject, 'product'>;
  display: ApprovalDisplay;
  reason: ReviewReason | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  if (display !== 'rejected' || !reason?.code) return null;
  return (
    <p className={className}>
      {t('onboarding.profile.rejectionReason', {
        reason: isolated(reviewReasonWords(subject, reason, language)),
      })}
    </p>
  );
}
