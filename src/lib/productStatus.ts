/** Product statuses of docs/products.md, shared by the app (filters, badges) and the reference API (validation). */
export const PRODUCT_STATUSES = ['pending', 'active', 'soldout', 'rejected', 'expired', 'paused'] as const;

export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
