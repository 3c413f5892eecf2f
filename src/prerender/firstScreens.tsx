import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { prerenderedPaths, routes } from '../app/router';
import { makeStore } from '../app/store';
import { initialAuthState } from '../features/auth/authSlice';
import type { Language } from '../lib/languages';

export { prerenderedPaths };

export type Catalogue = Record<string, unknown>;

/**
 * The markup a guest's first screen renders to in a language, for the build to write into a page of its own
 * (build/prerender.ts). It is the app's own route tree with a fresh store and catalogue, so the app renders the
 * same markup when it takes the screen over (src/common/prerendered.ts): nothing moves.
 */
export function renderFirstScreen(path: string, language: Language, catalogue: Catalogue): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: catalogue } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const markup = renderToString(
    <Provider store={makeStore({ auth: { ...initialAuthState, lang: language } })}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  router.dispose();
  return markup;
}
