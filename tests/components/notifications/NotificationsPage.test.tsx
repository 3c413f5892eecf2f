import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../src/api/types';
import { NotificationsPage } from '../../../src/features/notifications/NotificationsPage';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';
import { aNotification } from '../../fixtures/apiShapes';

const orderNotification: AppNotification = {
  _id: 'n1',
  object_type: 'order',
  message: {
    en: 'Order ORD-1: Cotton towel is now shipped',
    ar: 'الطلب ORD-1: حالة المنتج فوطة قطن الآن «تم الشحن»',
  },
  read: false,
  createdAt: '2026-10-01T10:00:00.000Z',
  object: {
    order_ref_id: 'ORD-1',
    product: [
      {
        status: 'shipped',
        quantity: 4,
        order_ref_id: 'ORD-1',
        data: {
          en: { name: 'Cotton towel' },
          ar: { name: 'فوطة قطن' },
          listing_price: 85,
          updatedAt: '2026-10-01T10:00:00.000Z',
        },
      },
      {
        status: 'on-hold',
        quantity: 1,
        order_ref_id: 'ORD-1',
        data: {
          en: { name: 'Desk lamp' },
          ar: { name: 'مصباح مكتب' },
          listing_price: 12.5,
          updatedAt: '2026-10-01T10:00:00.000Z',
        },
      },
    ],
  },
};
const productNotification: AppNotification = aNotification({
  _id: 'n2',
  object_type: 'product',
  message: { en: 'Your product is live', ar: 'منتجك متاح' },
  read: false,
});

describe('NotificationsPage', () => {
  it('lists only order notifications with product details, and opening one marks it read', async () => {
    let marked = '';
    server.use(
      http.get(api('/notifications'), () =>
        HttpResponse.json({ success: true, data: [orderNotification, productNotification] }),
      ),
      http.put(api('/notifications/:id/read'), ({ params }) => {
        marked = String(params.id);
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    renderPage(<NotificationsPage />, { path: '/pages/notifications', language: 'en' });
    const user = userEvent.setup();

    const card = (await screen.findByRole('button', { name: orderNotification.message.en })).closest(
      'article',
    );
    expect(card).not.toBeNull();
    const scope = within(card as HTMLElement);
    expect(screen.queryByText('Your product is live')).not.toBeInTheDocument();
    expect(scope.getByText('Unread')).toBeInTheDocument();
    expect(scope.getByText('85.00 LE')).toBeInTheDocument();
    expect(scope.getByText('12.50 LE')).toBeInTheDocument();
    expect(scope.getByText('QT: 4')).toBeInTheDocument();
    expect(scope.getByText('Shipped')).toHaveClass('badge-warning-dark');
    // A status this app does not know shows its raw value in the default amber.
    expect(scope.getByText('on-hold')).toHaveClass('text-bg-warning');

    // Every filter choice gives the same order-only list (docs/screens.md).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'orders');
    expect(screen.getByRole('button', { name: orderNotification.message.en })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: orderNotification.message.en }));
    await waitFor(() => expect(marked).toBe('n1'));
    expect(scope.queryByText('Unread')).not.toBeInTheDocument();
  });
});

describe('NotificationsPage mark all as read', () => {
  it('marks every notification read in one call, in Arabic, and the button goes away', async () => {
    let calls = 0;
    const second: AppNotification = { ...orderNotification, _id: 'n3' };
    server.use(
      http.get(api('/notifications'), () =>
        HttpResponse.json({ success: true, data: [orderNotification, second] }),
      ),
      http.put(api('/notifications/read-all'), () => {
        calls += 1;
        return HttpResponse.json({ success: true, data: { updated: 2 } });
      }),
    );
    renderPage(<NotificationsPage />, { path: '/pages/notifications', language: 'ar' });
    const user = userEvent.setup();
    expect(await screen.findAllByText('غير مقروء')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'تعليم الكل كمقروء' }));
    await waitFor(() => expect(screen.queryAllByText('غير مقروء')).toHaveLength(0));
    expect(calls).toBe(1);
    expect(screen.queryByRole('button', { name: 'تعليم الكل كمقروء' })).toBeNull();
  });
});

