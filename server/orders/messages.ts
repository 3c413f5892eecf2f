import type { OrderStatus } from '../../src/lib/orderStatus';
import type { Bilingual } from '../lib/errors';

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
  /** The seller's notification of a change of one of their lines. */
  notification: (ref: string, names: Bilingual, status: OrderStatus): Bilingual => ({
    en: `Order ${ref}: ${names.en} is now ${STATUS_TEXT[status].en}`,
    ar: `الطلب ${ref}: حالة المنتج ${names.ar} الآن «${STATUS_TEXT[status].ar}»`,
  }),
} as const satisfies Record<string, Bilingual | ((...args: never[]) => Bilingual)>;
