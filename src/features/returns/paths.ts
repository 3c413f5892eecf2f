/** Where the after-sale pages live: the seller's cases keep the address the product has always had. */
export const RETURNS_PATH = '/pages/return';
export const ADMIN_RETURNS_PATH = '/admin/returns';
export const CANCELLATIONS_PATH = '/pages/canceled';

/** The cases of one order, found by its reference in the seller's list or the admins'. */
export const returnsOfOrderPath = (audience: 'seller' | 'admin', orderRef: string) =>
  `${audience === 'admin' ? ADMIN_RETURNS_PATH : RETURNS_PATH}?q=${encodeURIComponent(orderRef)}`;

/** One case's page, for the seller and the admins alike. */
export const returnCasePath = (id: string) => `${RETURNS_PATH}/${encodeURIComponent(id)}`;
