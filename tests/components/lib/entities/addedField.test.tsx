import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as Definitions from '../../../../src/lib/entities/onboarding';
import type { User } from '../../../../src/api/types';
import { initialAuthState } from '../../../../src/features/auth/authSlice';
import { KycForm } from '../../../../src/features/onboarding/KycForm';
import { UserDetailPage } from '../../../../src/features/users/UserDetailPage';
import { KYC_BODY } from '../../../fixtures/onboarding';
import { server } from '../../../setup/msw';
import { api, renderRoutes } from '../../../setup/render';
import { aUser } from '../../../fixtures/apiShapes';

// A required field added to the KYC definition only: the form, its checks and the detail screen pick it up.
vi.mock('../../../../src/lib/entities/onboarding', async (importOriginal) => {
  const original = await importOriginal<typeof Definitions>();
  const { text } = await import('../../../../src/lib/entities/field');
  return { ...original, KYC: { ...original.KYC, mother_name: text(50) } };
});

const seller: User = aUser({
  _id: 's1',
  name: 'Seller',
  is_seller: true,
  kyc: { ...KYC_BODY, mother_name: 'Amal' } as User['kyc'],
});

describe('a field added to a definition', () => {
  it('is an input with its limit in the form, required before the call, and sent with the rest', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put(api('/accounts/add-kyc'), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true, data: seller });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: <KycForm user={{ ...seller, kyc: { ...KYC_BODY } as User['kyc'] }} submitLabel="Save" />,
        },
      ],
      { language: 'en' },
    );
    const input = await screen.findByLabelText(/onboarding\.kyc\.fields\.mother_name|mother_name/i);
    expect(input).toHaveAttribute('maxLength', '50');
    expect(input).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toHaveLength(0);

    await user.type(input, 'Amal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ mother_name: 'Amal', type: 'national_id' });
  });

  it('is a row of the user detail screen', async () => {
    server.use(
      http.get(api('/accounts/s1'), () => HttpResponse.json({ success: true, data: seller })),
      http.get(api('/admin/audit'), () => HttpResponse.json({ success: true, items: [] })),
      http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [] })),
      http.get(api('/products/imports'), () =>
        HttpResponse.json({ success: true, items: [], meta: { total: 0 } }),
      ),
    );
    renderRoutes([{ path: '/pages/user/detail', element: <UserDetailPage /> }], {
      route: '/pages/user/detail?id=s1',
      language: 'en',
      preloadedState: {
        auth: {
          ...initialAuthState,
          isAuthenticated: true,
          userdata: aUser({ _id: 'a', name: 'Admin', is_admin: true }),
        },
      },
    });
    const kyc = await screen.findByRole('region', { name: /identity|kyc/i });
    expect(within(kyc).getByText('Amal')).toBeInTheDocument();
  });
});
