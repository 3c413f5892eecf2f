import { useTranslation } from '../i18n/useTranslation';
import type { ApprovalDisplay } from '../lib/approval';
import { StatusBadge, type BadgeTone } from './StatusBadge';

/** Never sent is not refused: it is drawn as something to do (an outline), not in the red of a refusal. */
const TONES: Record<ApprovalDisplay, BadgeTone> = {
  accepted: 'success',
  pending: 'warningDark',
  rejected: 'danger',
  notSubmitted: 'warningOutline',
};

/** A document or business-info review state (docs/onboarding.md), the same on the profile and in admin screens. */
export function ApprovalBadge({ display }: { display: ApprovalDisplay }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[display]}>{t(`approval.${display}`)}</StatusBadge>;
}
