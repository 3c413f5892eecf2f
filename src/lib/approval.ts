import { hasBusinessInfo } from './onboarding';

/** The stored approval of a document or of business info (the same union as the API's User type). */
export type ApprovalStatus = 'pending' | 'rejected' | 'approved';

/**
 * How a document or business-info approval is shown (docs/onboarding.md): approved reads "Accepted". Something never
 * sent reads "Not submitted": it needs the user's action, but nobody refused it. docs/onboarding.md's "a missing
 * document counts as rejected" is a rule for decisions: one that needs it tests for both displays.
 */
export type ApprovalDisplay = 'pending' | 'rejected' | 'accepted' | 'notSubmitted';

export const APPROVAL_STATUSES: readonly ApprovalStatus[] = ['pending', 'rejected', 'approved'];

export interface ApprovableDocument {
  url?: string | null;
  admin_url?: string | null;
  approved?: ApprovalStatus | string | null;
  /** Set instead of the links when the viewer may know a file was sent but not see it (an ambassador). */
  submitted?: boolean;
}

/** A document exists once the user or an admin uploaded a file for it. */
export const hasDocument = (document: ApprovableDocument | null | undefined): boolean =>
  Boolean(document?.url || document?.admin_url || document?.submitted);

/** The approval of one document: "not submitted" until a file is uploaded, then its review. */
export function documentApproval(document: ApprovableDocument | null | undefined): ApprovalDisplay {
  if (!hasDocument(document)) return 'notSubmitted';
  return approvalDisplay(document?.approved);
}

/** Maps a stored approval value to its display; anything unknown is still waiting for review. */
export function approvalDisplay(status: ApprovalStatus | string | null | undefined): ApprovalDisplay {
  if (status === 'approved') return 'accepted';
  if (status === 'rejected') return 'rejected';
  return 'pending';
}

/**
 * The overall state of several documents (the user list's "documents status"): rejected if any is
 * rejected; else not submitted if any is missing (or there are none); accepted only when all are; pending
 * otherwise. For a decision (docs/onboarding.md), either of the first two counts as rejected.
 */
export function combinedApproval(displays: readonly ApprovalDisplay[]): ApprovalDisplay {
  if (displays.includes('rejected')) return 'rejected';
  if (displays.length === 0 || displays.includes('notSubmitted')) return 'notSubmitted';
  if (displays.every((display) => display === 'accepted')) return 'accepted';
  return 'pending';
}

export interface UserApprovalSource {
  kyc?: { front?: ApprovableDocument; back?: ApprovableDocument } | null;
  business_info?: {
    approved?: ApprovalStatus | string | null;
    en?: { business_name?: unknown };
    ar?: { business_name?: unknown };
  } | null;
}

/**
 * The two status columns of the user list: identity documents (front and back ID together) and business
 * documents (the business info the admin approves; "not submitted" until the user sends it).
 */
export function userApprovals(user: UserApprovalSource): {
  documents: ApprovalDisplay;
  business: ApprovalDisplay;
} {
  const info = user.business_info;
  // Sent means a business name in either language: a stored review value or an empty language block is not a
  // submission, and reading one as such showed "under review" before the user had sent anything.
  const submitted = hasBusinessInfo({ business_info: info ?? undefined });
  return {
    documents: combinedApproval([documentApproval(user.kyc?.front), documentApproval(user.kyc?.back)]),
    business: submitted ? approvalDisplay(info?.approved) : 'notSubmitted',
  };
}
