/**
 * What waits for an admin's review, as SQL over the users table: documents uploaded and not yet reviewed, and
 * business info submitted and not yet reviewed. Shared by the queue counts (GET /admin/queues) and the user
 * list's review filters, so a queue's count and the list it opens always agree. `user` names the users table
 * as the query does (`users`, or an alias).
 */
import { sql, type RawBuilder } from 'kysely';
import type { UserReviewQueue } from '../../src/lib/reviewQueues';
import { jsonText, type Db } from '../db/database';

/** Where each reviewable document lives in a user row (the same places as the admin's review route). */
const DOCUMENT_PATHS = [
  { column: 'kyc', path: ['front'] },
  { column: 'kyc', path: ['back'] },
  { column: 'company_registration', path: ['doc'] },
] as const;

type DocumentPath = (typeof DOCUMENT_PATHS)[number];

const documentField = (db: Db, user: string, { column, path }: DocumentPath, name: string) =>
  jsonText(db, `${user}.${column}`, [...path, name]);

const pendingDocument = (db: Db, user: string, document: DocumentPath): RawBuilder<unknown> => {
  const field = (name: string) => documentField(db, user, document, name);
  return sql`(${field('approved')} = 'pending'
    AND (COALESCE(${field('url')}, '') <> '' OR COALESCE(${field('admin_url')}, '') <> ''))`;
};

/** Since when the document waits for review; null when it does not. */
const documentWaitingSince = (db: Db, user: string, document: DocumentPath): RawBuilder<string | null> =>
  sql`CASE WHEN ${pendingDocument(db, user, document)}
    THEN COALESCE(${documentField(db, user, document, 'submitted_at')}, ${sql.ref(`${user}.updated_at`)}) END`;

/** A user with at least one document waiting for review. */
export const hasPendingDocument = (db: Db, user: string): RawBuilder<unknown> =>
  sql`(${sql.join(
    DOCUMENT_PATHS.map((document) => pendingDocument(db, user, document)),
    sql` OR `,
  )})`;

/** How many of the user's documents wait for review (0 to 3). */
export const pendingDocumentCount = (db: Db, user: string): RawBuilder<number> =>
  sql`(${sql.join(
    DOCUMENT_PATHS.map(
      (document) => sql`(CASE WHEN ${pendingDocument(db, user, document)} THEN 1 ELSE 0 END)`,
    ),
    sql` + `,
  )})`;

/**
 * Since when the user's oldest waiting document waits (null when none does): the least of the three, taken with
 * the aggregate MIN over them (both databases have it; a least-of-several function they do not share).
 */
export const documentsWaitingSince = (db: Db, user: string): RawBuilder<string | null> =>
  sql`(SELECT MIN(waiting) FROM (${sql.join(
    DOCUMENT_PATHS.map((document) => sql`SELECT ${documentWaitingSince(db, user, document)} AS waiting`),
    sql` UNION ALL `,
  )}) AS waits)`;

/** Business info submitted in either language and not reviewed yet. */
export const hasPendingBusinessInfo = (db: Db, user: string): RawBuilder<unknown> => {
  const field = (name: string) => jsonText(db, `${user}.business_info`, [name]);
  return sql`(${field('approved')} = 'pending' AND (${field('en')} IS NOT NULL OR ${field('ar')} IS NOT NULL))`;
};

export const businessInfoWaitingSince = (db: Db, user: string): RawBuilder<string | null> =>
  sql`COALESCE(${jsonText(db, `${user}.business_info`, ['submitted_at'])}, ${sql.ref(`${user}.updated_at`)})`;

type ReviewFilter = { where: RawBuilder<unknown>; waitingSince: RawBuilder<string | null> };

/** The user list's review filter: its WHERE clause and its oldest-first order. */
export const REVIEW_FILTERS: Record<UserReviewQueue, (db: Db) => ReviewFilter> = {
  documents: (db) => ({
    where: hasPendingDocument(db, 'users'),
    waitingSince: documentsWaitingSince(db, 'users'),
  }),
  business_info: (db) => ({
    where: hasPendingBusinessInfo(db, 'users'),
    waitingSince: businessInfoWaitingSince(db, 'users'),
  }),
};
