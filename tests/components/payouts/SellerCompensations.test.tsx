import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Compensation } from '../../../src/api/types';
import { SellerCompensations } from '../../../src/features/payouts/SellerCompensations';
import { aCompensation } from '../../fixtures/apiShapes';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';

const granted = aCompensation({ _id: 'c1', reference: 'CP-00000000C1', order_id: 'ORD-1001' });

describe('SellerCompensations', () => {
  it('asks for words with "other", credits the seller, and lists what was credited', async () => {
    const sent: unknown[] = [];
    const listed: Compensation[] = [];
    server.use(
      http.get(api('/compensations'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('user_id')).toBe('s1');
        return HttpResponse.json({
          success: true,
          items: listed,
          meta: { count: listed.length, page: 1, limit: 10 },
        });
      }),
      http.post(api('/compensations'), async ({ request }) => {
        sent.push(await request.json());
        listed.push(granted);
        return HttpResponse.json(
          { success: true, data: granted, wallet: { net_balance: 1, total_balance: 1 } },
          { status: 201 },
        );
      }),
    );
    renderPage(<SellerCompensations sellerId="s1" />, { language: 'ar' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'التعويضات' });
    await user.type(within(form).getByLabelText(/^المبلغ/), '١٢٥٫٧٥');
    await user.selectOptions(within(form).getByLabelText(/^سبب التعويض/), 'سبب آخر');
    await user.click(within(form).getByRole('button', { name: 'إضافة إلى رصيد البائع' }));
    expect(await within(form).findByText('اكتب السبب في كلمات قليلة')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.selectOptions(within(form).getByLabelText(/^سبب التعويض/), 'فقدت شركة الشحن الشحنة');
    await user.type(within(form).getByLabelText(/^مرجع الطلب/), 'ORD-1001');
    await user.click(within(form).getByRole('button', { name: 'إضافة إلى رصيد البائع' }));
    expect(await screen.findByText('CP-00000000C1')).toBeInTheDocument();
    expect(sent).toEqual([
      { user_id: 's1', amount: 125.75, reason: { code: 'lost_shipment' }, order_id: 'ORD-1001' },
    ]);
  });

  it('pages through every compensation of the seller, not only the newest ones', async () => {
    const all = Array.from({ length: 23 }, (_, index) => ({
      ...granted,
      _id: `c${index}`,
      reference: `CP-${String(index).padStart(10, '0')}`,
    }));
    server.use(
      http.get(api('/compensations'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        const limit = Number(params.get('limit'));
        return HttpResponse.json({
          success: true,
          items: all.slice((page - 1) * limit, page * limit),
          meta: { count: all.length, page, limit },
        });
      }),
    );
    renderPage(<SellerCompensations sellerId="s1" />, { language: 'en' });
    expect(await screen.findByText('CP-0000000000')).toBeInTheDocument();
    expect(screen.queryByText('CP-0000000022')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('CP-0000000022')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "This seller's withdrawal requests" })).toHaveAttribute(
      'href',
      '/admin/payouts?tab=all&seller=s1',
    );
  });
});
