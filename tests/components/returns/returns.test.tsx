import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Cancellation, ReturnCase } from '../../../src/api/types';
import { CancellationsPage } from '../../../src/features/returns/CancellationsPage';
import { ReturnCasePage } from '../../../src/features/returns/ReturnCasePage';
import { AdminReturnsPage, SellerReturnsPage } from '../../../src/features/returns/ReturnsPage';
import { aCancellation, aReturnCase, aUser } from '../../fixtures/apiShapes';
import { server } from '../../setup/msw';
import { api, renderRoutes, signedIn } from '../../setup/render';

const seller = signedIn(aUser({ _id: 's1', name: 'Mona', is_seller: true }));
const admin = {
  ...signedIn(aUser({ _id: 'a1', name: 'Admin', is_admin: true })),
};
admin.auth = { ...admin.auth!, user: { id: 'a1', is_admin: true } };

const COUNTS = { all: 3, requested: 1, accepted: 1, delivered: 1, refused: 0, closed: 0 };

const serveList = (rows: ReturnCase[]) => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api('/returns'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const status = params.get('status');
      const items = status ? rows.filter((row) => row.status === status) : rows;
      return HttpResponse.json({
        success: true,
        items,
        meta: { count: items.length, page: 1, limit: 5 },
        counts: COUNTS,
        undecided: { count: 1, oldest: '2026-11-20T10:00:00.000Z' },
      });
    }),
  );
  return asked;
};

const CASES = [
  aReturnCase({ _id: 'r1', reference: 'RT-00000000R1' }),
  aReturnCase({ _id: 'r2', reference: 'RT-00000000R2', status: 'accepted' }),
  aReturnCase({
    _id: 'r3',
    reference: 'RT-00000000R3',
    status: 'delivered',
    seller: {
      _id: '5e1e25e1e25e1e25e1e25e12',
      name: 'Hany',
      business_name: { en: 'Delta Tools', ar: 'أدوات الدلتا' },
    },
  }),
];

