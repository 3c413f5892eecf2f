import { useTranslation } from 'react-i18next';
import type { ApprovalStatus, UploadedDocument } from '../../api/types';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';

const TONES: Record<ApprovalStatus, BadgeTone> = {
  approved: 'success',
  pending: 'warningDark',
  rejected: 'danger',
};

/** The review state of SPEC.md §4: a missing document counts as rejected; approved reads "Accepted". */
export function approvalOf(document: UploadedDocument | undefined): ApprovalStatus {
  if (!document?.url) return 'rejected';
  return document.approved ?? 'pending';
}

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`onboarding.approval.${status}`)}</StatusBadge>;
}

export function DocumentStatus({ document }: { document: UploadedDocument | undefined }) {
  return <ApprovalBadge status={approvalOf(document)} />;
}
