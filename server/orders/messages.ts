import { arabicCount, type ArabicNounForms } from '../../src/lib/arabicCount';
import { ORDER_REASONS } from '../../src/lib/orderReasons';
import type { OrderStatus } from '../../src/lib/orderStatus';
import type { Bilingual } from '../lib/errors';

/** A reason as stored with a change (audit details): a code of src/lib/orderReasons.ts and the seller's words. */
export type StoredReason = { code: string; text: string | null };

/** The label of a reason code in both languages; a code no longer listed reads as itself. */
export const reasonLabel = (code: string): Bilingual => {
  const reason = ORDER_REASONS.find((candidate) => candidate.value === code);
  return reason ? { en: reason.en, ar: reason.ar } : { en: code, ar: code };
};

/** The reason in a sentence: "other" is the seller's own words; a listed reason gains them after a dash. */
const reasonWords = (reason: StoredReason): Bilingual => {
  const label = reasonLabel(reason.code);
  if (!reason.text) return label;
  if (reason.code === 'other') return { en: reason.text, ar: reason.text };
  return { en: `${label.en} — ${reason.text}`, ar: `${label.ar} — ${reason.text}` };
};

const LINES: ArabicNounForms = {
  one: 'بند واحد',
  two: 'بندين',
  few: 'بنود',
  many: 'بندًا',
  other: 'بند',
};

const STATUS_TEXT: Record<OrderStatus, Bilingual> = {
  pending: { en: 'pending', ar: 'قيد الانتظار' },
  confirmed: { en: 'confirmed', ar: 'مؤكد' },
  shipped: { en: 'shipped', ar: 'تم الشحن' },
  delivered: { en: 'delivered', ar: 'تم التوصيل' },
  canceled: { en: 'canceled', ar: 'ملغي' },
  returned: { en: 'returned', ar: 'مرتجع' },
  rejected: { en: 'rejected', ar: 'مرفوض' },
};

