import { MESSAGES, type Bilingual } from '../lib/errors';

export const IMPORT_MESSAGES = {
  fileRequired: MESSAGES.fileRequired,
  categoryRequired: { en: 'Please choose a category', ar: 'يرجى اختيار الفئة' },
  sheetNotFound: {
    en: 'The uploaded spreadsheet was not found. Please upload it again.',
    ar: 'لم يتم العثور على الملف المرفوع. يرجى رفعه مرة أخرى.',
  },
  sheetRejected: {
    en: 'The spreadsheet has errors. Fix the rows listed and upload it again.',
    ar: 'يحتوي الملف على أخطاء. صحح الصفوف المذكورة وارفعه مرة أخرى.',
  },
  /** A workbook's refusal names the sheet that was read, and says that nothing was written. */
  sheetRejectedIn: (sheet: string): Bilingual => ({
    en: `The sheet “${sheet}” has errors, so nothing was imported. Fix the rows listed and upload it again.`,
    ar: `تحتوي الورقة «${sheet}» على أخطاء، لذلك لم يُستورد شيء. صحح الصفوف المذكورة وارفعه مرة أخرى.`,
  }),
  importNotFound: { en: 'Import not found', ar: 'عملية الاستيراد غير موجودة' },
} as const satisfies Record<string, Bilingual | ((sheet: string) => Bilingual)>;
