import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import {
  RequireAdmin,
  RequireAdminOrAmbassador,
  RequireAmbassador,
  RequireAuth,
  RequireSeller,
} from '../../../src/app/guards';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import { renderRoutes } from '../../setup/render';

const done = {
  kyc: { address: 'Cairo' },
  business_info: { ar: { business_name: 'متجر' } },
  company_registration: { owner_name: 'Owner' },
};

const stub = (text: string) => <p>{text}</p>;

const routes = [
  { path: '/', element: stub('home') },
  { path: '/login', element: stub('login') },
  { path: '/kyc', element: stub('kyc') },
  { path: '/bi', element: stub('bi') },
  { path: '/cr', element: stub('cr') },
  { element: <RequireAuth />, children: [{ path: '/pages/profile', element: stub('profile') }] },
  { element: <RequireSeller />, children: [{ path: '/store/inventory', element: stub('inventory') }] },
  { element: <RequireAdmin />, children: [{ path: '/pages/admin', element: stub('users') }] },
  {
    element: <RequireAdminOrAmbassador />,
    children: [{ path: '/pages/user/detail', element: stub('detail') }],
  },
  { element: <RequireAmbassador />, children: [{ path: '/pages/recruits', element: stub('recruits') }] },
];

/** What a refused page says, in place of the page (the catalogue is Arabic by default). */
const DENIED = 'لا يمكنك فتح هذه الصفحة';

function visit(route: string, userdata: Partial<User> | null) {
  return renderRoutes(routes, {
    route,
    preloadedState: {
      auth: {
        ...initialAuthState,
        isAuthenticated: Boolean(userdata),
        user: userdata ? { id: 'u' } : null,
        userdata: userdata ? ({ _id: 'u', name: 'U', ...userdata } as User) : null,
      },
    },
  });
}

describe('route guards', () => {
  it('sends a guest to /login, remembering the page', () => {
    const { router } = visit('/pages/profile', null);
    expect(screen.getByText('login')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?next=%2Fpages%2Fprofile',
    );
  });

  it.each([
    [{ is_seller: true }, 'kyc'],
    [{ is_seller: true, kyc: done.kyc }, 'bi'],
    [{ is_seller: true, kyc: done.kyc, business_info: done.business_info }, 'cr'],
    [{ is_seller: true, ...done }, 'inventory'],
    [{ is_admin: true, ...done }, 'inventory'],
    [{ ...done }, DENIED],
  ])('the seller area for %j shows %s', async (userdata, expected) => {
    const { router } = visit('/store/inventory', userdata);
    expect(await screen.findByText(expected)).toBeInTheDocument();
    // Onboarding steps redirect; a refusal stays in place.
    if (expected === DENIED) expect(router.state.location.pathname).toBe('/store/inventory');
  });

  it.each([
    ['/pages/admin', { is_admin: true }, 'users'],
    ['/pages/admin', { is_seller: true, ...done }, DENIED],
    ['/pages/admin', { is_ambassador: true }, DENIED],
    ['/pages/user/detail', { is_ambassador: true }, 'detail'],
    ['/pages/user/detail', { is_admin: true }, 'detail'],
    ['/pages/user/detail', { is_seller: true }, DENIED],
    ['/pages/recruits', { is_ambassador: true }, 'recruits'],
    ['/pages/recruits', { is_admin: true }, DENIED],
    ['/pages/profile', {}, 'profile'],
  ])('%s for %j shows %s', async (route, userdata, expected) => {
    const { router } = visit(route, userdata);
    expect(await screen.findByText(expected)).toBeInTheDocument();
    // A page the role may not open is refused in place: the address still names it.
    expect(router.state.location.pathname).toBe(route);
  });
});
