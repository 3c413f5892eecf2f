import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../../../src/features/auth/LoginPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

// A structurally valid (unsigned) token: the app only decodes it.
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ id: 'u1', email: 'seller@demo.eg', is_seller: true, exp: 4102444800 })}.sig`;
const profile = { _id: 'u1', name: 'Seller', email: 'seller@demo.eg', is_seller: true };

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/become-a-seller', element: <LoginPage /> },
  { path: '/store/listing', element: <p>listing page</p> },
  { path: '/kyc', element: <p>kyc page</p> },
  { path: '/store/orders', element: <p>orders page</p> },
];

describe('LoginPage', () => {
  it('shows catalogue messages in Arabic only for touched fields and does not call the API', async () => {
    let called = false;
    server.use(http.post(api('/accounts/login'), () => ((called = true), HttpResponse.json({}))));
    renderRoutes(routes, { route: '/login', language: 'ar' });
    const user = userEvent.setup();
    expect(screen.queryByText('البريد الإلكتروني مطلوب')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/البريد الإلكتروني أو رقم الهاتف/), '0100');
    await user.tab();
    expect(await screen.findByText('البريد الإلكتروني غير صالح')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('logs in with a phone number, sends is_seller false, stores the session and opens the listing', async () => {
    let body: unknown;
    server.use(
      http.post(api('/accounts/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, user: { token }, data: profile });
      }),
    );
    const { router, store } = renderRoutes(routes, { route: '/login', language: 'en' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email or phone number/), '01000000002');
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/listing'));
    // The remember-me box has no effect on the call (docs/screens.md).
    expect(body).toEqual({ email: '01000000002', password: 'Demo@1234', is_seller: false });
    expect(localStorage.getItem('jwtToken')).toBe(token);
    expect(JSON.parse(localStorage.getItem('authUser') ?? '{}')).toMatchObject({ id: 'u1', is_seller: true });
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, userdata: profile, loading: false });
  });

  it('flags is_seller from /become-a-seller and continues to /kyc', async () => {
    let body: { is_seller?: boolean } = {};
    server.use(
      http.post(api('/accounts/login'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ success: true, user: { token }, data: profile });
      }),
    );
    const { router } = renderRoutes(routes, { route: '/become-a-seller', language: 'en' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email or phone number/), 'seller@demo.eg');
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
    expect(body.is_seller).toBe(true);
  });

  it('returns to the page the guest was sent from', async () => {
    server.use(
      http.post(api('/accounts/login'), () =>
        HttpResponse.json({ success: true, user: { token }, data: profile }),
      ),
    );
    const { router } = renderRoutes(routes, { route: '/login?next=%2Fstore%2Forders', language: 'en' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email or phone number/), 'seller@demo.eg');
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/orders'));
  });

  it('shows the server error in the current language, clears loading and keeps what was typed', async () => {
    server.use(
      http.post(api('/accounts/login'), () =>
        HttpResponse.json(
          {
            success: false,
            error: { en: 'Wrong e-mail or password', ar: 'البريد أو كلمة المرور غير صحيحة' },
          },
          { status: 401 },
        ),
      ),
    );
    const { store } = renderRoutes(routes, { route: '/login', language: 'ar' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/البريد الإلكتروني أو رقم الهاتف/), 'seller@demo.eg');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد أو كلمة المرور غير صحيحة')).toBeInTheDocument();
    expect(store.getState().auth.loading).toBe(false);
    expect(store.getState().error.current?.status).toBe(401);
    expect(screen.getByLabelText(/البريد الإلكتروني أو رقم الهاتف/)).toHaveValue('seller@demo.eg');
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveValue('wrong-pass1');
  });

  it('toggles the password visibility', async () => {
    renderRoutes(routes, { route: '/login', language: 'en' });
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('keeps an invitation link’s code on the way to sign-up, and drops one that breaks the rule', () => {
    const first = renderRoutes(routes, { route: '/become-a-seller?ref=AMBS-000004', language: 'en' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?ref=AMBS-000004');
    first.unmount();
    renderRoutes(routes, { route: '/login?ref=not-a-code', language: 'en' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
