import type { Bilingual } from '../lib/errors';

export const ADMIN_MESSAGES = {
  alreadyHasRole: {
    en: 'This user already has this role',
    ar: 'هذا المستخدم لديه هذا الدور بالفعل',
  },
  noBusinessInfo: {
    en: 'This user has not submitted business info yet',
    ar: 'لم يرسل هذا المستخدم بيانات النشاط التجاري بعد',
  },
  noDocument: {
    en: 'There is no uploaded document to review',
    ar: 'لا يوجد مستند مرفوع لمراجعته',
  },
} as const satisfies Record<string, Bilingual>;
