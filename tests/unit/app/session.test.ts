import { describe, expect, it } from 'vitest';
import { errorRaised } from '../../../src/app/errorSlice';
import {
  endSession,
  loginPathFor,
  resumeSession,
  safeReturnPath,
} from '../../../src/features/auth/sessionFlow';
import { makeStore } from '../../../src/app/store';
import { currentUserSet, initialAuthState, userdataUpdated } from '../../../src/features/auth/authSlice';
import { aUser } from '../../fixtures/apiShapes';

describe('log out', () => {
  it('clears local storage and every state area but the chosen language', () => {
    const store = makeStore({ auth: { ...initialAuthState, lang: 'en' } });
    store.dispatch(currentUserSet({ id: 'u1', exp: 4102444800 }));
    store.dispatch(userdataUpdated(aUser({ _id: 'u1', name: 'Seller' })));
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

describe('resuming a stored session', () => {
  it('ends an expired stored session on load', () => {
    const store = makeStore();
    store.dispatch(currentUserSet({ id: 'u1', exp: 1 }));
    localStorage.setItem('authUser', JSON.stringify({ id: 'u1', exp: 1 }));
    expect(resumeSession(store.getState, store.dispatch)).toBe(true);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('authUser')).toBeNull();
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
