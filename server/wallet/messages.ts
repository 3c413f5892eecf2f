import type { Bilingual } from '../lib/errors';

export const WALLET_MESSAGES = {
  invalidDate: { en: 'Not a valid date', ar: 'تاريخ غير صالح' },
} as const satisfies Record<string, Bilingual>;
