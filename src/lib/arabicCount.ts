/**
 * A count with its noun in Arabic, for texts the server writes (the app's own texts use i18next plural keys):
 * Arabic has six plural forms, and 1 and 2 are said by the noun alone ("منتج واحد", "منتجين").
 */
export interface ArabicNounForms {
  /** 1: the noun with "واحد"/"واحدة" as it reads best, e.g. "منتج واحد". */
  one: string;
  /** 2: the dual, e.g. "منتجين". */
  two: string;
  /** 3–10: the plural, e.g. "منتجات". */
  few: string;
  /** 11–99: the singular accusative, e.g. "منتجًا". */
  many: string;
  /** 0, 100, 1000…: the singular, e.g. "منتج". */
  other: string;
}

const arabicPlural = new Intl.PluralRules('ar');

export function arabicCount(count: number, forms: ArabicNounForms): string {
  const form = arabicPlural.select(count);
  if (form === 'one') return forms.one;
  if (form === 'two') return forms.two;
  if (form === 'few') return `${count} ${forms.few}`;
  if (form === 'many') return `${count} ${forms.many}`;
  return `${count} ${forms.other}`;
}

export const CHARACTERS: ArabicNounForms = {
  one: 'حرف واحد',
  two: 'حرفين',
  few: 'أحرف',
  many: 'حرفًا',
  other: 'حرف',
};

export const PRODUCTS: ArabicNounForms = {
  one: 'منتج واحد',
  two: 'منتجين',
  few: 'منتجات',
  many: 'منتجًا',
  other: 'منتج',
};
