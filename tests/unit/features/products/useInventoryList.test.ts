import { describe, expect, it } from 'vitest';
import {
  inventoryFilterOf,
  inventoryTabs,
  SEARCH_DEBOUNCE_MS,
} from '../../../../src/features/products/useInventoryList';

describe('the inventory list', () => {
  it('searches one second after the last keystroke', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
  });

  it('offers the seller three tabs and the admin one per status', () => {
    expect(inventoryTabs('seller')).toEqual(['all', 'active', 'notActive']);
    expect(inventoryTabs('admin')).toEqual([
      'all',
      'active',
      'pending',
      'rejected',
      'expired',
      'soldout',
      'paused',
    ]);
  });

  it('asks for one status per tab, every status but active for "not active", and no filter for all', () => {
    expect(inventoryFilterOf('all')).toEqual({});
    expect(inventoryFilterOf('pending')).toEqual({ filter: { status: 'pending' } });
    expect(inventoryFilterOf('notActive')).toEqual({
      orFilter: ['pending', 'expired', 'soldout', 'rejected', 'paused'].map((status) => ({ status })),
    });
  });
});
