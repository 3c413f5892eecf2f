import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import './styles/app.css';
import { preloadApiClient } from './api/client';
import { createAppRouter, prefetchOnNavigation, prefetchPageData } from './app/router';
import { loginPathFor, resumeSession } from './app/session';
import { makePersistedStore } from './app/store';
import { currentPath, wireApiClient } from './app/wiring';
import { i18n, switchLanguage } from './i18n';
import { applyDirection } from './i18n/direction';
import { removeInitialSpinner, unregisterServiceWorkers } from './app/startup';

// Neither is needed to paint the first screen (issue 8 size budget): both load alongside or just after it.
const pageLoaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
void pageLoaded.then(preloadApiClient);
// Toasts raised before the host mounts wait in react-toastify's queue.
const ToastHost = lazy(() =>
  pageLoaded.then(() => import('./app/ToastHost')).then(({ ToastHost }) => ({ default: ToastHost })),
);

const { store, persistor } = makePersistedStore();
const router = createAppRouter();

wireApiClient(store, router);
prefetchOnNavigation(router, store);

/** The first render waits for the stored language's catalogue (fetched on demand), so no raw key is painted. */
const onRehydrated = async () => {
  const { lang } = store.getState().auth;
  const catalogueLoaded = switchLanguage(lang);
  applyDirection(lang);
  if (resumeSession(store.getState, store.dispatch)) {
    void router.navigate(loginPathFor(currentPath(router)), { replace: true });
  }
  // A returning user's page asks for its data now, while its code and the catalogue are still on their way.
  const { auth } = store.getState();
  if (auth.isAuthenticated) prefetchPageData(router.state.location, auth.userdata, store.dispatch);
  await catalogueLoaded;
};

applyDirection(store.getState().auth.lang);
unregisterServiceWorkers();
removeInitialSpinner();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate persistor={persistor} onBeforeLift={onRehydrated}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        </I18nextProvider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
