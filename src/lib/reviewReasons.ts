/**
 * Why an admin rejected a product, a document, business info or a withdrawal, or granted a compensation: one
 * bilingual list per subject, shared by the app's reason picker and the reference API's body check, so the seller is always told
 * why in their language and the app never offers a code the server refuses.
 */
import type { Enumerated } from './enumerations';
import { REASON_CODE_NEEDING_TEXT, REASON_TEXT_LIMIT, reasonWords } from './orderReasons';

export { REASON_CODE_NEEDING_TEXT, REASON_TEXT_LIMIT };

const OTHER = { value: REASON_CODE_NEEDING_TEXT, en: 'Other', ar: 'سبب آخر' } as const;

export const REVIEW_REASONS = {
  product: [
    { value: 'poor_photos', en: 'Photos missing or unclear', ar: 'الصور ناقصة أو غير واضحة' },
    { value: 'wrong_category', en: 'Wrong category', ar: 'فئة غير صحيحة' },
    { value: 'incomplete_details', en: 'Details missing or wrong', ar: 'التفاصيل ناقصة أو غير صحيحة' },
    { value: 'price_unrealistic', en: 'Price looks wrong', ar: 'السعر يبدو غير صحيح' },
    { value: 'prohibited_item', en: 'Item not allowed on the marketplace', ar: 'منتج غير مسموح به في السوق' },
    { value: 'duplicate', en: 'Duplicate of another product', ar: 'مكرر لمنتج آخر' },
    OTHER,
  ],
  document: [
    { value: 'unreadable', en: 'Image unreadable or blurred', ar: 'الصورة غير مقروءة أو مشوشة' },
    { value: 'expired', en: 'Document expired', ar: 'المستند منتهي الصلاحية' },
    { value: 'data_mismatch', en: 'Does not match the data you typed', ar: 'لا يطابق البيانات التي أدخلتها' },
    { value: 'wrong_document', en: 'Not the document asked for', ar: 'ليس المستند المطلوب' },
    { value: 'cropped', en: 'Part of the document is cut off', ar: 'جزء من المستند مقطوع' },
    OTHER,
  ],
  business_info: [
    { value: 'incomplete', en: 'Information incomplete', ar: 'البيانات غير مكتملة' },
    {
      value: 'inconsistent',
      en: 'Information inconsistent with your documents',
      ar: 'البيانات لا تتفق مع مستنداتك',
    },
    {
      value: 'unverifiable_phone',
      en: 'Business phone could not be reached',
      ar: 'تعذّر الوصول إلى هاتف النشاط',
    },
    {
      value: 'activity_not_allowed',
      en: 'Activity not allowed on the marketplace',
      ar: 'النشاط غير مسموح به في السوق',
    },
    OTHER,
  ],
  // Why an admin refused to pay a withdrawal request: the money goes back to the seller's balance.
  withdrawal: [
    { value: 'holder_mismatch', en: 'Account holder is not the seller', ar: 'صاحب الحساب ليس البائع' },
    { value: 'account_closed', en: 'Bank account closed or blocked', ar: 'الحساب البنكي مغلق أو موقوف' },
    { value: 'bank_returned', en: 'The bank returned the transfer', ar: 'أعاد البنك التحويل' },
    { value: 'under_review', en: 'Account activity under review', ar: 'نشاط الحساب قيد المراجعة' },
    OTHER,
  ],
  // Why an admin credits a seller's balance.
  compensation: [
    { value: 'lost_shipment', en: 'Shipment lost by the carrier', ar: 'فقدت شركة الشحن الشحنة' },
    { value: 'damaged_in_transit', en: 'Goods damaged in transit', ar: 'تلفت البضاعة أثناء الشحن' },
    { value: 'fee_correction', en: 'A fee charged in error', ar: 'رسوم خُصمت بالخطأ' },
    { value: 'late_payment', en: 'A payment made late', ar: 'دفعة تأخرت' },
    OTHER,
  ],
} as const satisfies Record<string, readonly Enumerated[]>;

export type ReviewSubject = keyof typeof REVIEW_REASONS;

export const REVIEW_SUBJECTS = Object.keys(REVIEW_REASONS) as ReviewSubject[];

/** A reason as the API takes and stores it; `at` is added by the server when it stores one. */
export interface ReviewReason {
  code: string;
  text?: string;
  at?: string;
}

export const reviewReasonCodes = (subject: ReviewSubject): string[] =>
  REVIEW_REASONS[subject].map((reason) => reason.value);

export const isReviewReasonCode = (subject: ReviewSubject, value: unknown): value is string =>
  typeof value === 'string' && reviewReasonCodes(subject).includes(value);

/** The reason's words in a language: the list's label, then the admin's own words when there are some. */
export const reviewReasonWords = (
  subject: ReviewSubject,
  reason: ReviewReason,
  language: 'en' | 'ar',
): string => reasonWords(REVIEW_REASONS[subject], reason, language);
