/**
 * Earlier releases let the edit API save a price of 0 on an active product. Such products go back to review:
 * no active product holds a price the offer refuses (above 0 LE, at most 10,000,000 LE, kept in piasters). The
 * bounds are written here as they were when this migration shipped; the statement is the same on both databases.
 */
export const UNSELLABLE_PRICES_TO_REVIEW = `UPDATE products SET status = 'pending'
  WHERE status = 'active' AND (listing_price <= 0 OR listing_price > 1000000000)`;
