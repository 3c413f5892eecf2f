import { MESSAGES, type Bilingual } from '../lib/errors';

export const CATEGORIES_MESSAGES = {
  // SPEC.md §8 names this exact text.
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
} as const satisfies Record<string, Bilingual>;

/** Logo upload refusals, in both languages like every upload route (`errors.detail`). */
export const LOGO_UPLOAD_MESSAGES = {
  fileRequired: MESSAGES.fileRequired,
  wrongType: MESSAGES.notAnImage,
} as const satisfies Record<string, Bilingual>;
