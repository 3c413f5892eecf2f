import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from '../../../src/api/types';
import { StatementPage } from '../../../src/features/account/StatementPage';
import { monthRange } from '../../../src/features/account/statement';
import { LIST_QUERY } from '../../../src/lib/entities/listQuery';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

const at = (day: string) => new Date(`${day}T12:00:00`).toISOString();

const payout = (
  id: string,
  time: string,
  type: 'CR' | 'DR',
  amount: number,
  after: number,
  kind: LedgerEntry['transaction']['kind'],
): LedgerEntry => ({
  _id: id,
  product: { data: null },
  transaction: {
    transaction_time: time,
    order_ref_id: null,
    type,
    amount,
    balance_after: after,
    kind,
    reference: kind ? `REF-${id}` : null,
  },
});

/** A seller's whole ledger, newest first as the API lists it: October ends at 500, November moves twice. */
const LEDGER = [
  payout('n2', at('2026-11-20'), 'DR', 200, 425.5, 'withdrawal'),
  payout('n1', at('2026-11-03'), 'CR', 125.5, 625.5, 'compensation'),
  payout('o1', at('2026-10-10'), 'CR', 500, 500, 'compensation'),
];

/** Answers like the server: the entries between `from` and `to` (both included), a page at a time. */
const serveLedger = () => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api('/accounts/wallet'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const from = params.get('from');
      const to = params.get('to');
      const items = LEDGER.filter(
        (entry) =>
          (!from || entry.transaction.transaction_time >= from) &&
          (!to || entry.transaction.transaction_time <= to),
      );
      const limit = Number(params.get('limit') ?? 5);
      if (limit < LIST_QUERY.minPageSize || limit > LIST_QUERY.maxPageSize)
        return HttpResponse.json({ success: false, error: { en: 'limit', ar: 'limit' } }, { status: 400 });
      return HttpResponse.json({
        success: true,
        data: { wallet: { net_balance: 425.5, total_balance: 425.5 }, user: { _id: 'u1', name: 'Seller' } },
        items: items.slice(0, limit),
        meta: { count: items.length, page: 1, limit },
      });
    }),
  );
  return asked;
};

const openStatement = (route: string, language: 'ar' | 'en') =>
  renderRoutes([{ path: '/pages/account/statement', element: <StatementPage /> }], { route, language });

describe('StatementPage', () => {
  it('opens a month at the balance it started with, lists its entries, sums them and closes at its end', async () => {
    serveLedger();
    openStatement('/pages/account/statement?month=2026-11', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account statement: November 2026' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Account statement: November 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toContain('Opening balance');
    expect(rows[1]).toContain('500.00 LE');
    expect(rows[2]).toContain('Compensation REF-n1');
    expect(rows[3]).toContain('Withdrawal REF-n2');
    expect(rows.at(-2)).toContain('125.50 LE');
    expect(rows.at(-2)).toContain('200.00 LE');
    expect(rows.at(-1)).toContain('Closing balance');
    expect(rows.at(-1)).toContain('425.50 LE');
  });

  it('opens and closes a month without entries at the balance the seller had, in Arabic', async () => {
    serveLedger();
    openStatement('/pages/account/statement?month=2026-12', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'كشف الحساب: ديسمبر 2026' })).toBeVisible();
    expect(await screen.findByText('لم تتحرك أموال في هذا الشهر.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toContain('الرصيد الافتتاحي');
    expect(rows[1]).toContain('425.50 LE');
    expect(rows.at(-1)).toContain('الرصيد الختامي');
    expect(rows.at(-1)).toContain('425.50 LE');
  });

  it('moves to another month from its picker, asks the ledger for that month only, and prints', async () => {
    const asked = serveLedger();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = openStatement('/pages/account/statement?month=2026-11', 'en');
    await screen.findByText('Compensation REF-n1');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Month'), 'October 2026');
    expect(await screen.findByText('Compensation REF-o1')).toBeInTheDocument();
    expect(screen.queryByText('Compensation REF-n1')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-10');
    const october = monthRange('2026-10');
    await waitFor(() =>
      expect(
        asked.some((params) => params.get('from') === october.from && params.get('to') === october.to),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });
});
