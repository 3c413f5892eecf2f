import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { User } from '../../src/api/types';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import { wireApiClient } from '../../src/app/wiring';
import { initialAuthState } from '../../src/features/auth/authSlice';
import { i18n, switchLanguage, type Language } from '../../src/i18n';
import { TOKEN_STORAGE_KEY } from '../../src/api/client';
import { AUTH_USER_STORAGE_KEY } from '../../src/features/auth/session';

/** MSW path for an API call, whatever origin jsdom runs on. */
export const api = (path: string) => `*/api/v1${path}`;

export interface RenderOptions {
  /** Starting URL of the memory router. */
  route?: string;
  /** The history state that URL was opened with (what a list passes to the page it opens). */
  routeState?: unknown;
  language?: Language;
  preloadedState?: Partial<RootState>;
  /** Runs with the store and router before the first render (what main.tsx does before painting). */
  beforeRender?: (store: AppStore, router: ReturnType<typeof createMemoryRouter>) => void;
}

/** The state of a user signed in with this profile, as a page test starts from it. */
export const signedIn = (userdata: User): Partial<RootState> => ({
  auth: { ...initialAuthState, isAuthenticated: true, user: { id: userdata._id }, userdata },
});

export interface RenderedApp extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders routes with the real store, i18n and the API client wiring of main.tsx (src/app/wiring.ts: errors →
 * error state → toast, 401 → log out), so component tests exercise the app's own plumbing.
 */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}): RenderedApp {
  const language = options.language ?? 'ar';
  const store = makeStore({
    ...options.preloadedState,
    auth: { ...initialAuthState, ...options.preloadedState?.auth, lang: language },
  });
  void switchLanguage(language);
  // A signed-in state is stored as the app stores it, so the page's calls carry that user's session.
  const sessionUser = store.getState().auth.user;
  if (sessionUser && !localStorage.getItem(AUTH_USER_STORAGE_KEY)) {
    localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(sessionUser));
    if (!localStorage.getItem(TOKEN_STORAGE_KEY)) localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  }
  const router = createMemoryRouter(routes, {
    initialEntries: [{ ...parsePath(options.route ?? '/'), state: options.routeState }],
  });
  wireApiClient(store, router);
  options.beforeRender?.(store, router);
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <ToastContainer position="bottom-right" autoClose={3000} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store, router };
}

/** Renders one element at one path. */
export function renderPage(
  element: ReactElement,
  options: RenderOptions & { path?: string } = {},
): RenderedApp {
  const path = options.path ?? options.route ?? '/';
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>moved away</p> },
    ],
    { ...options, route: options.route ?? path },
  );
}
