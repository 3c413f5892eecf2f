import { MESSAGES, type Bilingual } from '../lib/errors';

export const CATEGORIES_MESSAGES = {
  // A fixed text, kept word for word (docs/screens.md).
  imageFirst: {
    en: 'Please upload an image first before publishing!',
    ar: 'يرجى رفع صورة أولًا قبل النشر!',
  },
  namesFixed: {
    en: 'The English and Arabic names of a category cannot be changed',
    ar: 'لا يمكن تغيير الاسم الإنجليزي والعربي للفئة',
  },
  nameInvalid: {
    en: 'The English name must contain Latin letters or digits',
    ar: 'يجب أن يحتوي الاسم الإنجليزي على حروف لاتينية أو أرقام',
  },
  codeTaken: {
    en: 'A category with this name already exists',
    ar: 'توجد فئة بهذا الاسم بالفعل',
  },
  parentMissing: {
    en: 'The parent category does not exist',
    ar: 'الفئة الرئيسية غير موجودة',
  },
  hasProducts: {
    en: 'This category has products and cannot be deleted',
    ar: 'هذه الفئة تحتوي على منتجات ولا يمكن حذفها',
  },
  headerKeys: {
    en: 'Every field of the category needs a key of its own; no field was saved',
    ar: 'يجب أن يكون لكل حقل في الفئة مفتاح خاص به؛ لم يُحفظ أي حقل',
  },
  keyEmpty: {
    en: 'This field has no key: give it a label, or a key with Latin letters or digits',
    ar: 'هذا الحقل بلا مفتاح: أدخل له اسمًا أو مفتاحًا بحروف لاتينية أو أرقام',
  },
} as const satisfies Record<string, Bilingual>;

/** A field whose key an earlier field (numbered from 1) already has. */
export const keyTakenMessage = (key: string, field: number): Bilingual => ({
  en: `Field ${field} already has the key “${key}”: change this field's label or key`,
  ar: `المفتاح \u2068${key}\u2069 مستخدم بالفعل في الحقل ${field}: غيّر اسم هذا الحقل أو مفتاحه`,
});

/** Logo upload refusals, in both languages like every upload route (`errors.detail`). */
export const LOGO_UPLOAD_MESSAGES = {
  fileRequired: MESSAGES.fileRequired,
  wrongType: MESSAGES.notAnImage,
} as const satisfies Record<string, Bilingual>;
