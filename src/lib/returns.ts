/**
 * Return cases, shared by the app and the reference API: their states and who moves them, the reasons a
 * customer gives and a seller refuses with, and how much of a line can still be returned.
 *
 *   requested ──seller (or an admin once the seller's days to answer are over)──▶ accepted ──logistics──▶ delivered ──days──▶ closed
 *        └──────────────────────────────same──────────────────────────────────▶ refused
 *
 * The money moves when the goods are delivered back to the seller: the refund (unit price × returned quantity)
 * leaves the seller's balance if the sale was credited to it (the line was delivered); a line refused at the door
 * was never credited, and its pending money is released instead.
 */
import type { Enumerated } from './enumerations';
import type { OrderStatus } from './orderStatus';
import { REASON_CODE_NEEDING_TEXT, reasonWords } from './orderReasons';

export const RETURN_STATUSES = ['requested', 'accepted', 'refused', 'delivered', 'closed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Cases still holding units of their line: a second case cannot ask for the same units. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'accepted'];

/** The cases list's tabs, in order: the first four are the seller's usual filter, then the finished ones. */
export const RETURN_TABS = ['all', 'requested', 'accepted', 'delivered', 'refused', 'closed'] as const;
export type ReturnTab = (typeof RETURN_TABS)[number];

/** Lines a return case may be opened for: delivered, or shipped and refused at the door. */
export const RETURNABLE_LINE_STATUSES: readonly OrderStatus[] = ['delivered', 'shipped'];

/** Photos the customer sent that one case may carry. */
export const RETURN_PHOTOS_MAX = 6;

/** References shown to people: RT- and the case's own short code. */
export const RETURN_REFERENCE_PREFIX = 'RT';

const OTHER = { value: REASON_CODE_NEEDING_TEXT, en: 'Other', ar: 'سبب آخر' } as const;

export const RETURN_REASONS = {
  /** Why the customer sends the goods back (customer service picks it when opening the case). */
  customer: [
    { value: 'damaged', en: 'Arrived damaged', ar: 'وصل تالفًا' },
    { value: 'wrong_item', en: 'Wrong item sent', ar: 'أُرسل منتج غير المطلوب' },
    { value: 'not_as_described', en: 'Not as described', ar: 'لا يطابق الوصف' },
    { value: 'missing_parts', en: 'Parts or accessories missing', ar: 'أجزاء أو ملحقات ناقصة' },
    { value: 'defective', en: 'Does not work', ar: 'لا يعمل' },
    { value: 'refused_at_door', en: 'Refused at the door', ar: 'رُفض عند الاستلام' },
    OTHER,
  ],
  /** Why the seller (or an admin for them) refuses the return. */
  refusal: [
    { value: 'used_by_buyer', en: 'Used or damaged by the buyer', ar: 'استخدمه المشتري أو أتلفه' },
    { value: 'not_our_item', en: 'Not the item we sent', ar: 'ليس المنتج الذي أرسلناه' },
    { value: 'past_return_period', en: 'Past the return period', ar: 'بعد انتهاء مدة الإرجاع' },
    { value: 'no_evidence', en: 'The problem is not shown', ar: 'المشكلة غير مثبتة' },
    OTHER,
  ],
} as const satisfies Record<string, readonly Enumerated[]>;

export type ReturnReasonList = keyof typeof RETURN_REASONS;

export const returnReasonCodes = (list: ReturnReasonList): string[] =>
  RETURN_REASONS[list].map((reason) => reason.value);

/** A reason as stored: a code of its list, the words typed with it, and when it was given. */
export interface ReturnReason {
  code: string;
  text?: string;
  at?: string;
}

/** The reason in a language: the list's label, then the words typed with it ("other" is the words alone). */
export const returnReasonWords = (
  list: ReturnReasonList,
  reason: ReturnReason,
  language: 'en' | 'ar',
): string => reasonWords(RETURN_REASONS[list], reason, language);

/**
 * How many units of a line a new case may still ask for: what was delivered, less what came back and what open
 * cases hold. A shipped line refused at the door is returned whole.
 */
export const returnableQuantity = (line: {
  status: OrderStatus;
  quantity: number;
  returnedQuantity: number;
  heldByOpenCases: number;
}): number =>
  RETURNABLE_LINE_STATUSES.includes(line.status)
    ? Math.max(0, line.quantity - line.returnedQuantity - line.heldByOpenCases)
    : 0;
