import { configureApiClient } from '../api/client';
import type { ApiError } from '../api/errors';
import { sessionTokenFor, watchOtherTabs, type OtherTabsOptions } from './crossTab';
import { errorRaised } from './errorSlice';
import { notifyError } from '../common/notify';
import { endSession, loginPathFor, watchLeavingUser } from '../features/auth';
import type { WiredRouter, WiredStore } from './handles';

/** What the wiring needs of a store: the app's persisted one and the tests' plain one both fit. */

const UNAUTHORIZED: ApiError = { status: 401, message: 'Unauthorized', messageKey: 'errors.unauthorized' };

/** The path and query the router shows now. */
export const currentPath = (router: WiredRouter): string =>
  `${router.state.location.pathname}${router.state.location.search}`;

/**
 * The shared error area (docs/api.md) is what the user sees: each error that reaches it is shown as an
 * error toast, in the language the user is reading. Returns the unsubscribe function.
 */
export function showErrorsAsToasts(store: WiredStore): () => void {
  let shown = store.getState().error.current;
  return store.subscribe(() => {
    const { current } = store.getState().error;
    if (current && current !== shown) notifyError(current);
    shown = current;
  });
}

/**
 * Wires the API client to the store and the router, for the app (main.tsx) and the component tests alike:
 * a failed call goes to the error area (and so to a toast); a 401 on an authenticated call ends the session
 * and sends the user to /login, remembering the page to come back to; a call is sent only with the token of
 * the user the page shows, and a session changed by another tab is followed (src/app/crossTab.ts).
 */
export function wireApiClient(
  store: WiredStore,
  router: WiredRouter,
  options: OtherTabsOptions = { reload: () => window.location.reload() },
): () => void {
  // Toasts first, so a notice raised while starting (a session switched by another tab) is shown.
  const stopToasts = showErrorsAsToasts(store);
  const otherTabs = watchOtherTabs(store, router, options);
  const stopWatchingLeaver = watchLeavingUser(store);
  configureApiClient({
    sessionToken: sessionTokenFor(store, otherTabs.react),
    onError: (error) => {
      store.dispatch(errorRaised(error));
    },
    onUnauthorized: () => {
      const returnTo = currentPath(router);
      endSession(store.dispatch);
      store.dispatch(errorRaised(UNAUTHORIZED));
      void router.navigate(loginPathFor(returnTo), { replace: true });
    },
  });
  return () => {
    stopToasts();
    stopWatchingLeaver();
    otherTabs.stop();
  };
}
