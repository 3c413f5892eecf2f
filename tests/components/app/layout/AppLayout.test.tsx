import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/api/types';
import { AppLayout, initialSidebarOpen, SIDEBAR_STORAGE_KEY } from '../../../../src/app/layout/AppLayout';
import { RootLayout } from '../../../../src/app/layout/RootLayout';
import { initialAuthState } from '../../../../src/features/auth/authSlice';
import { server } from '../../../setup/msw';
import { api, renderRoutes } from '../../../setup/render';

function renderShell(userdata: Partial<User>, language: 'ar' | 'en' = 'en') {
  // The layout may load side data (e.g. notifications); this test is about the shell only.
  server.use(http.all(api('/*'), () => HttpResponse.json({ success: true, data: [] })));
  return renderRoutes(
    [
      {
        element: <RootLayout />,
        children: [
          { element: <AppLayout />, children: [{ path: '/', element: <p>content</p> }] },
          { path: '/login', element: <p>login screen</p> },
        ],
      },
    ],
    {
      route: '/',
      language,
      preloadedState: {
        auth: {
          ...initialAuthState,
          lang: language,
          isAuthenticated: true,
          user: { id: 'u' },
          userdata: { _id: 'u', name: 'Mona Adel', ...userdata } as User,
        },
      },
    },
  );
}

async function openSidebar() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle navigation menu' }));
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('app layout', () => {
  it('shows the seller entries to a seller, and profile and log out to everyone', async () => {
    renderShell({ is_seller: true });
    const nav = await openSidebar();
    const names = linkNames(nav);
    expect(names).toEqual(
      expect.arrayContaining([
        'Listing page',
        'Inventory management',
        'Order management',
        'Account summary',
        'Profile',
      ]),
    );
    expect(names).not.toContain('User management');
    expect(names).not.toContain('Recruits management');
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the admin entries to an admin (who also enters the seller area)', async () => {
    renderShell({ is_admin: true });
    const nav = await openSidebar();
    expect(linkNames(nav)).toEqual(
      expect.arrayContaining([
        "Every seller's products",
        "Every seller's orders",
        'User management',
        'Categories',
        'Listing page',
      ]),
    );
  });

  it('shows recruits to an ambassador and nothing of the seller area to a buyer', async () => {
    renderShell({ is_ambassador: true });
    expect(linkNames(await openSidebar())).toEqual(['Recruits management', 'Profile']);
  });

  it('starts collapsed, except on a phone in Arabic', () => {
    renderShell({ is_seller: true });
    expect(screen.getByRole('button', { name: 'Toggle navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(initialSidebarOpen('ar', true, null)).toBe(true);
    expect(initialSidebarOpen('en', true, null)).toBe(false);
    expect(initialSidebarOpen('ar', false, null)).toBe(false);
  });

  it('keeps the last open or close of the sidebar for the rest of the session', async () => {
    expect(initialSidebarOpen('ar', true, false)).toBe(false);
    expect(initialSidebarOpen('en', false, true)).toBe(true);

    const first = renderShell({ is_seller: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle navigation menu' }));
    expect(sessionStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    first.unmount();
    renderShell({ is_seller: true });
    expect(screen.getByRole('button', { name: 'Toggle navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('names the logo in Arabic on Arabic pages', () => {
    renderShell({ is_seller: true }, 'ar');
    expect(screen.getByRole('img', { name: 'تعذّر عرض الشعار' })).toBeInTheDocument();
  });

  it('links the user name to the profile and the logo home, with the footer labels', () => {
    renderShell({ is_seller: true });
    expect(screen.getByRole('link', { name: 'Mona Adel' })).toHaveAttribute('href', '/pages/profile');
    expect(screen.getByRole('img', { name: "Can't show Logo" }).closest('a')).toHaveAttribute('href', '/');

    const footer = screen.getByRole('contentinfo');
    for (const label of ['Help', "FAQ's", 'Support', 'Terms and conditions']) {
      expect(within(footer).getByText(label)).toBeInTheDocument();
    }
    expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('switches language and direction from the toggle', async () => {
    const { store } = renderShell({ is_seller: true }, 'en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'العربية: switch language to Arabic' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(store.getState().auth.lang).toBe('ar');
    expect(screen.getByRole('button', { name: 'English: تغيير اللغة إلى الإنجليزية' })).toBeInTheDocument();
  });

  it('logs out to /login with every state area cleared', async () => {
    const { store, router } = renderShell({ is_seller: true });
    localStorage.setItem('jwtToken', 'token');
    const nav = await openSidebar();
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(store.getState().auth).toEqual({ ...initialAuthState, lang: 'en' });
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });

  it('revokes the token on the server when the user logs out, then shows the login screen', async () => {
    const { store } = renderShell({ is_seller: true });
    const calls: string[] = [];
    server.use(
      http.post(api('/accounts/logout'), () => {
        calls.push('logout');
        return HttpResponse.json({ success: true });
      }),
    );
    localStorage.setItem('jwtToken', 'token-of-this-session');
    const nav = await openSidebar();
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['logout']));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });
});
