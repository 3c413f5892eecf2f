import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import type { ApprovalDisplay } from '../../lib/approval';

const TONES: Record<ApprovalDisplay, BadgeTone> = {
  accepted: 'success',
  pending: 'warning',
  rejected: 'danger',
};

export function ApprovalBadge({ display }: { display: ApprovalDisplay }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[display]}>{t(`users.approval.${display}`)}</StatusBadge>;
}
