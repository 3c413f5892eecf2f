import type { ReturnStatus } from '../../src/lib/returns';
import type { Bilingual } from '../lib/errors';

export const RETURN_MESSAGES = {
  caseNotFound: { en: 'Return case not found', ar: 'حالة الإرجاع غير موجودة' },
  lineNotFound: { en: 'No such line in this order', ar: 'لا يوجد هذا المنتج في هذا الطلب' },
  lineNotReturnable: {
    en: 'Only a delivered line, or a shipped one refused at the door, can be returned (this one is {status})',
    ar: 'لا يُرجع إلا منتج تم تسليمه، أو منتج مشحون رُفض عند الاستلام (هذا المنتج {status})',
  },
  overReturnable: {
    en: 'At most {count} of this line can still be returned',
    ar: 'يمكن إرجاع {count} على الأكثر من هذا المنتج',
  },
  nothingReturnable: {
    en: 'Nothing of this line is left to return: it came back or an open case holds it',
    ar: 'لم يتبقَّ شيء من هذا المنتج لإرجاعه: أُرجع أو تشمله حالة إرجاع مفتوحة',
  },
  wholeLineAtDoor: {
    en: 'A shipment refused at the door comes back whole: {count}',
    ar: 'الشحنة المرفوضة عند الاستلام تُرجع كاملة: {count}',
  },
  cannotMove: {
    en: 'This case is {status}: it can no longer be {action}',
    ar: 'هذه الحالة {status}: لم يعد ممكنًا {action}',
  },
  sellerStillDeciding: {
    en: 'The seller has until {until} to answer; an admin decides after that',
    ar: 'أمام البائع حتى {until} للرد؛ بعد ذلك يقرر المشرف',
  },
  openCaseOnLine: {
    en: 'This line has an open return case ({reference}): it is returned through the case',
    ar: 'لهذا المنتج حالة إرجاع مفتوحة ({reference}): يُرجع من خلالها',
  },
  partlyReturned: {
    en: 'Part of this line already came back through a return case: the rest is returned through a case too',
    ar: 'عاد جزء من هذا المنتج من خلال حالة إرجاع: يُرجع الباقي من خلال حالة أيضًا',
  },
  photoUnknown: {
    en: 'This photo was not uploaded here: upload it again',
    ar: 'لم تُرفع هذه الصورة هنا: ارفعها مرة أخرى',
  },
  changedMeanwhile: {
    en: 'Someone else changed this case meanwhile: reload it to see its state',
    ar: 'غيّر شخص آخر هذه الحالة في أثناء ذلك: أعد تحميلها لترى حالتها',
  },
} as const satisfies Record<string, Bilingual>;

/** A case's state and an action refused on it, in both languages, for `cannotMove`. */
export const RETURN_STATUS_WORDS: Record<ReturnStatus, Bilingual> = {
  requested: { en: 'waiting for the seller', ar: 'بانتظار البائع' },
  accepted: { en: 'accepted', ar: 'مقبولة' },
  refused: { en: 'refused', ar: 'مرفوضة' },
  delivered: { en: 'delivered back', ar: 'أُعيدت البضاعة' },
  closed: { en: 'closed', ar: 'مغلقة' },
};

export const RETURN_ACTION_WORDS = {
  accept: { en: 'accepted', ar: 'قبولها' },
  refuse: { en: 'refused', ar: 'رفضها' },
  receive: { en: 'received back', ar: 'تسجيل استلام البضاعة' },
} as const satisfies Record<string, Bilingual>;

/** What each party is told; {reference}, {product}, {quantity}, {amount} and {reason} are filled in. */
export const RETURN_NOTICES = {
  opened: {
    en: 'Return {reference} opened for {quantity} × {product}: {reason}. Please accept or refuse it.',
    ar: 'فُتحت حالة الإرجاع {reference} لعدد {quantity} من {product}: {reason}. يرجى قبولها أو رفضها.',
  },
  accepted: {
    en: 'Return {reference} ({product}) was accepted: the goods are on their way back',
    ar: 'قُبلت حالة الإرجاع {reference} ({product}): البضاعة في طريق العودة',
  },
  refused: {
    en: 'Return {reference} ({product}) was refused: {reason}',
    ar: 'رُفضت حالة الإرجاع {reference} ({product}): {reason}',
  },
  delivered: {
    en: 'The goods of return {reference} ({product}) are back; {amount} EGP refunded from your balance',
    ar: 'عادت بضاعة حالة الإرجاع {reference} ({product})؛ خُصم {amount} ج.م من رصيدك كاسترداد',
  },
  deliveredNoRefund: {
    en: 'The goods of return {reference} ({product}) are back; the sale was never credited, so nothing is refunded',
    ar: 'عادت بضاعة حالة الإرجاع {reference} ({product})؛ لم يُضف ثمن البيع إلى رصيدك، فلا يُخصم شيء',
  },
} as const satisfies Record<string, Bilingual>;