export const ORDERS_MESSAGES = {
  lineNotFound: { en: 'Order line not found', ar: 'لم يتم العثور على بند الطلب' },
  dayInvalid: { en: 'A day of the calendar, as 2026-11-27', ar: 'يوم من التقويم، مثل 2026-11-27' },
  dayRangeReversed: {
    en: 'The end date is before the start date',
    ar: 'تاريخ النهاية قبل تاريخ البداية',
  },
  updated: { en: 'Order status updated successfully', ar: 'تم تحديث حالة الطلب بنجاح' },
  sameStatus: (status: OrderStatus): Bilingual => ({
    en: `The order line is already ${STATUS_TEXT[status].en}`,
    ar: `بند الطلب بالفعل في حالة ${STATUS_TEXT[status].ar}`,
  }),
  notAllowed: (from: OrderStatus, to: OrderStatus): Bilingual => ({
    en: `An order line cannot go from ${STATUS_TEXT[from].en} to ${STATUS_TEXT[to].en}`,
    ar: `لا يمكن تغيير بند الطلب من ${STATUS_TEXT[from].ar} إلى ${STATUS_TEXT[to].ar}`,
  }),
  notYourRole: (to: OrderStatus): Bilingual => ({
    en: `You cannot set an order line to ${STATUS_TEXT[to].en}`,
    ar: `لا يمكنك تغيير بند الطلب إلى ${STATUS_TEXT[to].ar}`,
  }),
  /** Another change of the line was committed between reading it and writing this one. */
  changedMeanwhile: {
    en: 'The order line changed in the meantime; reload it and try again',
    ar: 'تغيّر بند الطلب في هذه الأثناء؛ أعد تحميله وحاول مرة أخرى',
  },
  orderNotFound: { en: 'Order not found', ar: 'لم يتم العثور على الطلب' },
  /** A rejection or a cancellation without its reason; `fields` points at the reason's inputs. */
  reasonRequired: (to: OrderStatus): Bilingual => ({
    en: `Choose a reason to set an order line to ${STATUS_TEXT[to].en}`,
    ar: `اختر سببًا لتغيير بند الطلب إلى «${STATUS_TEXT[to].ar}»`,
  }),
  reasonTextRequired: {
    en: 'Describe the reason in your own words when it is "Other"',
    ar: 'اكتب السبب بكلماتك عند اختيار «سبب آخر»',
  },
  chooseReason: { en: 'Choose a reason', ar: 'اختر سببًا' },
  describeReason: { en: 'Describe the reason', ar: 'اكتب السبب' },
  /** The seller's notification of a change of one of their lines, with the reason when one was given. */
  notification: (
    ref: string,
    names: Bilingual,
    status: OrderStatus,
    reason?: StoredReason | null,
  ): Bilingual => {
    const why = reason ? reasonWords(reason) : null;
    return {
      en: `Order ${ref}: ${names.en} is now ${STATUS_TEXT[status].en}${why ? `. Reason: ${why.en}` : ''}`,
      ar: `الطلب ${ref}: حالة المنتج ${names.ar} الآن «${STATUS_TEXT[status].ar}»${why ? `. السبب: ${why.ar}` : ''}`,
    };
  },
  undone: { en: 'The change was undone', ar: 'تم التراجع عن التغيير' },
  bulkTooMany: (limit: number): Bilingual => ({
    en: `Choose at most ${limit} order lines for one action`,
    ar: `اختر ${arabicCount(limit, LINES)} على الأكثر لإجراء واحد`,
  }),
  exportTooMany: (limit: number): Bilingual => ({
    en: `More than ${limit} order lines match; a file holds at most ${limit}. Narrow the filter or the dates.`,
    ar: `تطابق أكثر من ${arabicCount(limit, LINES)}، والملف يحمل ${arabicCount(limit, LINES)} على الأكثر. ضيّق التصفية أو التواريخ.`,
  }),
  bulkLinesOrFilter: {
    en: 'Name the lines, or the list whose lines to change, not both',
    ar: 'حدّد البنود أو القائمة التي تُغيَّر بنودها، لا الاثنين معًا',
  },
  bulkNothingChosen: { en: 'Choose the order lines to change', ar: 'اختر بنود الطلبات المراد تغييرها' },
  bulkChangedSincePreview: {
    en: 'Some of these order lines changed since the preview; nothing was changed. Look at the preview again',
    ar: 'تغيّرت بعض هذه البنود بعد المعاينة، ولم يتغيّر شيء. راجع المعاينة مرة أخرى',
  },
  bulkNothingToChange: {
    en: 'None of the chosen order lines can take this action',
    ar: 'لا يمكن تطبيق هذا الإجراء على أي من البنود المختارة',
  },
  bulkApplied: (count: number, to: OrderStatus): Bilingual => ({
    en: `${count} order line${count === 1 ? '' : 's'} ${count === 1 ? 'is' : 'are'} now ${STATUS_TEXT[to].en}`,
    ar: `أصبحت حالة ${arabicCount(count, LINES)} «${STATUS_TEXT[to].ar}»`,
  }),
  bulkUndone: (count: number): Bilingual => ({
    en: `The change of ${count} order line${count === 1 ? '' : 's'} was undone`,
    ar: `تم التراجع عن تغيير ${arabicCount(count, LINES)}`,
  }),
  bulkUndoNone: {
    en: 'None of these changes can be undone any more',
    ar: 'لم يعد ممكنًا التراجع عن أي من هذه التغييرات',
  },
  /** Why a chosen line is left out of a bulk action. */
  bulkSkipped: (from: OrderStatus, to: OrderStatus): Bilingual => ({
    en: `It is ${STATUS_TEXT[from].en}: it cannot become ${STATUS_TEXT[to].en}`,
    ar: `حالته «${STATUS_TEXT[from].ar}»، فلا يمكن أن تصبح «${STATUS_TEXT[to].ar}»`,
  }),
  /** The seller's one notification about several lines of one order changed at once. */
  bulkNotification: (ref: string, count: number, to: OrderStatus, reason: StoredReason | null): Bilingual => {
    const why = reason ? reasonWords(reason) : null;
    return {
      en: `Order ${ref}: ${count} line${count === 1 ? '' : 's'} now ${STATUS_TEXT[to].en}${why ? `. Reason: ${why.en}` : ''}`,
      ar: `الطلب ${ref}: أصبحت حالة ${arabicCount(count, LINES)} «${STATUS_TEXT[to].ar}»${why ? `. السبب: ${why.ar}` : ''}`,
    };
  },
  bulkUndoNotification: (ref: string, count: number, undone: OrderStatus): Bilingual => ({
    en: `Order ${ref}: the change of ${count} line${count === 1 ? '' : 's'} to ${STATUS_TEXT[undone].en} was undone`,
    ar: `الطلب ${ref}: تم التراجع عن تغيير ${arabicCount(count, LINES)} إلى «${STATUS_TEXT[undone].ar}»`,
  }),
  undoExpired: {
    en: 'The time to undo this change has passed',
    ar: 'انتهت المهلة المتاحة للتراجع عن هذا التغيير',
  },
  undoNotYours: {
    en: 'You have made no change to this order line that you could undo',
    ar: 'لم تُجرِ أي تغيير على بند الطلب هذا يمكنك التراجع عنه',
  },
  undoChangedSince: {
    en: 'The order line has changed since your change, so it cannot be undone',
    ar: 'تغيّر بند الطلب بعد تغييرك، لذا لا يمكن التراجع عنه',
  },
  undoNotUndoable: {
    en: 'Only confirming or shipping an order line can be undone',
    ar: 'يمكن التراجع عن تأكيد بند الطلب أو شحنه فقط',
  },
  /** The seller's notification that a confirm or ship of their line was taken back. */
  undoNotification: (ref: string, names: Bilingual, undone: OrderStatus, now: OrderStatus): Bilingual => ({
    en: `Order ${ref}: setting ${names.en} to ${STATUS_TEXT[undone].en} was undone; it is ${STATUS_TEXT[now].en} again`,
    ar: `الطلب ${ref}: تم التراجع عن تغيير حالة المنتج ${names.ar} إلى «${STATUS_TEXT[undone].ar}»، وعاد إلى «${STATUS_TEXT[now].ar}»`,
  }),
} as const satisfies Record<string, Bilingual | ((...args: never[]) => Bilingual)>;
