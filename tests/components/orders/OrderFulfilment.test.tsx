import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../../src/api/types';
import { SellerOrdersPage } from '../../../src/features/orders/SellerOrdersPage';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';
import { aProduct, anOrder } from '../../fixtures/apiShapes';

const line = (
  id: string,
  status: OrderLine['status'],
  en: string,
  ar: string,
  shipBy: string,
): OrderLine => ({
  _id: id,
  status,
  quantity: 2,
  price: 99,
  order_ref_id: `ORD-${id}`,
  updatedAt: '2026-10-01T09:30:00.000Z',
  returned_quantity: 0,
  ship_by: shipBy,
  data: aProduct({
    _id: `p-${id}`,
    sku: `SKU-${id}`,
    status: 'active',
    listing_price: 99,
    stock_quantity: 10,
    updatedAt: '2026-09-01T00:00:00.000Z',
    is_recommended: false,
    product_images: [],
    en: { name: en },
    ar: { name: ar },
  }),
});

const orders: Order[] = [
  anOrder({
    _id: 'o1',
    order_ref_id: 'ORD-l1',
    buyer_name: 'منى عادل',
    buyer_phone: '01000000005',
    product: [line('l1', 'pending', 'Cotton towel', 'فوطة قطن', '2026-01-04')],
  }),
  anOrder({
    _id: 'o2',
    order_ref_id: 'ORD-l2',
    buyer_name: 'كريم منصور',
    buyer_phone: '01123456789',
    product: [line('l2', 'pending', 'Desk lamp', 'مصباح مكتب', '2026-01-05')],
  }),
];

const STATUS_COUNTS = {
  all: 1500,
  pending: 12,
  confirmed: 3,
  shipped: 0,
  delivered: 1001,
  canceled: 1,
  returned: 0,
  rejected: 0,
};

/** The seller's list, remembering every query it was asked. */
const sellerList = (asked: URLSearchParams[]) =>
  http.get(api('/orders/seller'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    return HttpResponse.json({
      success: true,
      data: orders,
      meta: {
        count: 2,
        page: Number(params.get('page')),
        limit: Number(params.get('limit')),
        status_counts: STATUS_COUNTS,
        count_limit: 1000,
      },
    });
  });

describe('Orders at volume', () => {
  it('shows each status tab’s count, the buyer and the ship-by day marked overdue, in Arabic', async () => {
    server.use(sellerList([]));
    renderPage(<SellerOrdersPage />, { path: '/store/orders', language: 'ar' });
    expect(await screen.findByRole('button', { name: 'قيد الانتظار (12)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تم التوصيل (1,000+)' })).toBeInTheDocument();
    expect(screen.getAllByText('منى عادل').length).toBeGreaterThan(0);
    expect(screen.getAllByText('01000000005')[0]).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByText('متأخر').length).toBeGreaterThan(0);
  });

  it('says a reversed date range under its field and leaves it out of the query', async () => {
    const asked: URLSearchParams[] = [];
    server.use(sellerList(asked));
    renderPage(<SellerOrdersPage />, { path: '/store/orders', language: 'en' });
    await screen.findAllByText('Cotton towel');
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-10-10' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('To date')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
    const last = asked.at(-1)!;
    expect(last.get('from')).toBeNull();
    expect(last.get('to')).toBeNull();
    // The range fixed, it is asked for.
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-10-20' } });
    await waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2026-10-20'));
    expect(asked.at(-1)?.get('from')).toBe('2026-10-10');
  });

  it('previews a confirm of the picked lines, applies it with the preview’s fingerprint and offers the undo', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      sellerList([]),
      http.post(api('/orders/bulk/preview'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          success: true,
          data: {
            action: 'confirm',
            to: 'confirmed',
            changing_count: 2,
            skipped_count: 0,
            changing: orders.map((order) => ({
              order_id: order._id,
              order_ref_id: order.order_ref_id,
              product_id: order.product[0]!.data._id,
              product_name: { en: order.product[0]!.data.en.name, ar: order.product[0]!.data.ar.name },
              status: 'pending',
            })),
            skipped: [],
            preview: 'fingerprint-1',
          },
        });
      }),
      http.post(api('/orders/bulk'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          success: true,
          message: { en: '2 order lines are now confirmed', ar: 'أصبحت حالة بندين «مؤكد»' },
          data: {
            batch: 'batch-1',
            to: 'confirmed',
            changed_count: 2,
            lines: [],
            undo: { until: new Date(Date.now() + 60_000).toISOString() },
          },
        });
      }),
    );
    renderPage(<SellerOrdersPage />, { path: '/store/orders', language: 'en' });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('checkbox', { name: 'Select Cotton towel' }))[0]!);
    await user.click(screen.getAllByRole('checkbox', { name: 'Select Desk lamp' })[0]!);
    const bar = screen.getByRole('region', { name: 'Act on many order lines' });
    expect(within(bar).getByText('2 lines selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'What will change' });
    expect(within(dialog).getByText('2 lines will be set to Confirmed.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      action: 'confirm',
      lines: [
        { order_id: 'o1', product_id: 'p-l1' },
        { order_id: 'o2', product_id: 'p-l2' },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Set 2 lines to Confirmed' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ action: 'confirm', preview: 'fingerprint-1' });
    expect(await screen.findByText('2 order lines are now confirmed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Undo/ })).toBeInTheDocument();
  });
});
