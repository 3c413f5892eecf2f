import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as Routing from '../../../src/lib/routing';
import type { User } from '../../../src/api/types';
import { routes } from '../../../src/app/router';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import { prefetchMatching } from '../../../src/lib/routing';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

vi.mock('../../../src/lib/routing', async (importOriginal) => ({
  ...(await importOriginal<typeof Routing>()),
  prefetchMatching: vi.fn(),
}));

const seller = {
  _id: 'u',
  name: 'Mona Adel',
  is_seller: true,
  kyc: { address: 'Cairo' },
  business_info: { ar: { business_name: 'متجر' } },
  company_registration: { owner_name: 'Owner' },
} as User;

describe('app router', () => {
  it('loads the signed-in frame lazily and prefetches the page a sidebar link leads to', async () => {
    server.use(http.all(api('/*'), () => HttpResponse.json({ success: true, data: [] })));
    renderRoutes(routes, {
      route: '/',
      language: 'en',
      preloadedState: {
        auth: { ...initialAuthState, lang: 'en', isAuthenticated: true, user: { id: 'u' }, userdata: seller },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Toggle navigation menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.hover(within(nav).getByRole('link', { name: 'Inventory management' }));
    await waitFor(() => expect(prefetchMatching).toHaveBeenCalledWith(routes, '/store/inventory'));
  });
});
