import type { Bilingual } from '../lib/errors';

export const INSIGHT_MESSAGES = {
  reversed: { en: 'The end date is before the start date', ar: 'تاريخ النهاية قبل تاريخ البداية' },
  tooLong: (days: number): Bilingual => ({
    en: `A period of at most ${days} days`,
    ar: `فترة لا تزيد على ${days} يومًا`,
  }),
};
