import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { firstScreenPart } from '../../../build/catalogueParts';
import { routes } from '../../../src/app/router';
import { RouteErrorPage } from '../../../src/features/home/RouteErrorPage';
import { i18n, type Language } from '../../../src/i18n';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

const WHOLE = { ar, en } as const;
const missing: string[] = [];

/** i18next as /login starts: only the first-screen sections, every key it cannot find noted. */
beforeEach(() => {
  missing.length = 0;
  for (const language of ['ar', 'en'] as const) {
    i18n.removeResourceBundle(language, 'translation');
    i18n.addResourceBundle(language, 'translation', firstScreenPart(WHOLE[language]));
  }
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => missing.push(key);
});

afterEach(() => {
  i18n.options.saveMissing = false;
  for (const language of ['ar', 'en'] as const)
    i18n.addResourceBundle(language, 'translation', WHOLE[language], true, true);
});

describe('the first-screen part of the catalogue (src/i18n/firstScreen.ts)', () => {
  it.each<[string, Language]>([
    ['/login', 'ar'],
    ['/become-a-seller', 'en'],
    ['/forget-password', 'ar'],
    ['/forget-password', 'en'],
  ])('words %s in %s, its field messages and a refused call', async (path, language) => {
    server.use(
      http.post(api('/accounts/login'), () =>
        HttpResponse.json({ message: { en: 'Wrong', ar: 'خطأ' } }, { status: 400 }),
      ),
      http.put(api('/accounts/forgot-password/'), () => HttpResponse.error()),
    );
    const { container } = renderRoutes(routes, { route: path, language });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 });
    const submit = () => user.click(container.querySelector('button[type="submit"]') as HTMLElement);
    await submit();
    const identifier = container.querySelector('input[name="email"]') as HTMLInputElement;
    await user.type(identifier, '0100');
    await user.tab();
    await user.clear(identifier);
    await user.type(identifier, 'seller@demo.eg');
    const password = container.querySelector('input[name="password"]');
    if (password) await user.type(password, 'Demo@1234');
    await submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('words the page shown when a page could not load', async () => {
    renderRoutes(
      [
        {
          path: '/',
          lazy: () => Promise.reject(new Error('offline')),
          errorElement: <RouteErrorPage />,
        },
      ],
      { language: 'en' },
    );
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(missing).toEqual([]);
  });

  it('notices a key of another section (the check itself works)', () => {
    i18n.t('products.title');
    expect(missing).toEqual(['products.title']);
  });
});
