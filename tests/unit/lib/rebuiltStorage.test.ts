import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_PRELOAD_KEY,
  BOOT_REQUEST_KEY,
  PERSIST_KEY,
  setItemMakingRoom,
} from '../../../src/lib/rebuiltStorage';

/** A storage that holds at most `capacity` characters of keys and values, as a browser's quota does. */
function boundedStorage(capacity: number): Storage {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    setItem: (key, value) => {
      const before = items.get(key);
      items.set(key, value);
      if (used() > capacity) {
        if (before === undefined) items.delete(key);
        else items.set(key, before);
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('setItemMakingRoom', () => {
  it('makes room by dropping only what the app rebuilds by itself', () => {
    const storage = boundedStorage(1_000);
    storage.setItem(`persist:${PERSIST_KEY}`, 'k'.repeat(400));
    storage.setItem(BOOT_REQUEST_KEY, 'r'.repeat(200));
    storage.setItem(BOOT_PRELOAD_KEY, 'p'.repeat(200));
    storage.setItem('draft:u1:kyc', 'd'.repeat(100));
    setItemMakingRoom(storage, 'jwtToken', 't'.repeat(300));
    expect(storage.getItem('jwtToken')).toHaveLength(300);
    expect(storage.getItem('draft:u1:kyc')).toHaveLength(100);
    expect(storage.getItem(`persist:${PERSIST_KEY}`)).toBeNull();
    expect(storage.getItem(BOOT_REQUEST_KEY)).toBeNull();
  });

  it('leaves everything as it was when there is room', () => {
    const storage = boundedStorage(1_000);
    storage.setItem(BOOT_REQUEST_KEY, 'r'.repeat(200));
    setItemMakingRoom(storage, 'jwtToken', 't'.repeat(300));
    expect(storage.getItem(BOOT_REQUEST_KEY)).toHaveLength(200);
  });

  it('throws when the entry does not fit even then', () => {
    const storage = boundedStorage(1_000);
    storage.setItem('someone-else', 'x'.repeat(900));
    expect(() => setItemMakingRoom(storage, 'jwtToken', 't'.repeat(300))).toThrow(DOMException);
    expect(storage.getItem('someone-else')).toHaveLength(900);
  });
});
