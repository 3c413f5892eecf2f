import { MESSAGES, type Bilingual } from '../lib/errors';

export const PRODUCTS_MESSAGES = {
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
  statusUpdated: { en: 'Status updated successfully', ar: 'تم تحديث الحالة بنجاح' },
  noProductsMatched: { en: 'None of these products exist', ar: 'لا يوجد أي من هذه المنتجات' },
  skuTaken: { en: 'You already have a product with this SKU', ar: 'لديك منتج آخر بنفس رمز المنتج' },
  nameRequired: {
    en: 'The product needs a name in English or Arabic',
    ar: 'يجب أن يكون للمنتج اسم بالعربية أو الإنجليزية',
  },
  invalidImageLink: { en: 'Not a valid image url', ar: 'رابط الصورة غير صالح' },
} as const satisfies Record<string, Bilingual>;

/** Photo upload refusals, in both languages like every upload route (`errors.detail`). */
export const PHOTO_UPLOAD_MESSAGES = {
  fileRequired: MESSAGES.fileRequired,
  wrongType: MESSAGES.notAnImage,
} as const satisfies Record<string, Bilingual>;
