import type { ProductFilter } from '../../api/products';
import type { ProductStatus } from '../../api/types';
import { useServerList } from '../../app/list/useServerList';
import { fetchProducts, type InventoryScope } from './productsSlice';

/** SPEC.md §9: the inventory search waits one second after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

const NOT_ACTIVE: ProductStatus[] = ['pending', 'expired', 'soldout', 'rejected', 'paused'];
const SELLER_TABS = ['all', 'active', 'notActive'] as const;
const ADMIN_TABS = ['all', 'active', 'pending', 'rejected', 'expired', 'soldout', 'paused'] as const;
export type InventoryTab = (typeof SELLER_TABS)[number] | (typeof ADMIN_TABS)[number];

export const inventoryTabs = (scope: InventoryScope): readonly InventoryTab[] =>
  scope === 'admin' ? ADMIN_TABS : SELLER_TABS;

/** What each tab asks the API for: the not-active tab is an or-filter over every other status. */
export const inventoryFilterOf = (
  tab: InventoryTab,
): { filter?: ProductFilter; orFilter?: ProductFilter[] } => {
  if (tab === 'all') return {};
  if (tab === 'notActive') return { orFilter: NOT_ACTIVE.map((status) => ({ status })) };
  return { filter: { status: tab } };
};

/** The seller's or the admin's inventory: one page from the server for the tab, search and page in the address. */
export function useInventoryList(scope: InventoryScope) {
  return useServerList({
    id: scope === 'admin' ? 'admin-products' : 'store-inventory',
    tabs: inventoryTabs(scope),
    debounceMs: SEARCH_DEBOUNCE_MS,
    request: ({ tab, page, rowsPerPage, search }) =>
      fetchProducts({
        scope,
        page,
        limit: rowsPerPage,
        search: search || undefined,
        ...inventoryFilterOf(tab),
      }),
    select: ({ products }) => ({
      rows: products.list,
      count: products.meta.count,
      loading: products.loading,
    }),
  });
}
