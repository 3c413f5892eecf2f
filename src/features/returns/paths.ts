/** Where the after-sale pages live: the seller's cases keep the address the product has always had. */
export const RETURNS_PATH = '/pages/return';
export const ADMIN_RETURNS_PATH = '/admin/returns';
export const CANCELLATIONS_PATH = '/pages/canceled';

/** One case's page, for the seller and the admins alike. */
export const returnCasePath = (id: string) => `${RETURNS_PATH}/${encodeURIComponent(id)}`;
