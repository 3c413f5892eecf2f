import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { KycForm } from '../../../src/features/onboarding/KycForm';
import { KYC_BODY } from '../../fixtures/onboarding';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

const seller: User = { _id: 's1', name: 'Seller', is_seller: true, kyc: { ...KYC_BODY } };
const refusal = {
  success: false,
  error: { en: 'Please correct the fields marked below', ar: 'يرجى تصحيح الحقول المشار إليها' },
  fields: { address: { en: 'Must be at most 300 characters', ar: 'يجب ألا يزيد عن 300 حرف' } },
};

describe('KycForm', () => {
  it('shows what the server found wrong with a field under that field, in the page language, and keeps the typing', async () => {
    server.use(http.put(api('/accounts/add-kyc'), () => HttpResponse.json(refusal, { status: 400 })));
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <KycForm user={seller} submitLabel="حفظ" /> }], { language: 'ar' });
    const address = await screen.findByLabelText(/^العنوان/);
    expect(address).toHaveAttribute('maxLength', '300');
    await user.clear(address);
    await user.type(address, '12 شارع النيل');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('يجب ألا يزيد عن 300 حرف'));
    expect(await screen.findByText('يرجى تصحيح الحقول المشار إليها')).toBeInTheDocument();
    expect(address).toHaveValue('12 شارع النيل');
    expect(screen.queryByText(/address/)).not.toBeInTheDocument();
  });

  it('sends an ID and dependents typed with Arabic-Indic digits as ASCII digits', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put(api('/accounts/add-kyc'), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true, data: seller });
      }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <KycForm user={seller} submitLabel="Save" /> }], { language: 'en' });
    const id = await screen.findByLabelText(/^ID number/);
    await user.clear(id);
    await user.type(id, '٢٩٠٠١٠١١٢٣٤٥٦٧');
    await user.type(screen.getByLabelText(/^Dependents/), '٣');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ id: '29001011234567', dependents: '3' });
  });
});