describe('the return cases list', () => {
  it('shows the seller’s cases by state with their counts, in Arabic, asking the server for each tab', async () => {
    const asked = serveList(CASES);
    const { router } = renderRoutes([{ path: '/pages/return', element: <SellerReturnsPage /> }], {
      route: '/pages/return',
      language: 'ar',
      preloadedState: seller,
    });
    const table = await screen.findByRole('table', { name: 'حالات الإرجاع' });
    expect(await within(table).findByText('RT-00000000R1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^مطلوب \([1١]\)$/ })).toBeInTheDocument();
    expect(within(table).getAllByText('مصباح مكتب').length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: /^مقبول \([1١]\)$/ }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('accepted'));
    await waitFor(() => expect(within(table).queryByText('RT-00000000R1')).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('accepted');
    expect(within(table).getByRole('link', { name: 'فتح حالة الإرجاع RT-00000000R2' })).toHaveAttribute(
      'href',
      '/pages/return/r2',
    );
  });

  it('lets an admin narrow the queue to one seller from a row, kept in the address', async () => {
    const asked = serveList(CASES);
    const { router } = renderRoutes([{ path: '/admin/returns', element: <AdminReturnsPage /> }], {
      route: '/admin/returns',
      language: 'en',
      preloadedState: admin,
    });
    const table = await screen.findByRole('table', { name: 'Return cases' });
    await userEvent.setup().click(await within(table).findByRole('button', { name: 'Delta Tools' }));
    await waitFor(() => expect(asked.at(-1)?.get('seller_id')).toBe('5e1e25e1e25e1e25e1e25e12'));
    expect(new URLSearchParams(router.state.location.search).get('seller')).toBe('5e1e25e1e25e1e25e1e25e12');
    expect(screen.getByText('Every seller')).toBeInTheDocument();
  });
});

describe('a return case page', () => {
  const serveCase = (found: ReturnCase) => {
    const posted: { path: string; body: unknown }[] = [];
    server.use(
      http.get(api(`/returns/${found._id}`), () => HttpResponse.json({ success: true, data: found })),
      http.post(api(`/returns/${found._id}/:action`), async ({ request, params }) => {
        const action = String(params.action);
        posted.push({ path: action, body: await request.text() });
        const status = action === 'accept' ? 'accepted' : action === 'refuse' ? 'refused' : 'delivered';
        return HttpResponse.json({
          success: true,
          data: {
            ...found,
            status,
            timeline: [...found.timeline, { status, at: found.createdAt, by: 'Mona' }],
          },
          wallet: { net_balance: 0, total_balance: 0 },
        });
      }),
    );
    return posted;
  };

  it('lets the seller accept their case after confirming, and shows its new state', async () => {
    const posted = serveCase(
      aReturnCase({ _id: 'r1', reference: 'RT-00000000R1', decide_by: '2999-01-01T00:00:00.000Z' }),
    );
    renderRoutes([{ path: '/pages/return/:id', element: <ReturnCasePage /> }], {
      route: '/pages/return/r1',
      language: 'en',
      preloadedState: seller,
    });
    expect(await screen.findByRole('heading', { name: /Return .*RT-00000000R1/ })).toBeInTheDocument();
    expect(screen.getByText('Arrived damaged')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept the return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept return RT-00000000R1?' });
    expect(dialog).toHaveTextContent('150.00');
    await user.click(within(dialog).getByRole('button', { name: 'Accept the return' }));
    await waitFor(() => expect(posted.map((call) => call.path)).toEqual(['accept']));
    expect(await screen.findAllByText('Accepted')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Accept the return' })).not.toBeInTheDocument();
  });

  it('asks the seller why before refusing, in Arabic', async () => {
    const posted = serveCase(
      aReturnCase({ _id: 'r4', reference: 'RT-00000000R4', decide_by: '2999-01-01T00:00:00.000Z' }),
    );
    renderRoutes([{ path: '/pages/return/:id', element: <ReturnCasePage /> }], {
      route: '/pages/return/r4',
      language: 'ar',
      preloadedState: seller,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'رفض…' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'استخدمه المشتري أو أتلفه');
    await user.click(within(dialog).getByRole('button', { name: 'رفض…' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(JSON.parse(String(posted[0]?.body))).toEqual({ reason: { code: 'used_by_buyer' } });
  });

  it('shows an admin who decides and when, and lets them report the goods back on an accepted case', async () => {
    serveCase(aReturnCase({ _id: 'r5', reference: 'RT-00000000R5', decide_by: '2999-01-01T00:00:00.000Z' }));
    const first = renderRoutes([{ path: '/pages/return/:id', element: <ReturnCasePage /> }], {
      route: '/pages/return/r5',
      language: 'en',
      preloadedState: admin,
    });
    expect(await screen.findByText(/The seller may answer until/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the return' })).not.toBeInTheDocument();
    first.unmount();

    const posted = serveCase(aReturnCase({ _id: 'r6', reference: 'RT-00000000R6', status: 'accepted' }));
    renderRoutes([{ path: '/pages/return/:id', element: <ReturnCasePage /> }], {
      route: '/pages/return/r6',
      language: 'en',
      preloadedState: admin,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Goods received back' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/debited the refund/);
    await user.click(within(dialog).getByRole('button', { name: 'Goods received back' }));
    await waitFor(() => expect(posted.map((call) => call.path)).toEqual(['receive']));
  });

  it('says so when the case is not the caller’s', async () => {
    server.use(
      http.get(api('/returns/r9'), () =>
        HttpResponse.json(
          { success: false, error: { en: 'Return case not found', ar: 'حالة الإرجاع غير موجودة' } },
          { status: 404 },
        ),
      ),
    );
    renderRoutes([{ path: '/pages/return/:id', element: <ReturnCasePage /> }], {
      route: '/pages/return/r9',
      language: 'ar',
      preloadedState: seller,
    });
    expect(await screen.findByText('حالة الإرجاع هذه غير موجودة، أو ليست لك.')).toBeInTheDocument();
  });
});

describe('the cancelled lines page', () => {
  it('lists who cancelled, why and the money released, narrowed by days in the address', async () => {
    const rows: Cancellation[] = [
      aCancellation({ _id: 'c1' }),
      aCancellation({
        _id: 'c2',
        order_ref_id: 'ORD-3003',
        status: 'canceled',
        by: { role: 'admin', name: 'Admin' },
        reason: { code: 'other', text: 'Buyer called' },
        released_amount: 60,
      }),
    ];
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/cancellations'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          success: true,
          items: rows,
          meta: { count: rows.length, page: 1, limit: 5 },
        });
      }),
    );
    const { router } = renderRoutes([{ path: '/pages/canceled', element: <CancellationsPage /> }], {
      route: '/pages/canceled',
      language: 'en',
      preloadedState: seller,
    });
    const table = await screen.findByRole('table', { name: 'Canceled and rejected order lines' });
    expect(await within(table).findByText('Buyer called')).toBeInTheDocument();
    expect(within(table).getByText('Out of stock')).toBeInTheDocument();
    expect(within(table).getByText('Nothing (never pending)')).toBeInTheDocument();
    expect(within(table).getByText('The marketplace')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From date'), '2026-11-01');
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-11-01'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-11-01');
  });
});
