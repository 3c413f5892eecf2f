import { MESSAGES, type Bilingual } from '../lib/errors';
import { ACCOUNT_RULE_MESSAGES } from '../lib/users';

export const ONBOARDING_MESSAGES = {
  invalidDate: { en: 'Invalid date format', ar: 'صيغة التاريخ غير صحيحة' },
  ...ACCOUNT_RULE_MESSAGES,
} as const satisfies Record<string, Bilingual>;

/** Document upload failures answer `errors.detail` in both languages, like every upload route. */
export const DOCUMENT_UPLOAD_MESSAGES = {
  fileRequired: MESSAGES.fileRequired,
  notImage: MESSAGES.notAnImage,
  notImageOrPdf: {
    en: 'The file must be an image (PNG, JPEG, GIF or WebP) or a PDF',
    ar: 'يجب أن يكون الملف صورة (PNG أو JPEG أو GIF أو WebP) أو ملف PDF',
  },
  forbidden: MESSAGES.forbidden,
  userNotFound: { en: 'User not found', ar: 'المستخدم غير موجود' },
} as const satisfies Record<string, Bilingual>;
