import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderLine } from '../../../src/api/types';
import { SellerOrderDetailPage } from '../../../src/features/orders/OrderDetailPage';
import { isolatedCode } from '../../../src/i18n/code';
import { formatMoney } from '../../../src/i18n/format';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';
import { CANCELED_MEANWHILE, aProduct } from '../../fixtures/apiShapes';

const line = (id: string, status: OrderLine['status'], en: string, ar: string, price: number): OrderLine => ({
  _id: id,
  status,
  quantity: 3,
  price,
  order_ref_id: 'ORD-7',
  updatedAt: '2026-10-01T09:30:00.000Z',
  returned_quantity: 0,
  ship_by: null,
  data: aProduct({
    _id: `p-${id}`,
    sku: `SKU-${id}`,
    status: 'active',
    listing_price: price,
    stock_quantity: 10,
    updatedAt: '2026-09-01T00:00:00.000Z',
    is_recommended: false,
    product_images: [],
    en: { name: en },
    ar: { name: ar },
  }),
});

const detail = (status: OrderLine['status']): OrderDetail => ({
  _id: 'o7',
  order_ref_id: 'ORD-7',
  createdAt: '2026-10-01T08:00:00.000Z',
  buyer: { _id: 'b1', name: 'شركة النيل للتجارة', phone_number: '01011112222' },
  delivery_address: { governorate: 'الدقهلية', city: 'المنصورة', street: 'شارع الجيش', building_number: '5' },
  product: [
    line('l1', status, 'Cotton towel', 'فوطة قطن', 80),
    line('l2', 'delivered', 'Desk lamp', 'مصباح مكتب', 120.5),
  ],
  total: 3 * 80 + 3 * 120.5,
  timeline: [
    {
      line_id: 'l1',
      product_id: 'p-l1',
      product_name: { en: 'Cotton towel', ar: 'فوطة قطن' },
      at: '2026-10-01T08:00:00.000Z',
      actor: { _id: 'b1', name: 'شركة النيل للتجارة' },
      from: null,
      to: 'pending',
      reason: null,
      undone: false,
    },
    ...(status === 'rejected'
      ? [
          {
            line_id: 'l1',
            product_id: 'p-l1',
            product_name: { en: 'Cotton towel', ar: 'فوطة قطن' },
            at: '2026-10-02T08:00:00.000Z',
            actor: { _id: 's1', name: 'أحمد حسن' },
            from: 'pending' as const,
            to: 'rejected' as const,
            reason: { code: 'out_of_stock', label: { en: 'Out of stock', ar: 'نفد المخزون' }, text: null },
            undone: false,
          },
        ]
      : []),
  ],
});

describe('OrderDetailPage', () => {
  it('shows buyer, address, lines with totals and the history, and reads it again after a rejection', async () => {
    let reads = 0;
    let status: OrderLine['status'] = 'pending';
    server.use(
      http.get(api('/orders/o7'), () => {
        reads += 1;
        return HttpResponse.json({ success: true, data: detail(status) });
      }),
      http.put(api('/orders/o7/update-status'), () => {
        status = 'rejected';
        return HttpResponse.json({
          success: true,
          data: line('l1', 'rejected', 'Cotton towel', 'فوطة قطن', 80),
          undo: null,
        });
      }),
    );
    renderPage(<SellerOrderDetailPage />, {
      path: '/store/orders/:id',
      route: '/store/orders/o7',
      language: 'ar',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      `الطلب ${isolatedCode('ORD-7')}`,
    );
    const buyer = screen.getByRole('region', { name: 'المشتري' });
    expect(buyer).toHaveTextContent('شركة النيل للتجارة');
    expect(buyer).toHaveTextContent('01011112222');
    expect(screen.getByRole('region', { name: 'عنوان التسليم' })).toHaveTextContent(
      'شارع الجيش، مبنى 5، المنصورة، الدقهلية',
    );
    const lines = screen.getByRole('table', { name: 'بنود الطلب' });
    const towel = within(lines).getByRole('row', { name: /فوطة قطن/ });
    expect(towel).toHaveTextContent(formatMoney(240, 'ar'));
    expect(screen.getByText(formatMoney(601.5, 'ar'))).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'السجل' });
    expect(history).toHaveTextContent('طُلب (قيد الانتظار)');

    const user = userEvent.setup();
    await user.selectOptions(within(towel).getByRole('combobox'), 'rejected');
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/^السبب/), 'out_of_stock');
    await user.click(within(dialog).getByRole('button', { name: 'رفض البند' }));
    await waitFor(() => expect(reads).toBe(2));
    expect(await within(history).findByText(/نفد المخزون/)).toBeInTheDocument();
    expect(history).toHaveTextContent('من قيد الانتظار إلى مرفوض');
    expect(history).toHaveTextContent('أحمد حسن');
  });

  it('reads the order again when a change is refused because the line changed meanwhile, in English', async () => {
    let reads = 0;
    // The page shows the line pending; an admin cancels it before the seller confirms.
    let status: OrderLine['status'] = 'pending';
    server.use(
      http.get(api('/orders/o7'), () => {
        reads += 1;
        const read = HttpResponse.json({ success: true, data: detail(status) });
        status = 'canceled';
        return read;
      }),
      http.put(api('/orders/o7/update-status'), () =>
        HttpResponse.json(CANCELED_MEANWHILE.body, { status: CANCELED_MEANWHILE.status }),
      ),
    );
    renderPage(<SellerOrderDetailPage />, {
      path: '/store/orders/:id',
      route: '/store/orders/o7',
      language: 'en',
    });
    const lines = await screen.findByRole('table', { name: 'Order lines' });
    const towel = within(lines).getByRole('row', { name: /Cotton towel/ });
    await userEvent.setup().selectOptions(within(towel).getByRole('combobox'), 'confirmed');
    expect(await screen.findByText('An order line cannot go from canceled to confirmed')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Order lines' })).getByRole('combobox', {
          name: /Cotton towel/,
        }),
      ).toHaveValue('canceled'),
    );
    expect(reads).toBe(2);
  });

  it('says so when the order is not the seller’s, in English', async () => {
    server.use(
      http.get(api('/orders/o9'), () =>
        HttpResponse.json(
          { success: false, error: { en: 'Order not found', ar: 'الطلب غير موجود' } },
          { status: 404 },
        ),
      ),
    );
    renderPage(<SellerOrderDetailPage />, {
      path: '/store/orders/:id',
      route: '/store/orders/o9',
      language: 'en',
    });
    expect(
      await screen.findByText('This order does not exist, or it has no line of yours.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the orders/ })).toHaveAttribute('href', '/store/orders');
  });
});
