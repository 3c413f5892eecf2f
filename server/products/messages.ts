import type { ProductStatus } from '../../src/lib/productStatus';
import type { ReviewReason } from '../../src/lib/reviewReasons';
import { arabicCount, PRODUCTS } from '../../src/lib/arabicCount';
import { MESSAGES, type Bilingual } from '../lib/errors';
import { reviewReasonText } from '../lib/reviews';

export const PRODUCTS_MESSAGES = {
  lowStockOne: (nameEn: string, nameAr: string, left: number): Bilingual => ({
    en: `Low stock: “${nameEn}” has ${left} left`,
    ar: `مخزون منخفض: تبقّى من «${nameAr}» ${left}`,
  }),
  lowStockMany: (count: number): Bilingual => ({
    en: `Low stock: ${count} products are at or below their threshold`,
    ar: `مخزون منخفض: ${arabicCount(count, PRODUCTS)} عند حد التنبيه أو أقل`,
  }),
  priceRangeReversed: {
    en: 'The lowest price is above the highest price',
    ar: 'أقل سعر أعلى من أعلى سعر',
  },
  thresholdInvalid: {
    en: 'The low-stock threshold must be a whole number from 0 to 1,000,000',
    ar: 'يجب أن يكون حد المخزون المنخفض عددًا صحيحًا من 0 إلى 1,000,000',
  },
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
  statusUpdated: { en: 'Status updated successfully', ar: 'تم تحديث الحالة بنجاح' },
  noProductsMatched: { en: 'None of these products exist', ar: 'لا يوجد أي من هذه المنتجات' },
  nameRequired: {
    en: 'The product needs a name in English or Arabic',
    ar: 'يجب أن يكون للمنتج اسم بالعربية أو الإنجليزية',
  },
  invalidImageLink: { en: 'Not a valid image url', ar: 'رابط الصورة غير صالح' },
  categoryRequired: { en: 'Please choose a category', ar: 'يرجى اختيار الفئة' },
  skuTaken: {
    en: 'You already have a product with this SKU',
    ar: 'لديك بالفعل منتج بهذا الرمز',
  },
  exportTooMany: (matching: number, limit: number): Bilingual => ({
    en: `${matching} products match; a file holds at most ${limit} to be imported back. Narrow the filter.`,
    ar: `عدد المنتجات المطابقة ${matching}، والملف يحمل ${limit} على الأكثر ليُستورد مرة أخرى. ضيّق التصفية.`,
  }),
  /** A required field of the category left empty, named by its label in each language. */
  fieldRequired: (label: Bilingual): Bilingual => ({
    en: `${label.en} is required for a new product`,
    ar: `${label.ar} مطلوب للمنتج الجديد`,
  }),
  skuFixed: {
    en: 'The SKU cannot be changed: spreadsheet updates find the product by it',
    ar: 'لا يمكن تغيير رمز المنتج: تحديثات الجداول تتعرف على المنتج به',
  },
} as const satisfies Record<string, Bilingual | ((...values: never[]) => Bilingual)>;

/** Photo upload refusals, in both languages like every upload route (`errors.detail`). */
export const PHOTO_UPLOAD_MESSAGES = {
  fileRequired: MESSAGES.fileRequired,
  wrongType: MESSAGES.notAnImage,
} as const satisfies Record<string, Bilingual>;

/** A product status in a sentence, as the app labels it (locales products.status). */
const STATUS_TEXT: Record<ProductStatus, Bilingual> = {
  pending: { en: 'Pending', ar: 'قيد المراجعة' },
  active: { en: 'Active', ar: 'نشط' },
  soldout: { en: 'Sold out', ar: 'نفدت الكمية' },
  rejected: { en: 'Rejected', ar: 'مرفوض' },
  expired: { en: 'Expired', ar: 'منتهي' },
  paused: { en: 'Paused', ar: 'متوقف مؤقتًا' },
};

/** The review of many products at once (server/products/bulkStatus.ts). */
export const BULK_MESSAGES = {
  selectionChanged: (expected: number, now: number): Bilingual => ({
    en: `The products matching this filter changed (${expected} when previewed, ${now} now). Review the preview again.`,
    ar: `تغيّرت المنتجات المطابقة لهذه التصفية (${expected} عند المعاينة، ${now} الآن). راجع المعاينة مرة أخرى.`,
  }),
  tooMany: (matching: number, limit: number): Bilingual => ({
    en: `${matching} products match; one change may touch at most ${limit}. Narrow the filter.`,
    ar: `عدد المنتجات المطابقة ${matching}، والحد الأقصى للتغيير الواحد ${limit}. ضيّق التصفية.`,
  }),
  unsellablePrice: (count: number): Bilingual => ({
    en: `${count} of these ${count === 1 ? 'product has' : 'products have'} a price of 0 or above the maximum: give ${count === 1 ? 'it' : 'them'} a valid price before activating.`,
    ar: `لعدد ${count} من هذه المنتجات سعر يساوي صفرًا أو يتجاوز الحد الأقصى: عدّل السعر قبل التفعيل.`,
  }),
  batchNotFound: { en: 'This change does not exist', ar: 'هذا التغيير غير موجود' },
  alreadyUndone: { en: 'This change was already undone', ar: 'تم التراجع عن هذا التغيير بالفعل' },
  undoExpired: {
    en: 'This change can no longer be undone: the time to undo it has passed',
    ar: 'لم يعد التراجع عن هذا التغيير ممكنًا: انتهى وقت التراجع',
  },
  bulkDone: (changed: number): Bilingual => ({
    en: `${changed} ${changed === 1 ? 'product was' : 'products were'} updated`,
    ar: `تم تحديث المنتجات (العدد: ${changed})`,
  }),
  undone: (restored: number): Bilingual => ({
    en: `The change was undone: ${restored} ${restored === 1 ? 'product is' : 'products are'} back as before`,
    ar: `تم التراجع عن التغيير: عادت المنتجات كما كانت (العدد: ${restored})`,
  }),
  /** The seller's notification: how many of their products, the new status, and why when rejected. */
  sellerNotice: (count: Bilingual, to: ProductStatus, reason: ReviewReason | null): Bilingual => {
    const why = reason ? reviewReasonText('product', reason) : null;
    return {
      en: `Review of your products — ${count.en}: ${STATUS_TEXT[to].en}${why ? `. Reason: ${why.en}` : ''}`,
      ar: `مراجعة منتجاتك — ${count.ar}: ${STATUS_TEXT[to].ar}${why ? `. السبب: ${why.ar}` : ''}`,
    };
  },
  undoneNotice: (count: Bilingual): Bilingual => ({
    en: `A review of your products was undone — ${count.en}: back to their status before`,
    ar: `تم التراجع عن مراجعة منتجاتك — ${count.ar}: عادت إلى حالتها السابقة`,
  }),
};
