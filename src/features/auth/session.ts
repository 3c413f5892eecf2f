import { jwtDecode } from 'jwt-decode';
import { TOKEN_STORAGE_KEY } from '../../api/client';
import type { SessionUser } from '../../api/types';

export const AUTH_USER_STORAGE_KEY = 'authUser';

/** Keeps the token and its decoded payload in localStorage, as docs/roles.md says. */
export function storeSession(token: string): SessionUser {
  const user = jwtDecode<SessionUser>(token);
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user));
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
