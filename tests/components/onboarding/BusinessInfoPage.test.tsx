import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { BusinessInfoPage } from '../../../src/features/onboarding/BusinessInfoPage';
import { server } from '../../setup/msw';
import { api, renderRoutes, signedIn } from '../../setup/render';
import { aUser } from '../../fixtures/apiShapes';

const afterKyc: User = aUser({ _id: 'u7', name: 'Salma', is_seller: true, kyc: { address: 'Cairo' } });

const routes = [
  { path: '/bi', element: <BusinessInfoPage /> },
  { path: '/kyc', element: <p>kyc page</p> },
  { path: '/cr', element: <p>cr page</p> },
  { path: '/login', element: <p>login page</p> },
];

const render = (userdata: User, language: 'ar' | 'en' = 'en') =>
  renderRoutes(routes, {
    route: '/bi',
    language,
    preloadedState: signedIn(userdata),
  });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Business name/), 'Nile Store');
  await user.type(screen.getByLabelText(/^Business phone/), '01234567890');
  await user.type(screen.getByLabelText(/^Business type/), 'LLC');
  await user.type(screen.getByLabelText(/^Business sector/), 'Textiles');
  await user.type(screen.getByLabelText(/^Main activity/), 'Wholesale');
  await user.type(screen.getByLabelText(/^Secondary activity/), 'Distribution');
  await user.type(screen.getByLabelText(/^Business address/), '5 El Geish Street');
  await user.selectOptions(screen.getByLabelText(/^Business location/), 'Home');
  await user.selectOptions(screen.getByLabelText(/^Business ownership/), 'Rental');
}

describe('BusinessInfoPage (/bi)', () => {
  it('shows the step indicator, the language toggle, and separate empty and invalid phone messages', async () => {
    render(afterKyc);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Business info' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Registration steps' })).toBeInTheDocument();
    expect(
      screen.getByText('Business info', { selector: '.onboarding-steps__label' }).closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'العربية: switch language to Arabic' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Business phone is required')).toBeInTheDocument();
    expect(screen.getByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Business location is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Business phone/), '0123');
    await user.tab();
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
  });

  it('sends lang and response, refreshes the profile and continues to /cr', async () => {
    let body: unknown;
    server.use(
      http.put(api('/accounts/add-business-info'), async ({ request }) => {
        body = await request.json();
        const sent = body as { response: Record<string, string> };
        return HttpResponse.json({
          success: true,
          data: { ...afterKyc, business_info: { en: sent.response } },
        });
      }),
    );
    const { router, store } = render(afterKyc);
    const user = userEvent.setup({ delay: null });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cr'));
    expect(body).toEqual({
      lang: 'en',
      response: {
        business_name: 'Nile Store',
        business_phone: '01234567890',
        business_type: 'LLC',
        business_sector: 'Textiles',
        main_activity: 'Wholesale',
        secondary_activity: 'Distribution',
        business_address: '5 El Geish Street',
        business_location: 'home',
        business_ownership: 'rental',
      },
    });
    expect(store.getState().auth.userdata?.business_info?.en?.business_name).toBe('Nile Store');
    expect(localStorage.getItem('onboardingDraft:u7:bi')).toBeNull();
  });

  it('keeps every typed value when the network fails, and keeps a draft for a reload', async () => {
    server.use(http.put(api('/accounts/add-business-info'), () => HttpResponse.error()));
    const { router } = render(afterKyc);
    const user = userEvent.setup({ delay: null });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/Your information was not saved/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bi');
    expect(screen.getByLabelText(/^Business name/)).toHaveValue('Nile Store');
    expect(screen.getByLabelText(/^Business location/)).toHaveValue('home');
    const draft = JSON.parse(localStorage.getItem('onboardingDraft:u7:bi') ?? '{}') as Record<string, string>;
    expect(draft).toMatchObject({ business_name: 'Nile Store', business_ownership: 'rental' });
  });

  it('fills the form from the saved draft', () => {
    localStorage.setItem(
      'onboardingDraft:u7:bi',
      JSON.stringify({ business_name: 'Draft Store', business_phone: '0111' }),
    );
    render(afterKyc);
    expect(screen.getByLabelText(/^Business name/)).toHaveValue('Draft Store');
    expect(screen.getByLabelText(/^Business phone/)).toHaveValue('0111');
  });

  it('sends a user without KYC back to /kyc, and one with a business name on to /cr', async () => {
    const first = render(aUser({ _id: 'u8', name: 'New', is_seller: true }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/kyc'));
    first.unmount();
    const done = render({ ...afterKyc, business_info: { ar: { business_name: 'متجر النيل' } } }, 'ar');
    await waitFor(() => expect(done.router.state.location.pathname).toBe('/cr'));
  });
});
