import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SignupPage } from '../../../src/features/onboarding/SignupPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ id: 'n1', email: 'new@example.com', is_seller: true, exp: 4102444800 })}.sig`;
const profile = { _id: 'n1', name: 'Salma Adel', email: 'new@example.com', is_seller: true };

const routes = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/kyc', element: <p>kyc page</p> },
  { path: '/login', element: <p>login page</p> },
];

describe('SignupPage', () => {
  it('keeps what was typed, but never the passwords, when the user leaves and comes back', async () => {
    const first = renderRoutes(routes, { route: '/signup', language: 'en' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Name/), 'Salma Adel');
    await user.type(screen.getByLabelText(/^Phone/), '01012345678');
    await user.type(screen.getAllByLabelText(/^Password/)[0]!, 'Secret123');
    first.unmount();
    const stored = Array.from({ length: localStorage.length }, (_, index) =>
      localStorage.getItem(localStorage.key(index) ?? ''),
    ).join(' ');
    expect(stored).toContain('Salma Adel');
    expect(stored).not.toContain('Secret123');

    renderRoutes(routes, { route: '/signup', language: 'en' });
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Salma Adel');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('01012345678');
    expect(screen.getAllByLabelText(/^Password/)[0]).toHaveValue('');
  });

  it('checks every field in Arabic before calling the API', async () => {
    let called = false;
    server.use(http.post(api('/accounts/register'), () => ((called = true), HttpResponse.json({}))));
    renderRoutes(routes, { route: '/signup', language: 'ar' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    expect(await screen.findByText('الاسم مطلوب')).toBeInTheDocument();
    expect(screen.getByText('رقم الهاتف مطلوب')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
    await user.type(screen.getByLabelText('رمز الإحالة'), 'AB-1');
    await user.type(screen.getByLabelText(/^رقم الهاتف/), '0101');
    await user.tab();
    expect(await screen.findByText('كود الإحالة غير صالح')).toBeInTheDocument();
    expect(screen.getByText('رقم الهاتف غير صالح')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('links to the terms, the privacy policy (external, no opener) and back to login', () => {
    renderRoutes(routes, { route: '/signup', language: 'en' });
    for (const name of ['terms of use', 'privacy policy']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('registers a seller in the current language, stores the session and continues to /kyc', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(api('/accounts/register'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, user: { token }, data: profile }, { status: 201 });
      }),
    );
    const { router, store } = renderRoutes(routes, { route: '/signup', language: 'en' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Name/), ' Salma Adel ');
    await user.type(screen.getByLabelText('Nickname'), 'Salma');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '01012345678');
    await user.type(screen.getByLabelText(/^Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
    expect(body).toEqual({
      name: 'Salma Adel',
      nickname: 'Salma',
      email: 'new@example.com',
      phone_number: '01012345678',
      referred_by: '',
      password: 'Secret12',
      is_seller: true,
      default_lang: 'en',
    });
    expect(localStorage.getItem('jwtToken')).toBe(token);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, userdata: profile });
    // The toast is spelled this way on purpose (docs/screens.md).
    expect(await screen.findByText('User created succesfully!')).toBeInTheDocument();
  });

  it('shows a duplicate phone in Arabic and keeps every typed value', async () => {
    server.use(
      http.post(api('/accounts/register'), () =>
        HttpResponse.json(
          {
            success: false,
            error: { en: 'This phone number is already registered', ar: 'رقم الهاتف هذا مسجل بالفعل' },
          },
          { status: 409 },
        ),
      ),
    );
    const { router } = renderRoutes(routes, { route: '/signup', language: 'ar' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^الاسم/), 'سلمى');
    await user.type(screen.getByLabelText(/^رقم الهاتف/), '01000000002');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'Secret12');
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    expect(await screen.findByText('رقم الهاتف هذا مسجل بالفعل')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText(/^الاسم/)).toHaveValue('سلمى');
    expect(screen.getByLabelText(/^رقم الهاتف/)).toHaveValue('01000000002');
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveValue('Secret12');
  });

  it('sends an account that is already signed in on to /kyc', async () => {
    const { router } = renderRoutes(routes, {
      route: '/signup',
      preloadedState: {
        auth: {
          isAuthenticated: true,
          user: { id: 'n1' },
          userdata: null,
          lang: 'ar',
          notifications: [],
          loading: false,
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
  });

  it('fills the referral code from an invitation link and locks it, the draft notwithstanding', async () => {
    localStorage.setItem('onboardingDraft:guest:signup', JSON.stringify({ referred_by: 'OTHR-111111' }));
    let body: Record<string, unknown> = {};
    server.use(
      http.post(api('/accounts/register'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, user: { token }, data: profile }, { status: 201 });
      }),
    );
    const { router } = renderRoutes(routes, { route: '/signup?ref=ambs-000004', language: 'en' });
    const field = await screen.findByLabelText('Referral code');
    expect(field).toHaveValue('AMBS-000004');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('dir', 'ltr');
    expect(field).toHaveAccessibleDescription(/Referral code from your invitation link/);
    const user = userEvent.setup({ delay: null });
    await user.type(field, 'X');
    expect(field).toHaveValue('AMBS-000004');
    await user.type(screen.getByLabelText(/^Name/), 'Salma Adel');
    await user.type(screen.getByLabelText(/^Phone number/), '01012345678');
    await user.type(screen.getByLabelText(/^Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
    expect(body.referred_by).toBe('AMBS-000004');
  });

  it('ignores a link whose code breaks the field’s rule, and leaves the field free', async () => {
    renderRoutes(routes, { route: '/signup?ref=AMBS-0000<b>', language: 'ar' });
    const field = await screen.findByLabelText('رمز الإحالة');
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('readonly');
    expect(screen.queryByText('رمز الإحالة من رابط الدعوة الذي فتحته.')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(field, 'ABCD-12EF56');
    expect(field).toHaveValue('ABCD-12EF56');
  });
});
