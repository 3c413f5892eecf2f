import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../../src/api/types';
import { AdminOrdersPage } from '../../../src/features/orders/AdminOrdersPage';
import { SellerOrdersPage } from '../../../src/features/orders/SellerOrdersPage';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';
import { aProduct, anOrder } from '../../fixtures/apiShapes';

const line = (status: OrderLine['status']): OrderLine => ({
  _id: 'l1',
  status,
  quantity: 2,
  price: 80,
  order_ref_id: 'ORD-1',
  updatedAt: '2026-10-01T09:30:00.000Z',
  returned_quantity: 0,
  ship_by: null,
  data: aProduct({
    _id: 'p1',
    sku: 'SKU-1',
    status: 'active',
    listing_price: 80,
    stock_quantity: 10,
    updatedAt: '2026-09-01T00:00:00.000Z',
    is_recommended: false,
    product_images: [],
    en: { name: 'Cotton towel' },
    ar: { name: 'فوطة قطن' },
  }),
});
const order = (status: OrderLine['status']): Order[] => [
  anOrder({ _id: 'o1', order_ref_id: 'ORD-1', product: [line(status)] }),
];
const page = (path: string, status: OrderLine['status'], admin = false) =>
  http.get(api(path), () =>
    HttpResponse.json({
      success: true,
      data: admin ? { orders: order(status) } : order(status),
      meta: { count: 1, page: 1, limit: 5 },
    }),
  );

describe('changing a line status', () => {
  it('asks a seller to confirm a rejection and why, in Arabic, and sends the reason', async () => {
    const bodies: unknown[] = [];
    server.use(
      page('/orders/seller', 'pending'),
      http.put(api('/orders/o1/update-status'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: line('rejected'),
          message: { en: 'Order status updated successfully', ar: 'تم تحديث حالة الطلب بنجاح' },
          undo: null,
        });
      }),
    );
    renderPage(<SellerOrdersPage />, { path: '/store/orders', language: 'ar' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'حالة فوطة قطن في الطلب ORD-1' });
    await user.selectOptions(select, 'rejected');
    const dialog = await screen.findByRole('dialog', { name: 'رفض بند الطلب هذا؟' });
    // Nothing is sent before the seller confirms, and not without a reason.
    expect(bodies).toEqual([]);
    expect(select).toHaveValue('pending');
    await user.click(within(dialog).getByRole('button', { name: 'رفض البند' }));
    expect(await within(dialog).findByText('اختر سببًا')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^السبب/), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'رفض البند' }));
    expect(await within(dialog).findByText('اكتب السبب في كلمات قليلة')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^التفاصيل/), 'المقاس غير متوفر');
    await user.click(within(dialog).getByRole('button', { name: 'رفض البند' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        status: 'rejected',
        product_id: 'p1',
        order_ref_id: 'ORD-1',
        reason: { code: 'other', text: 'المقاس غير متوفر' },
      },
    ]);
    await waitFor(() => expect(select).toHaveValue('rejected'));
  });

  it('sends nothing when the dialog is closed', async () => {
    let calls = 0;
    server.use(
      page('/admin/sourcing/orders', 'pending', true),
      http.put(api('/orders/o1/update-status'), () => {
        calls += 1;
        return HttpResponse.json({ success: true, data: line('canceled'), undo: null });
      }),
    );
    renderPage(<AdminOrdersPage />, { path: '/admin/orders', language: 'en' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Status of Cotton towel in order ORD-1' });
    await user.selectOptions(select, 'canceled');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order line?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toBe(0);
    expect(select).toHaveValue('pending');
  });

  it('confirms at once and undoes it from the toast, in English', async () => {
    let undone: unknown;
    server.use(
      page('/admin/sourcing/orders', 'pending', true),
      http.put(api('/orders/o1/update-status'), () =>
        HttpResponse.json({
          success: true,
          data: line('confirmed'),
          message: { en: 'Order status updated successfully', ar: 'تم تحديث حالة الطلب بنجاح' },
          undo: { until: new Date(Date.now() + 10_000).toISOString() },
        }),
      ),
      http.put(api('/orders/o1/status/undo'), async ({ request }) => {
        undone = await request.json();
        return HttpResponse.json({
          success: true,
          data: line('pending'),
          message: { en: 'The change was undone', ar: 'تم التراجع عن التغيير' },
        });
      }),
    );
    renderPage(<AdminOrdersPage />, { path: '/admin/orders', language: 'en' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Status of Cotton towel in order ORD-1' });
    await user.selectOptions(select, 'confirmed');
    await waitFor(() => expect(select).toHaveValue('confirmed'));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The change was undone')).toBeInTheDocument();
    expect(undone).toEqual({ product_id: 'p1', order_ref_id: 'ORD-1' });
    await waitFor(() => expect(select).toHaveValue('pending'));
  });
});
