/**
 * Expressions over a product row that lists filter and sort by, written once: the indexes in server/db/tables.ts
 * are built on exactly these texts, and a query uses the index only when it repeats the same expression.
 */

/** 0 out of stock, 1 low (some left, at most the product's threshold), 2 in stock: STOCK_LEVELS in that order. */
export const STOCK_LEVEL_SQL =
  '(CASE WHEN stock_quantity <= 0 THEN 0 WHEN stock_quantity <= low_stock_threshold THEN 1 ELSE 2 END)';

/** The name a list sorts by in each language: that language's name, else the other one; case folded. */
export const NAME_SORT_SQL = {
  en: "lower(CASE WHEN name_en <> '' THEN name_en ELSE name_ar END)",
  ar: "lower(CASE WHEN name_ar <> '' THEN name_ar ELSE name_en END)",
} as const;
