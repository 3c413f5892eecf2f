import { apiClient } from './client';
import type { ReviewQueueName } from '../lib/reviewQueues';
import type { ReviewReason } from '../lib/reviewReasons';
import type { ApprovalStatus, DataOf, Reply, User } from './types';

export type GrantableRole = 'ambassador' | 'sourcing';
export type DocumentType = 'kyc_front' | 'kyc_back' | 'company_reg';

/** The upload call of each reviewable document; the admin variant adds passed_id. */
export const DOCUMENT_UPLOAD_PATHS: Record<DocumentType, string> = {
  kyc_front: '/accounts/add-front-id',
  kyc_back: '/accounts/add-back-id',
  company_reg: '/accounts/add-company-reg',
};

/** Grants a role for good (docs/roles.md); the call carries an empty multipart body. */
export async function grantRole(userId: string, role: GrantableRole): Promise<User> {
  const response = await apiClient.put<Reply<'PUT /admin/{userId}/add-{role}'>>(
    `/admin/${encodeURIComponent(userId)}/add-${role}`,
    new FormData(),
  );
  return response.data.data;
}

/** A rejection carries its reason (src/lib/reviewReasons.ts), which the seller is sent and shown. */
export async function reviewBusinessInfo(
  userId: string,
  status: ApprovalStatus,
  reason?: ReviewReason,
): Promise<User> {
  const response = await apiClient.put<Reply<'PUT /admin/{userId}/approve-business-info'>>(
    `/admin/${encodeURIComponent(userId)}/approve-business-info`,
    { status, ...(reason ? { reason } : {}) },
  );
  return response.data.data;
}

export async function reviewDocument(
  userId: string,
  type: DocumentType,
  status: ApprovalStatus,
  reason?: ReviewReason,
): Promise<User> {
  const response = await apiClient.put<Reply<'PUT /admin/{userId}/approve-kyc-image'>>(
    `/admin/${encodeURIComponent(userId)}/approve-kyc-image`,
    { status, type, ...(reason ? { reason } : {}) },
  );
  return response.data.data;
}

/** The admin's own copy of a user's document (stored as the document's admin_url). */
export async function uploadAdminDocument(
  userId: string,
  type: DocumentType,
  file: File,
  language: string,
): Promise<User> {
  const form = new FormData();
  form.append('language', language);
  form.append('image', file);
  const response = await apiClient.post<Reply<'POST /accounts/add-front-id'>>(
    DOCUMENT_UPLOAD_PATHS[type],
    form,
    {
      params: { passed_id: userId },
    },
  );
  return response.data.user;
}

/** What waits for an admin's review: how many, and since when the oldest has waited (null when none). */
export type ReviewQueue = DataOf<'GET /admin/queues'>[ReviewQueueName];

export async function getReviewQueues(): Promise<Record<ReviewQueueName, ReviewQueue>> {
  const response = await apiClient.get<Reply<'GET /admin/queues'>>('/admin/queues');
  return response.data.data;
}

/** One entry of a record's audit trail: who did what, when, with the details the change stored. */
export type AuditEntry = Reply<'GET /admin/audit'>['items'][number];

export type AuditTargetType = 'user' | 'product';

/** The newest entries of a user's or a product's audit trail (admins only). */
export async function getAuditTrail(targetType: AuditTargetType, targetId: string): Promise<AuditEntry[]> {
  const response = await apiClient.get<Reply<'GET /admin/audit'>>('/admin/audit', {
    params: { target_type: targetType, target_id: targetId },
  });
  return response.data.items;
}
