import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { RootLayout } from '../../../src/app/layout/RootLayout';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import { EndAllSessions } from '../../../src/features/onboarding/EndAllSessions';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

const signedIn = (language: 'ar' | 'en') => ({
  auth: {
    ...initialAuthState,
    lang: language,
    isAuthenticated: true,
    user: { id: 'u' },
    userdata: { _id: 'u', name: 'Mona Adel', is_seller: true } as User,
  },
});

const routes = (element: ReactElement) => [
  {
    element: <RootLayout />,
    children: [
      { element: <AppLayout />, children: [{ path: '/', element }] },
      { path: '/login', element: <p>login screen</p> },
    ],
  },
];

describe('ending every session on the server (EndAllSessions)', () => {
  it('logs out everywhere after confirming, in Arabic', async () => {
    let revoked = 0;
    server.use(
      http.post(api('/accounts/logout-all'), () => {
        revoked += 1;
        return HttpResponse.json({ success: true });
      }),
      http.all(api('/*'), () => HttpResponse.json({ success: true, data: [] })),
    );
    const { store } = renderRoutes(routes(<EndAllSessions />), {
      language: 'ar',
      preloadedState: signedIn('ar'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الخروج من كل الأجهزة؟' });
    expect(revoked).toBe(0);
    await user.click(dialog.querySelector('.btn-danger') as HTMLElement);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(revoked).toBe(1);
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('keeps the session when the server refuses to end them', async () => {
    server.use(
      http.post(api('/accounts/logout-all'), () =>
        HttpResponse.json({ success: false, error: { en: 'Try later', ar: 'حاول لاحقًا' } }, { status: 503 }),
      ),
      http.all(api('/*'), () => HttpResponse.json({ success: true, data: [] })),
    );
    const { store } = renderRoutes(routes(<EndAllSessions />), {
      language: 'en',
      preloadedState: signedIn('en'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out of every device?' });
    await user.click(dialog.querySelector('.btn-danger') as HTMLElement);
    expect((await screen.findAllByText('Try later')).length).toBeGreaterThan(0);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});
