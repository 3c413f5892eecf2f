import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../../src/api/types';
import { AdminOrdersPage } from '../../../src/features/orders/AdminOrdersPage';
import { SellerOrdersPage } from '../../../src/features/orders/SellerOrdersPage';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';

const line = (id: string, status: OrderLine['status'], en: string, ar: string): OrderLine => ({
  _id: id,
  status,
  quantity: 3,
  price: 120.5,
  order_ref_id: 'ORD-261001-0001',
  updatedAt: '2026-10-01T09:30:00.000Z',
  data: {
    _id: `p-${id}`,
    sku: `SKU-${id}`,
    status: 'active',
    listing_price: 120.5,
    stock_quantity: 10,
    updatedAt: '2026-09-01T00:00:00.000Z',
    is_recommended: false,
    product_images: [],
    en: { name: en },
    ar: { name: ar },
  },
});

const orders: Order[] = [
  {
    _id: 'o1',
    order_ref_id: 'ORD-261001-0001',
    product: [
      line('l1', 'pending', 'Cotton towel', 'فوطة قطن'),
      line('l2', 'shipped', 'Desk lamp', 'مصباح مكتب'),
    ],
  },
];

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => `${option.textContent}${(option as HTMLOptionElement).disabled ? ' (disabled)' : ''}`);

describe('Orders screen', () => {
  it('shows the admin dropdown of SPEC.md §4 and the progress of each line', async () => {
    server.use(
      http.get(api('/admin/sourcing/orders'), () => HttpResponse.json({ success: true, data: { orders } })),
    );
    renderPage(<AdminOrdersPage />, { path: '/admin/orders', language: 'en' });

    const select = await screen.findByRole('combobox', {
      name: 'Status of Cotton towel in order ORD-261001-0001',
    });
    expect(options(select)).toEqual([
      'Pending (disabled)',
      'Confirmed',
      'Shipped',
      'Delivered (disabled)',
      'Canceled',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Sourcing orders' })).toBeInTheDocument();
    const shipped = screen.getByRole('list', { name: 'Order progress, status Shipped' });
    expect(within(shipped).getByText('Confirmed: reached')).toBeInTheDocument();
    expect(within(shipped).getByText('Shipped: reached')).toBeInTheDocument();
    expect(within(shipped).getByText('Delivered: not reached')).toBeInTheDocument();
  });

  it('keeps the row as it was and shows the server’s message when a change is refused', async () => {
    server.use(
      http.get(api('/admin/sourcing/orders'), () => HttpResponse.json({ success: true, data: { orders } })),
      http.put(api('/orders/o1/update-status'), () =>
        HttpResponse.json(
          {
            success: false,
            error: {
              en: 'An order line cannot go from pending to shipped',
              ar: 'لا يمكن تغيير بند الطلب من قيد الانتظار إلى تم الشحن',
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderPage(<AdminOrdersPage />, { path: '/admin/orders', language: 'ar' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'حالة فوطة قطن في الطلب ORD-261001-0001' });
    await user.selectOptions(select, 'shipped');
    expect(
      await screen.findByText('لا يمكن تغيير بند الطلب من قيد الانتظار إلى تم الشحن'),
    ).toBeInTheDocument();
    expect(select).toHaveValue('pending');
    expect(select).toBeEnabled();
    expect(screen.getByRole('list', { name: 'مراحل الطلب، الحالة قيد الانتظار' })).toBeInTheDocument();
  });

  it('sends status, product_id and order_ref_id and updates the row when the server accepts', async () => {
    let body: unknown;
    server.use(
      http.get(api('/admin/sourcing/orders'), () => HttpResponse.json({ success: true, data: { orders } })),
      http.put(api('/orders/o1/update-status'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          success: true,
          data: { ...line('l1', 'confirmed', 'Cotton towel', 'فوطة قطن') },
        });
      }),
    );
    renderPage(<AdminOrdersPage />, { path: '/admin/orders', language: 'en' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', {
      name: 'Status of Cotton towel in order ORD-261001-0001',
    });
    await user.selectOptions(select, 'confirmed');
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
    expect(body).toEqual({ status: 'confirmed', product_id: 'p-l1', order_ref_id: 'ORD-261001-0001' });
    await waitFor(() => expect(select).toHaveValue('confirmed'));
  });

  it('lets a seller confirm or reject pending lines only, filter by status and search by name or order id', async () => {
    server.use(http.get(api('/orders/seller'), () => HttpResponse.json({ success: true, data: orders })));
    renderPage(<SellerOrdersPage />, { path: '/store/orders', language: 'en' });
    const user = userEvent.setup();
    const pending = await screen.findByRole('combobox', { name: /Cotton towel/ });
    expect(options(pending)).toEqual(['Pending (disabled)', 'Confirmed', 'Rejected']);
    const shipped = screen.getByRole('combobox', { name: /Desk lamp/ });
    expect(options(shipped).every((option) => option.endsWith('(disabled)'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Shipped' }));
    expect(screen.queryByRole('combobox', { name: /Cotton towel/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Desk lamp/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by product name or order id' }), 'towel');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /Desk lamp/ })).not.toBeInTheDocument(),
    );
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'ORD-261001');
    expect(await screen.findByRole('combobox', { name: /Desk lamp/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Cotton towel/ })).toBeInTheDocument();
  });
});
