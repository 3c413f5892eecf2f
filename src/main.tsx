import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { Slide, ToastContainer } from 'react-toastify';
import { PersistGate } from 'redux-persist/integration/react';
import './styles/app.css';
import { configureApiClient } from './api/client';
import { errorRaised } from './app/errorSlice';
import { notifyError } from './app/notify';
import { createAppRouter } from './app/router';
import { endSession, loginPathFor, resumeSession } from './app/session';
import { makePersistedStore } from './app/store';
import { i18n } from './i18n';
import { applyDirection } from './i18n/direction';
import { removeInitialSpinner, unregisterServiceWorkers } from './app/startup';

const { store, persistor } = makePersistedStore();
const router = createAppRouter();

const currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;

configureApiClient({
  onError: (error) => {
    store.dispatch(errorRaised(error));
    notifyError(error);
  },
  onUnauthorized: () => {
    const returnTo = currentPath();
    endSession(store.dispatch);
    notifyError({ status: 401, message: 'Unauthorized', messageKey: 'errors.unauthorized' });
    void router.navigate(loginPathFor(returnTo), { replace: true });
  },
});

const onRehydrated = () => {
  const { lang } = store.getState().auth;
  void i18n.changeLanguage(lang);
  applyDirection(lang);
  if (resumeSession(store.getState, store.dispatch)) {
    void router.navigate(loginPathFor(currentPath()), { replace: true });
  }
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
          <ToastContainer position="bottom-right" autoClose={3000} transition={Slide} newestOnTop />
        </I18nextProvider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
