import { useEffect, useState } from 'react';
import { listSellerOrders } from '../../api/orders';
import { listSellerProducts } from '../../api/products';
import type { ProductStatus } from '../../api/types';

/** How many of the seller's things wait on them; null until the API answered (or when it could not). */
export interface SellerCounts {
  pendingLines: number | null;
  rejectedProducts: number | null;
  soldOutProducts: number | null;
}

const NOT_YET: SellerCounts = { pendingLines: null, rejectedProducts: null, soldOutProducts: null };

/** One count from the smallest page of a list: its `count` says how many match over every page. */
const productsWith = (status: ProductStatus) =>
  listSellerProducts({ page: 1, limit: 5, filter: { status } }).then((page) => page.count);

/** The counts the seller's home lists, asked of the API side by side. */
export function useSellerCounts(enabled: boolean): SellerCounts {
  const [counts, setCounts] = useState<SellerCounts>(NOT_YET);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    const settle = (key: keyof SellerCounts) => (value: number) =>
      current && setCounts((before) => ({ ...before, [key]: value }));
    const ignore = () => undefined;
    listSellerOrders({ page: 1, limit: 5, status: 'pending' })
      .then((page) => page.count)
      .then(settle('pendingLines'), ignore);
    productsWith('rejected').then(settle('rejectedProducts'), ignore);
    productsWith('soldout').then(settle('soldOutProducts'), ignore);
    return () => {
      current = false;
    };
  }, [enabled]);
  return counts;
}
