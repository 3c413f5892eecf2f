import { describe, expect, it } from 'vitest';
import { errorRaised, errorsCleared } from '../../../src/app/errorSlice';
import { endSession, loginPathFor, resumeSession, safeReturnPath } from '../../../src/app/session';
import { makePersistedStore, makeStore, PERSIST_KEY } from '../../../src/app/store';
import {
  currentUserSet,
  initialAuthState,
  languageChanged,
  loginRequested,
  userdataUpdated,
} from '../../../src/features/auth/authSlice';
import { isSessionExpired } from '../../../src/features/auth/session';

describe('auth slice', () => {
  it('starts in Arabic, logged out', () => {
    expect(makeStore().getState().auth).toEqual({
      lang: 'ar',
      isAuthenticated: false,
      user: null,
      userdata: null,
      notifications: [],
      loading: false,
    });
  });

  it('marks the session authenticated only for a non-empty user', () => {
    const store = makeStore();
    store.dispatch(currentUserSet({ id: 'u1' }));
    expect(store.getState().auth.isAuthenticated).toBe(true);
    store.dispatch(currentUserSet({} as never));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    store.dispatch(currentUserSet(null));
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('clears loading when the login fails', () => {
    const store = makeStore();
    store.dispatch({ type: loginRequested.pending.type });
    expect(store.getState().auth.loading).toBe(true);
    store.dispatch({ type: loginRequested.rejected.type, payload: { status: 401, message: 'no' } });
    expect(store.getState().auth.loading).toBe(false);
  });
});

describe('log out', () => {
  it('clears local storage and every state area but the chosen language', () => {
    const store = makeStore({ auth: { ...initialAuthState, lang: 'en' } });
    store.dispatch(currentUserSet({ id: 'u1', exp: 4102444800 }));
    store.dispatch(userdataUpdated({ _id: 'u1', name: 'Seller' }));
    store.dispatch(errorRaised({ status: 500, message: 'boom' }));
    localStorage.setItem('jwtToken', 'token');
    localStorage.setItem('authUser', '{}');
    endSession(store.dispatch);
    expect(localStorage.length).toBe(0);
    const initial = makeStore().getState();
    // Every area is back to its initial state; only the chosen language stays.
    expect(store.getState()).toEqual({ ...initial, auth: { ...initial.auth, lang: 'en' } });
  });
});

describe('error slice', () => {
  it('stores the latest error and clears it', () => {
    const store = makeStore();
    store.dispatch(errorRaised({ status: null, message: 'Network Error', messageKey: 'errors.network' }));
    expect(store.getState().error.current?.messageKey).toBe('errors.network');
    store.dispatch(errorsCleared());
    expect(store.getState().error.current).toBeNull();
  });
});

describe('session expiry', () => {
  it('compares the stored expiry in seconds with the current time', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(isSessionExpired({ id: 'u', exp: now / 1000 - 1 }, now)).toBe(true);
    expect(isSessionExpired({ id: 'u', exp: now / 1000 }, now)).toBe(true);
    expect(isSessionExpired({ id: 'u', exp: now / 1000 + 60 }, now)).toBe(false);
    expect(isSessionExpired(null, now)).toBe(false);
  });

  it('ends an expired stored session on load', () => {
    const store = makeStore();
    store.dispatch(currentUserSet({ id: 'u1', exp: 1 }));
    localStorage.setItem('authUser', JSON.stringify({ id: 'u1', exp: 1 }));
    expect(resumeSession(store.getState, store.dispatch)).toBe(true);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('keeps the language as chosen', () => {
    const store = makeStore();
    store.dispatch(languageChanged('en'));
    expect(store.getState().auth.lang).toBe('en');
  });
});

describe('return paths', () => {
  it('remember only paths inside the app', () => {
    expect(loginPathFor('/store/orders?tab=shipped')).toBe('/login?next=%2Fstore%2Forders%3Ftab%3Dshipped');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/login?next=x')).toBe('/login');
    expect(safeReturnPath('/pages/profile')).toBe('/pages/profile');
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('//evil.example')).toBeNull();
  });
});

describe('persisted state', () => {
  it('gives a field added to an area since the state was saved its initial value', async () => {
    // Saved before the orders area had meta and lineOrder (the lists were not paginated by the server then).
    localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        orders: JSON.stringify({ list: [], audience: 'seller', loading: false, updating: null }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { store, persistor } = makePersistedStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    expect(store.getState().orders).toMatchObject({ audience: 'seller', meta: { count: 0 }, lineOrder: [] });
    persistor.pause();
    localStorage.clear();
  });
});
