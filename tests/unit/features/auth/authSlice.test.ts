import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import { currentUserSet, languageChanged, logIn } from '../../../../src/features/auth/authSlice';

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
    store.dispatch({ type: logIn.pending.type });
    expect(store.getState().auth.loading).toBe(true);
    store.dispatch({ type: logIn.rejected.type, payload: { status: 401, message: 'no' } });
    expect(store.getState().auth.loading).toBe(false);
  });

  it('keeps the language as chosen', () => {
    const store = makeStore();
    store.dispatch(languageChanged('en'));
    expect(store.getState().auth.lang).toBe('en');
  });
});
