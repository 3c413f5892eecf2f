/**
 * Why an order line was rejected or canceled (docs/orders.md): one bilingual list shared by the app's
 * reason picker and the reference API's body check, so the app never offers a code the server refuses.
 */
import type { Enumerated } from './enumerations';
import type { OrderStatus } from './orderStatus';

export const ORDER_REASONS = [
  { value: 'out_of_stock', en: 'Out of stock', ar: 'نفد المخزون' },
  { value: 'price_changed', en: 'Price changed', ar: 'تغيّر السعر' },
  { value: 'cannot_deliver_in_time', en: 'Cannot deliver in time', ar: 'لا يمكن التسليم في الموعد' },
  { value: 'buyer_request', en: 'Requested by the buyer', ar: 'بناءً على طلب المشتري' },
  { value: 'suspected_fraud', en: 'Suspected fraud', ar: 'اشتباه في احتيال' },
  { value: 'other', en: 'Other', ar: 'سبب آخر' },
] as const satisfies readonly Enumerated[];

export type OrderReasonCode = (typeof ORDER_REASONS)[number]['value'];

export const ORDER_REASON_CODES: readonly OrderReasonCode[] = ORDER_REASONS.map((reason) => reason.value);

/** The code whose words the seller must write themselves: a list entry alone would say nothing. */
export const REASON_CODE_NEEDING_TEXT: OrderReasonCode = 'other';

/** Characters of the free text of a reason (the field's maxLength in the app, the body's in the API). */
export const REASON_TEXT_LIMIT = 500;

/** A rejection or a cancellation ends the line for the buyer, so the seller and the buyer are told why. */
export const statusNeedsReason = (to: OrderStatus): boolean => to === 'rejected' || to === 'canceled';

export const isOrderReasonCode = (value: unknown): value is OrderReasonCode =>
  typeof value === 'string' && (ORDER_REASON_CODES as readonly string[]).includes(value);

/**
 * A reason of any of the app's lists in a language: the list's label, then the words typed with it ("other" is
 * the words alone); a code no longer on the list shows as itself.
 */
export const reasonWords = (
  list: readonly Enumerated[],
  reason: { code: string; text?: string | null },
  language: 'en' | 'ar',
): string => {
  const entry = list.find((item) => item.value === reason.code);
  const label = entry ? entry[language] : reason.code;
  const words = reason.text?.trim();
  if (!words) return label;
  return reason.code === REASON_CODE_NEEDING_TEXT ? words : `${label}: ${words}`;
};

export const orderReasonWords = (
  reason: { code: string; text?: string | null },
  language: 'en' | 'ar',
): string => reasonWords(ORDER_REASONS, reason, language);
