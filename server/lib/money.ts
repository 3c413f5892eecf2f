/** The database keeps piasters (integers) so ledgers add up exactly; the API speaks plain LE numbers. */
export const toLE = (piasters: number): number => Math.round(piasters) / 100;

export const toPiasters = (pounds: number): number => Math.round(pounds * 100);

/** An amount as messages write it in both languages: 1,234.50 (the words around it say EGP or ج.م). */
export const moneyText = (piasters: number): string =>
  toLE(piasters).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
