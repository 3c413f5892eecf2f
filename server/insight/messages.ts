import type { Bilingual } from '../lib/errors';
import { INSIGHT_YEARS } from '../../src/lib/insight';

export const INSIGHT_MESSAGES = {
  reversed: { en: 'The end date is before the start date', ar: 'تاريخ النهاية قبل تاريخ البداية' },
  outsideYears: {
    en: `A day from ${INSIGHT_YEARS.first} to ${INSIGHT_YEARS.last}`,
    ar: `يوم بين عامي ${INSIGHT_YEARS.first} و${INSIGHT_YEARS.last}`,
  },
  tooLong: (days: number): Bilingual => ({
    en: `A period of at most ${days} days`,
    ar: `فترة لا تزيد على ${days} يومًا`,
  }),
};
