import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { KycForm } from '../../../src/features/onboarding/KycForm';
import { KYC_BODY } from '../../fixtures/onboarding';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { aUser } from '../../fixtures/apiShapes';

const seller: User = aUser({ _id: 's1', name: 'Seller', is_seller: true, kyc: { ...KYC_BODY } });
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

  it.each([
    {
      language: 'en',
      idLabel: /^ID number/,
      birthdayLabel: /^Birthday/,
      save: 'Save',
      gender: 'Digit 13 of the national ID does not match the Gender field (odd for male, even for female)',
      birthday: 'The birth date in the national ID does not match the Birthday field',
    },
    {
      language: 'ar',
      idLabel: /^رقم الهوية/,
      birthdayLabel: /^تاريخ الميلاد/,
      save: 'حفظ',
      gender: 'الرقم 13 في الرقم القومي لا يطابق حقل النوع (فردي للذكر وزوجي للأنثى)',
      birthday: 'تاريخ الميلاد في الرقم القومي لا يطابق حقل تاريخ الميلاد',
    },
  ] as const)(
    'says which part of the national ID disagrees, under the ID field, in $language, and keeps the typing',
    async ({ language, idLabel, birthdayLabel, save, gender, birthday }) => {
      const sent: unknown[] = [];
      server.use(
        http.put(api('/accounts/add-kyc'), async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ success: true, data: seller });
        }),
      );
      const user = userEvent.setup();
      renderRoutes([{ path: '/', element: <KycForm user={seller} submitLabel={save} /> }], { language });
      const id = await screen.findByLabelText(idLabel);
      await user.clear(id);
      // Digit 13 is 7 (odd, a man) while the form says female.
      await user.type(id, '٢٩٠٠٥٠١١٢٣٤٥٧٧');
      await user.click(screen.getByRole('button', { name: save }));

      await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'));
      expect(id).toHaveAccessibleDescription(expect.stringContaining(gender));
      // A code's digits are written ASCII as they are typed, in their order.
      expect(id).toHaveValue('29005011234577');
      expect(id).toHaveAttribute('dir', 'ltr');

      // The message follows the other field: another birthday is now what disagrees.
      await user.clear(id);
      await user.type(id, '29005011234567');
      const birthdayInput = screen.getByLabelText(birthdayLabel);
      fireEvent.change(birthdayInput, { target: { value: '1990-05-02' } });
      await waitFor(() => expect(id).toHaveAccessibleDescription(expect.stringContaining(birthday)));
      expect(birthdayInput).toHaveValue('1990-05-02');
      expect(birthdayInput).toHaveAttribute('aria-invalid', 'false');
      expect(sent).toEqual([]);
    },
  );

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
    await user.type(id, '٢٩٠٠٥٠١١٢٣٤٥٦٧');
    await user.type(screen.getByLabelText(/^Dependents/), '٣');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ id: '29005011234567', dependents: '3' });
  });
});
