/** The database keeps piasters (integers) so ledgers add up exactly; the API speaks plain LE numbers. */
export const toLE = (piasters: number): number => Math.round(piasters) / 100;

export const toPiasters = (pounds: number): number => Math.round(pounds * 100);
