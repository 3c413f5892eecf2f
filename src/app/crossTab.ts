import { CALL_REFUSED, SESSION_CHANGED, TOKEN_STORAGE_KEY } from '../api/client';
import type { ApiError } from '../api/errors';
import { loggedOut } from '../features/auth/authSlice';
import { AUTH_USER_STORAGE_KEY, readStoredSessionUser } from '../features/auth/session';
import { errorRaised } from './errorSlice';
import type { WiredRouter, WiredStore } from './handles';

/**
 * Every tab of the app shares one localStorage, so logging in or out in one tab changes the token the others
 * would send. A page only ever acts as the user it shows: its calls carry that user's token or none, and when
 * another tab changes who is signed in, this tab stops, says why, and goes to /login or reloads as the new user.
 */

const LOGGED_OUT_ELSEWHERE: ApiError = {
  status: null,
  message: 'Logged out in another tab',
  messageKey: 'errors.loggedOutElsewhere',
};

const SWITCHED_NOTICE_KEY = 'session-switched';

/**
 * After a reload caused by another tab's log in, says why this page now shows another account. Called once the
 * stored language is known (resumeSession), so the notice is in the language the page shows; the reload would
 * have wiped a message shown before it, hence the mark in this tab's own sessionStorage.
 */
export function announceSwitchedSession(dispatch: WiredStore['dispatch']): void {
  if (!sessionStorage.getItem(SWITCHED_NOTICE_KEY)) return;
  sessionStorage.removeItem(SWITCHED_NOTICE_KEY);
  dispatch(errorRaised(SESSION_CHANGED));
}

/** Who the stored session belongs to now (null when nobody is signed in). */
const storedUserId = (): string | null => readStoredSessionUser()?.id ?? null;

/** Who this page shows (null on a guest page). */
const shownUserId = (store: WiredStore): string | null => store.getState().auth.user?.id ?? null;

/**
 * The token a call of this page may carry: the stored one if it is the shown user's, none on a guest page;
 * a call from a page whose user is no longer the stored one is refused (and the tab reacts once).
 */
export function sessionTokenFor(store: WiredStore, onChanged: () => void) {
  return (): string | null | typeof CALL_REFUSED => {
    const shown = shownUserId(store);
    if (!shown) return null;
    if (storedUserId() !== shown) {
      onChanged();
      return CALL_REFUSED;
    }
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  };
}

export interface OtherTabsOptions {
  /** Reloads the page, which then starts as the user now stored (tests pass a spy). */
  reload: () => void;
}

/**
 * Reacts to a session change made by another tab (storage events fire only in the other tabs): a log out
 * ends this page's session and sends it to /login; a log in as someone else reloads this page as them.
 * Returns the function that stops watching, and `react`, which the API client calls when it refuses a call.
 */
export function watchOtherTabs(store: WiredStore, router: WiredRouter, { reload }: OtherTabsOptions) {
  let reacting = false;
  const react = () => {
    const shown = shownUserId(store);
    const stored = storedUserId();
    if (reacting || shown === stored) return;
    reacting = true;
    if (!shown) {
      reload();
    } else if (!stored) {
      store.dispatch(loggedOut());
      store.dispatch(errorRaised(LOGGED_OUT_ELSEWHERE));
      void router.navigate('/login', { replace: true });
      reacting = false;
    } else {
      sessionStorage.setItem(SWITCHED_NOTICE_KEY, '1');
      reload();
    }
  };
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage (a log out).
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === AUTH_USER_STORAGE_KEY) react();
  };
  window.addEventListener('storage', onStorage);
  return { stop: () => window.removeEventListener('storage', onStorage), react };
}
