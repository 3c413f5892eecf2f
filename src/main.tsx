import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import './styles/app.css';
import { recordingBootRequests, startReadsAnswered } from './api/bootRequest';
import { preloadApiClient } from './api/client';
import { createAppRouter, prefetchOnNavigation, prefetchPageData, whenRouterInitialized } from './app/router';
import { announceSwitchedSession } from './app/crossTab';
import { loginPathFor, resumeSession } from './features/auth';
import { makePersistedStore } from './app/store';
import { currentPath, wireApiClient } from './app/wiring';
import { i18n, switchLanguage } from './i18n';
import { applyDirection } from './i18n/direction';
import { recordBootAssets } from './app/bootPreload';
import { isSessionExpired, readStoredSessionUser } from './features/auth/session';
import { firstScreenDrawn, removeInitialSpinner, whenPageLoaded } from './common/startup';
import { registerServiceWorker } from './app/serviceWorker';
import { UpdatePrompt } from './app/UpdatePrompt';

// Neither is needed to paint the first screen (docs/performance.md size budget). The toast host loads once the page
// has loaded and the first screen is drawn; axios once the first screen's own data has also arrived (on slow 4G its
// 19 KB would otherwise share the network with it). Either one's loading and evaluation would otherwise come before
// that render. The start's reads go out without axios (src/api/bootRequest.ts), and a call that needs it earlier
// loads it.
const pageLoaded = whenPageLoaded();
const pageSettled = Promise.all([pageLoaded, firstScreenDrawn]);
/** The first screen is drawn, and its files and its first data have arrived. */
const firstScreenSettled = Promise.all([pageLoaded.then(startReadsAnswered), firstScreenDrawn]);
void firstScreenSettled.then(preloadApiClient);
// Toasts raised before the host mounts wait in react-toastify's queue.
const ToastHost = lazy(() =>
  pageSettled.then(() => import('./app/ToastHost')).then(({ ToastHost }) => ({ default: ToastHost })),
);

const { store, persistor } = makePersistedStore();
// The stored language's catalogue is asked for before the router starts loading the first page, which may want
// the whole of it (src/app/router.tsx): not the default language's.
void switchLanguage(store.getState().auth.lang);
/** The address the app was opened at: the reads of its start are recorded for it (src/api/bootRequest.ts). */
const firstAddress = `${window.location.pathname}${window.location.search}`;
const router = createAppRouter();

wireApiClient(store, router);
prefetchOnNavigation(router, store);

/**
 * A returning user's page asks for its data at once, while its code and the catalogue are still on their way
 * (docs/performance.md): when the session the store starts from (read from storage, store.ts) is live. Otherwise it waits
 * for the session to be resumed.
 */
const startFirstPageData = (): boolean => {
  const { auth } = store.getState();
  const stored = readStoredSessionUser();
  if (!auth.isAuthenticated || !stored || isSessionExpired(stored) || auth.user?.id !== stored.id)
    return false;
  const { location, matches } = router.state;
  recordingBootRequests(firstAddress, stored.id, () =>
    prefetchPageData(location, auth.userdata, store.dispatch, matches),
  );
  return true;
};
const firstPageDataStarted = startFirstPageData();
// A signed-in user's page remembers what its first screen loaded, for boot.js on the next visit: once it has had
// time to load it, or when the page is left before that.
const FIRST_SCREEN_SETTLED_MS = 3000;
const rememberFirstScreen = () => {
  if (store.getState().auth.isAuthenticated) recordBootAssets(firstPath);
};
const firstPath = window.location.pathname;
void pageLoaded.then(() => setTimeout(rememberFirstScreen, FIRST_SCREEN_SETTLED_MS));
window.addEventListener('pagehide', rememberFirstScreen, { once: true });

/**
 * The first render waits for the stored language's catalogue (fetched on demand), so no raw key is painted, and
 * for the router's first page, so that page is drawn in one render (src/app/router.tsx); the start-up screen
 * covers the wait.
 */
const onRehydrated = async () => {
  const { lang } = store.getState().auth;
  const catalogueLoaded = switchLanguage(lang);
  applyDirection(lang);
  let sessionEnded = false;
  const resume = () => {
    announceSwitchedSession(store.dispatch);
    sessionEnded = resumeSession(store.getState, store.dispatch);
  };
  // The profile read that resuming starts is one of the reads boot.js sends on the stored user's next visit.
  const storedUser = readStoredSessionUser();
  if (storedUser) recordingBootRequests(firstAddress, storedUser.id, resume);
  else resume();
  if (sessionEnded) {
    void router.navigate(loginPathFor(currentPath(router)), { replace: true });
  }
  if (!firstPageDataStarted) startFirstPageData();
  await Promise.all([catalogueLoaded, whenRouterInitialized(router)]);
};

applyDirection(store.getState().auth.lang);
// Only a built app has a worker (the build writes it); in development the files change under the page. It
// registers as soon as the first screen has settled: installing fetches the app shell, which on a first visit over a
// slow network would otherwise share it with the screen's own files and data; any later, and a short first visit
// would leave no worker for the next one, and a newer build would be noticed later.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  void firstScreenSettled.then(() => registerServiceWorker());
removeInitialSpinner();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate persistor={persistor} onBeforeLift={onRehydrated}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <UpdatePrompt />
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        </I18nextProvider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
