import { afterEach, describe, expect, it } from 'vitest';
import { returnPathAfterLogin, watchLeavingUser } from '../../../src/features/auth/sessionFlow';
import type { RootState } from '../../../src/app/store';

/** A store whose signed-in user the test sets; enough for the watcher. */
function fakeStore(userId: string | null) {
  let state = { auth: { user: userId ? { id: userId } : null } } as unknown as RootState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (id: string | null) => {
      state = { auth: { user: id ? { id } : null } } as unknown as RootState;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => sessionStorage.clear());

describe('the next= page after a log in', () => {
  it('is a guest’s deep link, and the same user’s page after their session ended', () => {
    expect(returnPathAfterLogin('u1', '/store/orders')).toBe('/store/orders');
    const store = fakeStore('u1');
    const stop = watchLeavingUser(store);
    store.signIn(null);
    expect(returnPathAfterLogin('u1', '/store/orders?tab=pending')).toBe('/store/orders?tab=pending');
    stop();
  });

  it('is never inherited by the next user to log in in the tab', () => {
    const store = fakeStore('seller-a');
    const stop = watchLeavingUser(store);
    store.signIn(null);
    expect(returnPathAfterLogin('admin-b', '/store/orders')).toBeNull();
    // Used once: a later log in on a guest's link goes there.
    expect(returnPathAfterLogin('admin-b', '/admin/orders')).toBe('/admin/orders');
    stop();
  });

  it('refuses a path outside the app', () => {
    expect(returnPathAfterLogin('u1', '//evil.example')).toBeNull();
    expect(returnPathAfterLogin('u1', 'https://evil.example')).toBeNull();
  });
});
