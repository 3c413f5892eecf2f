/**
 * An admin's review of a seller's product, document or business info (docs/review.md): the reason a rejection must
 * carry, and the notification that tells the seller. Shared by the product and the user review routes.
 */
import {
  REASON_CODE_NEEDING_TEXT,
  REASON_TEXT_LIMIT,
  REVIEW_REASONS,
  reviewReasonCodes,
  type ReviewReason,
  type ReviewSubject,
} from '../../src/lib/reviewReasons';
import type { Db } from '../db/database';
import { writeNotifications } from '../notifications/queries';
import { ApiError, type Bilingual } from './errors';
import { newId } from './ids';
import { notificationBus } from './notificationBus';
import { closedObject } from './requestSchemas';
import type { NotificationRow } from '../db/schema';
import { toNotification } from './serialize';

/** The body's `reason` for a subject: a code of its list and the admin's own words. */
export const reviewReasonSchema = (subject: ReviewSubject) =>
  closedObject(
    {
      code: { type: 'string', enum: reviewReasonCodes(subject) },
      text: { type: 'string', maxLength: REASON_TEXT_LIMIT },
    },
    ['code'],
  );

const REVIEW_MESSAGES = {
  reasonRequired: {
    en: 'Choose a reason: the seller is told why it was rejected',
    ar: 'اختر سببًا: يُبلَّغ البائع بسبب الرفض',
  },
  chooseReason: { en: 'Choose a reason', ar: 'اختر سببًا' },
  reasonTextRequired: {
    en: 'Describe the reason in your own words when it is "Other"',
    ar: 'اكتب السبب بكلماتك عند اختيار «سبب آخر»',
  },
  describeReason: { en: 'Describe the reason', ar: 'اكتب السبب' },
} as const;

/**
 * The reason to store with a review: required (with words for "other") when the status rejects, null for any
 * other status (a reason sent with an approval says nothing and is not kept).
 */
export const reviewReasonFor = (
  status: string,
  sent: { code: string; text?: string } | undefined,
  at: string,
): ReviewReason | null => (status === 'rejected' ? requiredReason(sent, at) : null);

/** A reason that must be given (a rejection, a compensation): a code of its list, with words for "other". */
export const requiredReason = (
  sent: { code: string; text?: string } | undefined,
  at: string,
): ReviewReason => {
  if (!sent)
    throw new ApiError(400, REVIEW_MESSAGES.reasonRequired, { 'reason.code': REVIEW_MESSAGES.chooseReason });
  const words = sent.text?.trim() ?? '';
  if (sent.code === REASON_CODE_NEEDING_TEXT && !words) {
    throw new ApiError(400, REVIEW_MESSAGES.reasonTextRequired, {
      'reason.text': REVIEW_MESSAGES.describeReason,
    });
  }
  return words ? { code: sent.code, text: words, at } : { code: sent.code, at };
};

/** The reason in both languages: the list's label, the admin's words after it ("other" is the words alone). */
export const reviewReasonText = (subject: ReviewSubject, reason: ReviewReason): Bilingual => {
  const entry = REVIEW_REASONS[subject].find((item) => item.value === reason.code);
  const label = entry ? { en: entry.en, ar: entry.ar } : { en: reason.code, ar: reason.code };
  if (!reason.text) return label;
  if (reason.code === REASON_CODE_NEEDING_TEXT) return { en: reason.text, ar: reason.text };
  return { en: `${label.en} — ${reason.text}`, ar: `${label.ar} — ${reason.text}` };
};

export type ReviewNotification = {
  userId: string;
  objectType: 'product' | 'document' | 'business_info' | 'withdrawal' | 'compensation' | 'return';
  message: Bilingual;
  object: Record<string, unknown>;
  at: string;
};

/** Writes the seller's notifications in the caller's transaction; `publish` them once it has committed. */
export const writeReviewNotifications = async (
  db: Db,
  notifications: ReviewNotification[],
): Promise<NotificationRow[]> => {
  const rows = notifications.map((notification): NotificationRow => ({
    id: newId(),
    user_id: notification.userId,
    object_type: notification.objectType,
    message_en: notification.message.en,
    message_ar: notification.message.ar,
    read: 0,
    object: JSON.stringify(notification.object),
    created_at: notification.at,
  }));
  await writeNotifications(db, rows);
  return rows;
};

/** Pushes committed notifications to the sellers' open streams (`db` is the database, not the transaction). */
export const publishNotifications = async (db: Db, rows: NotificationRow[]): Promise<void> => {
  const bus = notificationBus(db);
  for (const row of rows) bus.publish(row.user_id, toNotification(row));
};
