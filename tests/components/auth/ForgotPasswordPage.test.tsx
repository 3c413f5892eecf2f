import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../../src/features/auth/ForgotPasswordPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

const routes = [
  { path: '/forget-password', element: <ForgotPasswordPage /> },
  { path: '/login', element: <p>login page</p> },
];

describe('ForgotPasswordPage', () => {
  it('explains in Arabic what is wrong with the identifier and sends nothing', async () => {
    let called = false;
    server.use(http.put(api('/accounts/forgot-password/'), () => ((called = true), HttpResponse.json({}))));
    renderRoutes(routes, { route: '/forget-password', language: 'ar' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/البريد الإلكتروني أو رقم الهاتف/), '٠١٠٠');
    await user.tab();
    expect(await screen.findByText('رقم هاتف غير صالح')).toBeInTheDocument();
    // A phone's digits are written ASCII as they are typed.
    expect(screen.getByLabelText(/البريد الإلكتروني أو رقم الهاتف/)).toHaveValue('0100');
    expect(called).toBe(false);
  });

  it('sends a phone typed with Arabic-Indic digits in ASCII, flagged as a phone', async () => {
    let body: unknown;
    server.use(
      http.put(api('/accounts/forgot-password/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    renderRoutes(routes, { route: '/forget-password', language: 'en' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email or phone number/), ' ٠١٠٠٠٠٠٠٠٠٢ ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Check your email or sms for your reset link', { selector: 'p' }),
    ).toBeVisible();
    expect(body).toEqual({ email: '01000000002', isEmail: false });
  });
});
