import { arabicCount, type ArabicNounForms } from '../../src/lib/arabicCount';
import type { Bilingual } from '../lib/errors';

const ORDERS: ArabicNounForms = { one: 'طلب واحد', two: 'طلبين', few: 'طلبات', many: 'طلبًا', other: 'طلب' };

export const ORDER_DOCUMENTS_MESSAGES = {
  /** More orders than ORDER_DOCUMENTS_LIMIT in one request. */
  tooMany: (limit: number): Bilingual => ({
    en: `At most ${limit} order${limit === 1 ? '' : 's'} can be printed at once: choose fewer`,
    ar: `يمكن طباعة ${arabicCount(limit, ORDERS)} على الأكثر في المرة الواحدة: اختر عددًا أقل`,
  }),
  /** Some of several orders do not exist or hold none of the caller's lines (their keys go in `details`). */
  someNotFound: {
    en: 'Some of the chosen orders were not found',
    ar: 'لم يتم العثور على بعض الطلبات المختارة',
  },
  /** Every line the caller may print was cancelled or refused: there is nothing to pack or to invoice. */
  nothingToPrint: {
    en: 'There is nothing to print: every line of these orders was canceled or rejected',
    ar: 'لا يوجد ما يُطبع: كل بنود هذه الطلبات ملغاة أو مرفوضة',
  },
} satisfies Record<string, Bilingual | ((...args: never[]) => Bilingual)>;
