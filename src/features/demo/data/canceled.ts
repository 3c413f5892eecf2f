import type { CanceledBy, CanceledOrder } from '../types';
import { sampleLine } from './sampleProducts';

const CANCELLATIONS: readonly { by: CanceledBy; reason: { en: string; ar: string } }[] = [
  { by: 'buyer', reason: { en: 'Ordered by mistake', ar: 'تم الطلب عن طريق الخطأ' } },
  { by: 'seller', reason: { en: 'Out of stock', ar: 'نفدت الكمية' } },
  { by: 'admin', reason: { en: 'Payment was not confirmed', ar: 'لم يتم تأكيد الدفع' } },
  { by: 'buyer', reason: { en: 'Delivery time too long', ar: 'مدة التوصيل طويلة' } },
  { by: 'seller', reason: { en: 'Price error in the listing', ar: 'خطأ في سعر المنتج' } },
  { by: 'admin', reason: { en: 'Address could not be reached', ar: 'تعذر الوصول إلى العنوان' } },
  { by: 'buyer', reason: { en: 'Found a better offer', ar: 'وجد عرضًا أفضل' } },
];

/** Sample canceled order lines for /pages/canceled. */
export const SAMPLE_CANCELED: readonly CanceledOrder[] = Array.from({ length: 12 }, (_, index) => {
  const entry = CANCELLATIONS[index % CANCELLATIONS.length] ?? CANCELLATIONS[0];
  const canceledAt = new Date(Date.UTC(2025, 2, 1 + index * 2, 8 + index, 5)).toISOString();
  return {
    _id: `demo-canceled-${index + 1}`,
    line: sampleLine((index * 3 + 1) % 17, 4200 + index, 1 + (index % 4), 'canceled', canceledAt),
    canceled_by: entry?.by ?? 'buyer',
    reason: entry?.reason ?? { en: '', ar: '' },
    canceledAt,
  };
});
