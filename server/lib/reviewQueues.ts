/**
 * What waits for an admin's review, as SQL over the users table: documents uploaded and not yet reviewed, and
 * business info submitted and not yet reviewed. Shared by the queue counts (GET /admin/queues) and the user
 * list's review filters, so a queue's count and the list it opens always agree.
 */
import type { UserReviewQueue } from '../../src/lib/reviewQueues';

/** Where each reviewable document lives in a user row (the same places as the admin's review route). */
const DOCUMENT_PATHS = [
  { column: 'kyc', path: '$.front' },
  { column: 'kyc', path: '$.back' },
  { column: 'company_registration', path: '$.doc' },
] as const;

const pendingDocument = (user: string, column: string, path: string) => {
  const field = (name: string) => `json_extract(${user}.${column}, '${path}.${name}')`;
  return `(${field('approved')} = 'pending' AND (COALESCE(${field('url')}, '') <> '' OR COALESCE(${field('admin_url')}, '') <> ''))`;
};

const documentWaitingSince = (user: string, column: string, path: string) =>
  `CASE WHEN ${pendingDocument(user, column, path)}
     THEN COALESCE(json_extract(${user}.${column}, '${path}.submitted_at'), ${user}.updated_at) END`;

/** A user with at least one document waiting for review. */
export const hasPendingDocument = (user: string): string =>
  `(${DOCUMENT_PATHS.map(({ column, path }) => pendingDocument(user, column, path)).join(' OR ')})`;

/** How many of the user's documents wait for review (0 to 3). */
export const pendingDocumentCount = (user: string): string =>
  DOCUMENT_PATHS.map(
    ({ column, path }) => `(CASE WHEN ${pendingDocument(user, column, path)} THEN 1 ELSE 0 END)`,
  ).join(' + ');

/** Since when the user's oldest waiting document waits (null when none does). */
export const documentsWaitingSince = (user: string): string =>
  `MIN(${DOCUMENT_PATHS.map(({ column, path }) => `COALESCE(${documentWaitingSince(user, column, path)}, '9999')`).join(', ')})`;

/** Business info submitted in either language and not reviewed yet. */
export const hasPendingBusinessInfo = (user: string): string =>
  `(json_extract(${user}.business_info, '$.approved') = 'pending'
    AND (json_type(${user}.business_info, '$.en') IS NOT NULL OR json_type(${user}.business_info, '$.ar') IS NOT NULL))`;

export const businessInfoWaitingSince = (user: string): string =>
  `COALESCE(json_extract(${user}.business_info, '$.submitted_at'), ${user}.updated_at)`;

/** The user list's review filter: its WHERE clause and its oldest-first order. */
export const REVIEW_FILTERS: Record<UserReviewQueue, { where: string; waitingSince: string }> = {
  documents: { where: hasPendingDocument('users'), waitingSince: documentsWaitingSince('users') },
  business_info: { where: hasPendingBusinessInfo('users'), waitingSince: businessInfoWaitingSince('users') },
};
