import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_REFUSED, SESSION_CHANGED, TOKEN_STORAGE_KEY } from '../../../src/api/client';
import { announceSwitchedSession, sessionTokenFor, watchOtherTabs } from '../../../src/app/crossTab';
import { errorsCleared } from '../../../src/app/errorSlice';
import { resumeSession } from '../../../src/features/auth/sessionFlow';
import { makeStore } from '../../../src/app/store';
import type { WiredRouter } from '../../../src/app/handles';
import { currentUserSet } from '../../../src/features/auth/authSlice';
import { AUTH_USER_STORAGE_KEY } from '../../../src/features/auth/session';

const signedIn = (id: string) => {
  localStorage.setItem(TOKEN_STORAGE_KEY, `token-of-${id}`);
  localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify({ id }));
};

/** What another tab's change looks like here: the storage changes, then a storage event arrives. */
const otherTabDoes = (change: () => void, key: string | null = TOKEN_STORAGE_KEY) => {
  change();
  window.dispatchEvent(new StorageEvent('storage', { key }));
};

const setup = (shownUser: string | null) => {
  const store = makeStore();
  if (shownUser) {
    signedIn(shownUser);
    store.dispatch(currentUserSet({ id: shownUser }));
  }
  const navigate = vi.fn(() => Promise.resolve());
  const reload = vi.fn();
  const router = { state: { location: { pathname: '/', search: '' } }, navigate } as unknown as WiredRouter;
  const watcher = watchOtherTabs(store, router, { reload });
  return { store, navigate, reload, watcher, token: sessionTokenFor(store, watcher.react) };
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('a page acts only as the user it shows', () => {
  it('sends that user’s token, and none on a guest page even when another tab is signed in', () => {
    expect(setup('seller-1').token()).toBe('token-of-seller-1');
    const guest = setup(null);
    signedIn('admin-1');
    expect(guest.token()).toBeNull();
  });

  it('refuses a call once another tab stored someone else’s session, and reloads as them', () => {
    const { token, reload, store } = setup('seller-1');
    signedIn('admin-1');
    expect(token()).toBe(CALL_REFUSED);
    expect(store.getState().auth.user?.id).toBe('seller-1');
    expect(reload).toHaveBeenCalledTimes(1);
    // A second refused call does not reload again.
    expect(token()).toBe(CALL_REFUSED);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a session changed in another tab', () => {
  it('logging out there ends the session here, says why and goes to /login', () => {
    const { store, navigate, reload } = setup('seller-1');
    otherTabDoes(() => localStorage.clear(), null);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().error.current?.messageKey).toBe('errors.loggedOutElsewhere');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(reload).not.toHaveBeenCalled();
  });

  it('logging in there as someone else reloads this tab, which then says why', () => {
    const first = setup('seller-1');
    otherTabDoes(() => signedIn('admin-1'));
    expect(first.reload).toHaveBeenCalledTimes(1);
    first.watcher.stop();

    // After the reload the page starts as the stored user and tells the user what happened, once.
    const afterReload = makeStore();
    // What the app does once the stored state is read (main.tsx): say why, then resume as the stored user.
    announceSwitchedSession(afterReload.dispatch);
    expect(resumeSession(afterReload.getState, afterReload.dispatch)).toBe(false);
    expect(afterReload.getState().auth.user?.id).toBe('admin-1');
    expect(afterReload.getState().error.current).toEqual(SESSION_CHANGED);
    afterReload.dispatch(errorsCleared());
    announceSwitchedSession(afterReload.dispatch);
    resumeSession(afterReload.getState, afterReload.dispatch);
    expect(afterReload.getState().error.current).toBeNull();
  });

  it('logging in there as the same user changes nothing here', () => {
    const { reload, navigate, store } = setup('seller-1');
    otherTabDoes(() => signedIn('seller-1'));
    expect(reload).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().auth.user?.id).toBe('seller-1');
  });

  it('logging in there while this tab shows the login page reloads it as that user', () => {
    const { reload } = setup(null);
    otherTabDoes(() => signedIn('seller-2'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
