import { revokeSession } from '../../api/accounts';
import type { AppDispatch, RootState } from '../../common/hooks';
import { currentUserSet, loggedOut, fetchProfile } from './authSlice';
import { isSessionExpired, readStoredSessionUser } from './session';

/**
 * Log out: local storage (the token the API client reads on every call) and every client state area are
 * cleared.
 */
export function endSession(dispatch: AppDispatch): void {
  localStorage.clear();
  dispatch(loggedOut());
}

/**
 * Log out by the user's choice: the server revokes the token first (a copied token stops working), then the
 * session ends here whatever the server answered.
 */
export async function logOut(dispatch: AppDispatch): Promise<void> {
  try {
    await revokeSession();
  } catch {
    // Offline or already expired: the token is forgotten here all the same.
  }
  endSession(dispatch);
}

/** Marks the navigation to /login that a log out makes, so /login does not send the leaving user home. */
export const LOGGING_OUT = { loggingOut: true } as const;

export const isLoggingOut = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { loggingOut?: unknown }).loggingOut === true;

/**
 * Log out from a signed-in screen: leave the guarded pages first (flushed, not in a transition), since ending
 * the session while they are still rendered would make their guard redirect to /login?next=…, as if the
 * session had expired; then end the session.
 */
export async function leaveAndLogOut(
  navigate: (
    to: string,
    options: { replace: boolean; flushSync: boolean; state: unknown },
  ) => Promise<void> | void,
  dispatch: AppDispatch,
): Promise<void> {
  await navigate('/login', { replace: true, flushSync: true, state: LOGGING_OUT });
  await logOut(dispatch);
}

/** The page to come back to after logging in again; only paths inside the app are accepted. */
export function loginPathFor(returnTo: string | null): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/login')) {
    return '/login';
  }
  return `/login?next=${encodeURIComponent(returnTo)}`;
}

export function safeReturnPath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

/** Who was signed in in this tab when the session ended (this tab's storage: each tab has its own). */
const LEFT_BY_KEY = 'souq.leftBy';

/**
 * Remembers who leaves whenever this tab's session ends (a log out here or in another tab, an expired token):
 * the `next=` page the log in form then carries was theirs.
 */
export function watchLeavingUser(store: {
  getState: () => RootState;
  subscribe: (listener: () => void) => () => void;
}) {
  let signedIn = store.getState().auth.user?.id ?? null;
  return store.subscribe(() => {
    const now = store.getState().auth.user?.id ?? null;
    if (signedIn && now !== signedIn) sessionStorage.setItem(LEFT_BY_KEY, signedIn);
    signedIn = now;
  });
}

/**
 * The page to go to after `userId` logged in: the `next=` page, unless it was left by someone else in this tab
 * (the next user never inherits the previous user's page). The record is used once.
 */
export function returnPathAfterLogin(userId: string, next: string | null): string | null {
  const leftBy = sessionStorage.getItem(LEFT_BY_KEY);
  sessionStorage.removeItem(LEFT_BY_KEY);
  if (leftBy && leftBy !== userId) return null;
  return safeReturnPath(next);
}

/**
 * On load: an expired stored session logs out (the caller then sends the user to /login); a live one
 * re-reads the profile so onboarding and role checks see the server's current data.
 * Returns whether the session was ended.
 */
export function resumeSession(getState: () => RootState, dispatch: AppDispatch): boolean {
  const stored = readStoredSessionUser();
  const { auth } = getState();
  if (!auth.isAuthenticated && !stored) return false;
  if (isSessionExpired(stored ?? auth.user) || !stored) {
    endSession(dispatch);
    return true;
  }
  if (auth.isAuthenticated && auth.user?.id !== stored.id) {
    // Another tab signed in as someone else since this state was saved: nothing of the other user is kept.
    dispatch(loggedOut());
  }
  if (!auth.isAuthenticated || auth.user?.id !== stored.id) dispatch(currentUserSet(stored));
  void dispatch(fetchProfile());
  return false;
}
