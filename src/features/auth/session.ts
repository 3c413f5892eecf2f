import { jwtDecode } from 'jwt-decode';
import { TOKEN_STORAGE_KEY } from '../../api/client';
import type { SessionUser } from '../../api/types';
import { notifyFailure } from '../../common/notify';
import { setItemMakingRoom } from '../../lib/rebuiltStorage';

export const AUTH_USER_STORAGE_KEY = 'authUser';

/**
 * Keeps the token and its decoded payload in localStorage, as docs/roles.md says, making room when storage is full.
 * When they still do not fit, neither is kept and the person is told why (a session the next page load cannot
 * find would look like a log in that did nothing); the error goes on to the caller, whose form stays as typed.
 */
export function storeSession(token: string): SessionUser {
  const user = jwtDecode<SessionUser>(token);
  try {
    setItemMakingRoom(localStorage, TOKEN_STORAGE_KEY, token);
    setItemMakingRoom(localStorage, AUTH_USER_STORAGE_KEY, JSON.stringify(user));
  } catch (error) {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(AUTH_USER_STORAGE_KEY);
    notifyFailure('errors.storageFull');
    throw error;
  }
  return user;
}

export function readStoredSessionUser(): SessionUser | null {
  const raw = localStorage.getItem(AUTH_USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

/** The stored expiry is in seconds; a session without one never expires on the client side. */
export function isSessionExpired(user: SessionUser | null, nowMs: number = Date.now()): boolean {
  return Boolean(user?.exp && user.exp * 1000 <= nowMs);
}
