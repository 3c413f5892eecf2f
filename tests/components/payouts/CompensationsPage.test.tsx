import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Compensation } from '../../../src/api/types';
import { CompensationsPage } from '../../../src/features/payouts/CompensationsPage';
import { aCompensation } from '../../fixtures/apiShapes';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

const ROWS: Compensation[] = [
  aCompensation({ _id: 'c1', reference: 'CP-00000000C1', order_id: 'ORD-1001' }),
  aCompensation({
    _id: 'c2',
    reference: 'CP-00000000C2',
    amount: 40,
    reason: { code: 'fee_correction', at: '2026-11-02T10:00:00.000Z' },
    createdAt: '2026-11-02T10:00:00.000Z',
  }),
];

/** Answers like the server: by reason code, and every query it was asked. */
const serve = () => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api('/compensations'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const reason = params.get('reason');
      const items = reason ? ROWS.filter((row) => row.reason.code === reason) : ROWS;
      return HttpResponse.json({ success: true, items, meta: { count: items.length, page: 1, limit: 5 } });
    }),
  );
  return asked;
};

describe('CompensationsPage', () => {
  it('narrows the seller’s compensations by reason, days and a search, in Arabic, kept in the address', async () => {
    const asked = serve();
    const { router } = renderRoutes([{ path: '/pages/compensations', element: <CompensationsPage /> }], {
      route: '/pages/compensations',
      language: 'ar',
    });
    const table = await screen.findByRole('table', { name: 'التعويضات' });
    expect(await within(table).findByText('CP-00000000C2')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('سبب التعويض'), 'فقدت شركة الشحن الشحنة');
    await waitFor(() => expect(within(table).queryByText('CP-00000000C2')).not.toBeInTheDocument());
    expect(asked.at(-1)?.get('reason')).toBe('lost_shipment');

    await user.type(screen.getByLabelText('من تاريخ'), '2026-11-01');
    await user.type(screen.getByLabelText('إلى تاريخ'), '2026-11-30');
    await waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2026-11-30'));
    expect(asked.at(-1)?.get('from')).toBe('2026-11-01');
    expect(asked.at(-1)?.get('reason')).toBe('lost_shipment');

    await user.type(screen.getByRole('searchbox', { name: 'ابحث بالمرجع أو الطلب' }), 'ORD-1001');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('ORD-1001'));
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toMatchObject({
      reason: 'lost_shipment',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'ORD-1001',
    });

    await user.click(screen.getByRole('button', { name: 'كل التواريخ' }));
    await waitFor(() => expect(asked.at(-1)?.has('from')).toBe(false));
    expect(asked.at(-1)?.has('to')).toBe(false);
  });

  it('leaves out a reason the address names that is not on the list', async () => {
    const asked = serve();
    renderRoutes([{ path: '/pages/compensations', element: <CompensationsPage /> }], {
      route: '/pages/compensations?reason=bribe',
      language: 'en',
    });
    expect(await screen.findByText('CP-00000000C1')).toBeInTheDocument();
    expect(asked.every((params) => !params.has('reason'))).toBe(true);
  });
});