describe('NotificationsPage opening an order', () => {
  it('opens the order a notification names', async () => {
    const withOrder: AppNotification = {
      ...orderNotification,
      object: { ...orderNotification.object, _id: 'o1' },
    };
    server.use(
      http.get(api('/notifications'), () => HttpResponse.json({ success: true, data: [withOrder] })),
      http.put(api('/notifications/:id/read'), () => HttpResponse.json({ success: true, data: null })),
    );
    const { router } = renderPage(<NotificationsPage />, { path: '/pages/notifications', language: 'en' });
    await userEvent.setup().click(await screen.findByRole('button', { name: orderNotification.message.en }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/orders/o1'));
  });
});

describe('NotificationsPage reviews tab', () => {
  const rejectedDocument: AppNotification = {
    _id: 'n3',
    object_type: 'document',
    message: {
      en: 'The back of your ID you uploaded was rejected. Reason: Image unreadable or blurred',
      ar: 'مستند «الوجه الخلفي لبطاقة الهوية» الذي رفعته تم رفضه. السبب: الصورة غير مقروءة أو مشوشة',
    },
    read: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    object: { type: 'kyc_back', status: 'rejected', reason: { code: 'unreadable' } },
  };
  const approvedProducts: AppNotification = aNotification({
    _id: 'n4',
    object_type: 'product',
    message: {
      en: 'Review of your products — 40 products: Active',
      ar: 'مراجعة منتجاتك — عدد المنتجات: 40: نشط',
    },
    read: true,
    object: { status: 'active', count: 40, product_ids: ['p1'] },
  });

  it('lists review notifications on their own tab, in Arabic, and opens the profile tab of a document', async () => {
    server.use(
      http.get(api('/notifications'), () =>
        HttpResponse.json({ success: true, data: [orderNotification, rejectedDocument, approvedProducts] }),
      ),
      http.put(api('/notifications/:id/read'), () => HttpResponse.json({ success: true, data: null })),
    );
    const { router } = renderPage(<NotificationsPage />, { path: '/pages/notifications', language: 'ar' });
    const views = await screen.findByRole('group', { name: 'أي الإشعارات' });
    // The order list is the specified screen: reviews are not in it.
    expect(await screen.findByText('فوطة قطن')).toBeInTheDocument();
    expect(screen.queryByText(rejectedDocument.message.ar)).toBeNull();
    await userEvent.setup().click(within(views).getByRole('button', { name: 'المراجعات (غير المقروءة: 1)' }));
    expect(router.state.location.search).toBe('?view=reviews');
    const list = screen.getByRole('list', { name: 'إشعارات المراجعات' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByText('مراجعة مستند')).toBeInTheDocument();
    expect(screen.queryByLabelText('عرض')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: rejectedDocument.message.ar }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/pages/profile?tab=kyc'),
    );
  });

  it('opens on the reviews when only they hold unread notifications, and stays on a view the address names', async () => {
    const readOrder = { ...orderNotification, read: true };
    server.use(
      http.get(api('/notifications'), () =>
        HttpResponse.json({ success: true, data: [readOrder, rejectedDocument] }),
      ),
    );
    const { router } = renderPage(<NotificationsPage />, { path: '/pages/notifications', language: 'en' });
    await waitFor(() => expect(router.state.location.search).toBe('?view=reviews'));
    expect(await screen.findByText(rejectedDocument.message.en)).toBeInTheDocument();
  });

  it('stays on the orders when they hold something unread', async () => {
    server.use(
      http.get(api('/notifications'), () =>
        HttpResponse.json({ success: true, data: [orderNotification, rejectedDocument] }),
      ),
    );
    const { router } = renderPage(<NotificationsPage />, { path: '/pages/notifications', language: 'en' });
    expect(await screen.findByText('Cotton towel')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says so in English when no review was sent yet', async () => {
    server.use(
      http.get(api('/notifications'), () => HttpResponse.json({ success: true, data: [orderNotification] })),
    );
    renderPage(<NotificationsPage />, {
      route: '/pages/notifications?view=reviews',
      path: '/pages/notifications',
      language: 'en',
    });
    expect(
      await screen.findByText(
        'No reviews of your products, documents or business info, and no news of your payouts, yet.',
      ),
    ).toBeInTheDocument();
  });
});
