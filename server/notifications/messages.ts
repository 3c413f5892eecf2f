import type { Bilingual } from '../lib/errors';

export const NOTIFICATIONS_MESSAGES = {
  notFound: { en: 'Notification not found', ar: 'لم يتم العثور على الإشعار' },
} as const satisfies Record<string, Bilingual>;
