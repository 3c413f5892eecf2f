import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../../src/api/types';
import { AdminOrdersPage } from '../../../src/features/orders/AdminOrdersPage';
import { SellerOrdersPage } from '../../../src/features/orders/SellerOrdersPage';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';
import { CANCELED_MEANWHILE, aProduct, anOrder } from '../../fixtures/apiShapes';

const line = (
  id: string,
  status: OrderLine['status'],
  en: string,
  ar: string,
  updatedAt = '2026-10-01T09:30:00.000Z',
): OrderLine => ({
  _id: id,
  status,
  quantity: 3,
  price: 120.5,
  order_ref_id: 'ORD-261001-0001',
  updatedAt,
  returned_quantity: 0,
  ship_by: null,
  data: aProduct({
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
  }),
});

const orders: Order[] = [
  anOrder({
    _id: 'o1',
    order_ref_id: 'ORD-261001-0001',
    product: [
      line('l1', 'pending', 'Cotton towel', 'فوطة قطن'),
      line('l2', 'shipped', 'Desk lamp', 'مصباح مكتب'),
    ],
  }),
];

/** The admin list answer: the page's orders under data.orders, the matching line count in meta. */
const adminPage = (pageOrders: Order[], count = 2) =>
  http.get(api('/admin/sourcing/orders'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    return HttpResponse.json({
      success: true,
      data: { orders: pageOrders },
      meta: { count, page: Number(params.get('page')), limit: Number(params.get('limit')) },
    });
  });

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => `${option.textContent}${(option as HTMLOptionElement).disabled ? ' (disabled)' : ''}`);

