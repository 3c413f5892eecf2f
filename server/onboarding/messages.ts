import type { PlausibilityKey } from '../../src/lib/plausibility';
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

/**
 * The words of each plausibility problem (src/lib/plausibility.ts), answered under the field it concerns:
 * the same texts as the app's catalogue keys of the same name (tests/server/plausibility.test.ts compares them).
 */
export const PLAUSIBILITY_MESSAGES = {
  'validation.nationalId.format': {
    en: 'A national ID number has exactly 14 digits',
    ar: 'الرقم القومي يتكوّن من 14 رقمًا بالضبط',
  },
  'validation.nationalId.birthDate': {
    en: 'The first 7 digits of the national ID are not a real birth date (2 or 3, then year, month and day)',
    ar: 'أول 7 أرقام في الرقم القومي لا تكوّن تاريخ ميلاد صحيحًا (2 أو 3 ثم السنة والشهر واليوم)',
  },
  'validation.nationalId.birthdayMismatch': {
    en: 'The birth date in the national ID does not match the Birthday field',
    ar: 'تاريخ الميلاد في الرقم القومي لا يطابق حقل تاريخ الميلاد',
  },
  'validation.nationalId.governorate': {
    en: 'Digits 8 and 9 of the national ID are not a known governorate code',
    ar: 'الرقمان 8 و9 في الرقم القومي ليسا كود محافظة معروفًا',
  },
  'validation.nationalId.genderMismatch': {
    en: 'Digit 13 of the national ID does not match the Gender field (odd for male, even for female)',
    ar: 'الرقم 13 في الرقم القومي لا يطابق حقل النوع (فردي للذكر وزوجي للأنثى)',
  },
  'validation.passportInvalid': {
    en: 'A passport number has 6 to 9 Latin letters and digits, with at least one digit',
    ar: 'رقم جواز السفر من 6 إلى 9 حروف لاتينية وأرقام، منها رقم واحد على الأقل',
  },
  'validation.familyCardInvalid': {
    en: 'A family card number has 6 to 20 digits',
    ar: 'رقم البطاقة العائلية من 6 إلى 20 رقمًا',
  },
  'validation.dateInFuture': {
    en: 'This date cannot be in the future',
    ar: 'لا يمكن أن يكون هذا التاريخ في المستقبل',
  },
  'validation.underAge': {
    en: 'Sellers must be at least 18 years old',
    ar: 'يجب ألا يقل عمر البائع عن 18 عامًا',
  },
  'validation.endBeforeStart': {
    en: 'The end date must be after the registration start date',
    ar: 'يجب أن يكون تاريخ انتهاء القيد بعد تاريخ بدايته',
  },
} as const satisfies Record<PlausibilityKey, Bilingual>;
