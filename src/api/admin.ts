import { apiClient, type Envelope } from './client';
import type { ApprovalStatus, User } from './types';

export type GrantableRole = 'ambassador' | 'sourcing';
export type DocumentType = 'kyc_front' | 'kyc_back' | 'company_reg';

/** The upload call of each reviewable document; the admin variant adds passed_id. */
export const DOCUMENT_UPLOAD_PATHS: Record<DocumentType, string> = {
  kyc_front: '/accounts/add-front-id',
  kyc_back: '/accounts/add-back-id',
  company_reg: '/accounts/add-company-reg',
};

/** Grants a role for good (SPEC.md §4); the call carries an empty multipart body. */
export async function grantRole(userId: string, role: GrantableRole): Promise<User> {
  const response = await apiClient.put<Envelope<User>>(
    `/admin/${encodeURIComponent(userId)}/add-${role}`,
    new FormData(),
  );
  return response.data.data;
}

export async function reviewBusinessInfo(userId: string, status: ApprovalStatus): Promise<User> {
  const response = await apiClient.put<Envelope<User>>(
    `/admin/${encodeURIComponent(userId)}/approve-business-info`,
    { status },
  );
  return response.data.data;
}

export async function reviewDocument(
  userId: string,
  type: DocumentType,
  status: ApprovalStatus,
): Promise<User> {
  const response = await apiClient.put<Envelope<User>>(
    `/admin/${encodeURIComponent(userId)}/approve-kyc-image`,
    { status, type },
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
  const response = await apiClient.post<{ success: boolean; user: User }>(DOCUMENT_UPLOAD_PATHS[type], form, {
    params: { passed_id: userId },
  });
  return response.data.user;
}