describe('Orders screen', () => {
  it('shows the admin’s status dropdown, with only the allowed moves choosable, and the progress', async () => {
    server.use(adminPage(orders));
    renderPage(<AdminOrdersPage />, { path: '/admin/orders', language: 'en' });

    const select = await screen.findByRole('combobox', {
      name: 'Status of Cotton towel in order ORD-261001-0001',
    });
    // A pending line can be confirmed or canceled; shipping it first is a move the server refuses.
    expect(options(select)).toEqual([
      'Pending (disabled)',
      'Confirmed',
      'Shipped (disabled)',
      'Delivered (disabled)',
      'Canceled',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Sourcing orders' })).toBeInTheDocument();
    const shipped = screen.getByRole('list', { name: 'Order progress, status Shipped' });
    expect(within(shipped).getByText('Confirmed: reached')).toBeInTheDocument();
    expect(within(shipped).getByText('Shipped: reached')).toBeInTheDocument();
    expect(within(shipped).getByText('Delivered: not reached')).toBeInTheDocument();
  });

  it('shows the server’s message and the line as it is now when a change is refused as a conflict', async () => {
    // Another admin canceled the line a moment ago: this page still shows it pending.
    let reads = 0;
    server.use(
      adminPage(orders),
      http.put(api('/orders/o1/update-status'), () =>
        HttpResponse.json(CANCELED_MEANWHILE.body, { status: CANCELED_MEANWHILE.status }),
      ),
      http.get(api('/orders/o1'), () => {
        reads += 1;
        return HttpResponse.json({
          success: true,
          data: {
            ...orders[0],
            product: [
              line('l1', 'canceled', 'Cotton towel', 'فوطة قطن'),
              line('l2', 'shipped', 'Desk lamp', 'مصباح مكتب'),
            ],
            total: 0,
            timeline: [],
          },
        });
      }),
    );
    renderPage(<AdminOrdersPage />, { path: '/admin/orders', language: 'ar' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'حالة فوطة قطن في الطلب ORD-261001-0001' });
    await user.selectOptions(select, 'confirmed');
    expect(await screen.findByText('لا يمكن تغيير بند الطلب من ملغي إلى مؤكد')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('canceled'));
    expect(reads).toBe(1);
    expect(screen.getByRole('list', { name: 'مراحل الطلب، الحالة ملغي' })).toBeInTheDocument();
  });

  it('keeps the row as it was and reads nothing again when a change is refused for another reason', async () => {
    let reads = 0;
    server.use(
      adminPage(orders),
      http.put(api('/orders/o1/update-status'), () =>
        HttpResponse.json(
          { success: false, error: { en: 'The reason is too long', ar: 'السبب أطول من المسموح' } },
          { status: 400 },
        ),
      ),
      http.get(api('/orders/o1'), () => {
        reads += 1;
        return HttpResponse.json({ success: false }, { status: 500 });
      }),
    );
    renderPage(<AdminOrdersPage />, { path: '/admin/orders', language: 'en' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', {
      name: 'Status of Cotton towel in order ORD-261001-0001',
    });
    await user.selectOptions(select, 'confirmed');
    expect(await screen.findByText('The reason is too long')).toBeInTheDocument();
    expect(select).toHaveValue('pending');
    expect(select).toBeEnabled();
    expect(reads).toBe(0);
  });

  it('sends status, product_id and order_ref_id and updates the row when the server accepts', async () => {
    let body: unknown;
    server.use(
      adminPage(orders),
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

  it('shows the page newest change first, even when one order’s lines are apart', async () => {
    const page: Order[] = [
      anOrder({
        _id: 'o1',
        order_ref_id: 'ORD-261001-0001',
        product: [
          line('l1', 'pending', 'Cotton towel', 'فوطة قطن', '2026-10-03T09:00:00.000Z'),
          line('l3', 'pending', 'Prayer rug', 'سجادة صلاة', '2026-10-01T09:00:00.000Z'),
        ],
      }),
      anOrder({
        _id: 'o2',
        order_ref_id: 'ORD-261001-0002',
        product: [line('l2', 'shipped', 'Desk lamp', 'مصباح مكتب', '2026-10-02T09:00:00.000Z')],
      }),
    ];
    server.use(adminPage(page, 3));
    renderPage(<AdminOrdersPage />, { path: '/admin/orders', language: 'en' });
    await screen.findByRole('combobox', { name: /Cotton towel/ });
    expect(
      screen
        .getAllByRole('combobox', { name: /^Status of/ })
        .map((select) => select.getAttribute('aria-label')),
    ).toEqual([
      'Status of Cotton towel in order ORD-261001-0001',
      'Status of Desk lamp in order ORD-261001-0001',
      'Status of Prayer rug in order ORD-261001-0001',
    ]);
  });

  it('asks the server for one page with the tab, the search and the rows per page, and shows its count', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get(api('/orders/seller'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const status = params.get('status');
        const search = params.get('search')?.toLowerCase() ?? '';
        const matching = orders
          .map((order) => ({
            ...order,
            product: order.product.filter(
              (candidate) =>
                (status === 'all' || candidate.status === status) &&
                ((candidate.data.en?.name ?? '').toLowerCase().includes(search) ||
                  candidate.order_ref_id.toLowerCase().includes(search)),
            ),
          }))
          .filter((order) => order.product.length > 0);
        // The server counts every matching line over all pages; this page holds only the first ones.
        const count = search === 'towel' ? 1 : status === 'shipped' ? 6 : 42;
        return HttpResponse.json({
          success: true,
          data: matching,
          meta: { count, page: Number(params.get('page')), limit: Number(params.get('limit')) },
        });
      }),
    );
    const last = () => Object.fromEntries(requests.at(-1) ?? []);
    renderPage(<SellerOrdersPage />, { path: '/store/orders', language: 'en' });
    const user = userEvent.setup();
    const pending = await screen.findByRole('combobox', { name: /Cotton towel/ });
    expect(last()).toEqual({ page: '1', limit: '5', status: 'all' });
    expect(screen.getByText('1–5 of 42')).toBeInTheDocument();
    expect(options(pending)).toEqual(['Pending (disabled)', 'Confirmed', 'Rejected']);
    const shipped = screen.getByRole('combobox', { name: /Desk lamp/ });
    expect(options(shipped).every((option) => option.endsWith('(disabled)'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last()).toEqual({ page: '2', limit: '5', status: 'all' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '15');
    await waitFor(() => expect(last()).toEqual({ page: '1', limit: '15', status: 'all' }));

    await user.click(screen.getByRole('button', { name: 'Shipped' }));
    await waitFor(() => expect(last()).toEqual({ page: '1', limit: '15', status: 'shipped' }));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /Cotton towel/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('combobox', { name: /Desk lamp/ })).toBeInTheDocument();
    expect(screen.getByText('1–6 of 6')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by product, order reference, buyer name or phone' }),
      ' towel ',
    );
    await waitFor(() => expect(last()).toEqual({ page: '1', limit: '15', status: 'all', search: 'towel' }));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /Desk lamp/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    // Typing is debounced: one request for the whole word, not one per letter.
    expect(requests.filter((params) => params.has('search'))).toHaveLength(1);
  });
});
