import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../../src/api/types';
import { PayoutQueuePage } from '../../../src/features/payouts/PayoutQueuePage';
import { WithdrawalsPage } from '../../../src/features/payouts/WithdrawalsPage';
import { aWithdrawal } from '../../fixtures/apiShapes';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

const COUNTS = { pending: 1, approved: 1, paid: 1, rejected: 1, cancelled: 0 };

const ROWS: Withdrawal[] = [
  aWithdrawal({ _id: 'w1', reference: 'WD-00000000A1', status: 'pending', amount: 1500 }),
  aWithdrawal({ _id: 'w2', reference: 'WD-00000000A2', status: 'approved', amount: 800 }),
  aWithdrawal({
    _id: 'w3',
    reference: 'WD-00000000A3',
    status: 'paid',
    amount: 2000,
    payment_reference: 'FT2611260042',
    paid_on: '2026-11-20',
  }),
  aWithdrawal({
    _id: 'w4',
    reference: 'WD-00000000A4',
    status: 'rejected',
    amount: 300,
    reason: { code: 'account_closed', at: '2026-11-21T10:00:00.000Z' },
  }),
];

/** The list as the server answers it, and every query it was asked. */
const serveList = (rows: Withdrawal[]) => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api('/withdrawals'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const status = params.get('status');
      const items = status ? rows.filter((row) => row.status === status) : rows;
      return HttpResponse.json({
        success: true,
        items,
        meta: { count: items.length, page: 1, limit: 10 },
        minimum: 100,
        counts: COUNTS,
      });
    }),
  );
  return asked;
};

const changed = (row: Withdrawal) =>
  HttpResponse.json({ success: true, data: row, wallet: { net_balance: 1, total_balance: 1 } });

describe('WithdrawalsPage', () => {
  it('lists the seller’s requests in Arabic with their status, IBAN left to right, payment and reason', async () => {
    const asked = serveList(ROWS);
    renderRoutes([{ path: '/pages/withdrawal', element: <WithdrawalsPage /> }], {
      route: '/pages/withdrawal',
      language: 'ar',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'حالات السحب' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'طلبات السحب' });
    expect(await within(table).findByText('WD-00000000A1')).toBeInTheDocument();
    expect(within(table).getAllByText('EG38 0019 0005 0000 0000 2631 8000 2')[0]).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(within(table).getByText('FT2611260042')).toBeInTheDocument();
    expect(within(table).getByText('الحساب البنكي مغلق أو موقوف')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مدفوع (1)' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'مدفوع (1)' }));
    await screen.findByRole('button', { name: 'مدفوع (1)', pressed: true });
    expect(asked.at(-1)?.get('status')).toBe('paid');
  });

  it('cancels a pending request only, and shows it cancelled', async () => {
    serveList(ROWS);
    let cancelled = '';
    server.use(
      http.post(api('/withdrawals/:id/cancel'), ({ params }) => {
        cancelled = String(params.id);
        return changed({ ...ROWS[0]!, status: 'cancelled' });
      }),
    );
    renderRoutes([{ path: '/pages/withdrawal', element: <WithdrawalsPage /> }], {
      route: '/pages/withdrawal',
      language: 'en',
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel withdrawal request WD-00000000A1' });
    expect(screen.getAllByRole('button', { name: /^Cancel withdrawal request/ })).toHaveLength(1);
    await userEvent.setup().click(cancel);
    expect(cancelled).toBe('w1');
    expect(await screen.findByText(/WD-00000000A1 cancelled/)).toBeInTheDocument();
  });
});

describe('PayoutQueuePage', () => {
  const openQueue = (language: 'ar' | 'en') =>
    renderRoutes([{ path: '/admin/payouts', element: <PayoutQueuePage /> }], {
      route: '/admin/payouts',
      language,
    });

  it('searches by reference, account holder or seller as the admin types', async () => {
    const asked = serveList(ROWS);
    openQueue('en');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search by reference, account holder or seller' }),
      'mona',
    );
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('mona'));
  });

  it('narrows to an amount typed in Arabic-Indic digits, a range of days and one seller, all in the address', async () => {
    const asked = serveList(ROWS);
    const { router } = openQueue('ar');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('المبلغ من'), '١٬٠٠٠٫٥');
    await waitFor(() => expect(asked.at(-1)?.get('min_amount')).toBe('1000.5'));
    // What is not an amount is said under its box, kept as typed, and never asked of the server.
    const upTo = screen.getByLabelText('المبلغ حتى');
    await user.type(upTo, '12.345');
    expect(
      await screen.findByText('أدخل مبلغًا بالجنيه أكبر من صفر بحد أقصى رقمين عشريين'),
    ).toBeInTheDocument();
    expect(upTo).toHaveValue('12.345');
    expect(upTo).toHaveAttribute('aria-invalid', 'true');
    expect(asked.some((params) => params.has('max_amount'))).toBe(false);

    await user.type(screen.getByLabelText('من تاريخ'), '2026-11-01');
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-11-01'));

    const [sellerButton] = await screen.findAllByRole('button', { name: 'عرض طلبات تجارة النيل فقط' });
    await user.click(sellerButton!);
    await waitFor(() => expect(asked.at(-1)?.get('user_id')).toBe('a1000000000000000000000f'));
    expect(asked.at(-1)?.get('min_amount')).toBe('1000.5');
    expect(await screen.findByText('تجارة النيل', { selector: 'p bdi' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('seller=a1000000000000000000000f');
    expect(router.state.location.search).toContain('min=1000.5');
    await user.click(screen.getByRole('button', { name: 'كل البائعين' }));
    await waitFor(() => expect(asked.at(-1)?.has('user_id')).toBe(false));
  });

  it('leaves out of its call what the address holds that is not an amount, a day or a seller', async () => {
    const asked = serveList(ROWS);
    renderRoutes([{ path: '/admin/payouts', element: <PayoutQueuePage /> }], {
      route: '/admin/payouts?tab=all&min=abc&max=٥٠٠&from=2026-02-30&to=2026-11-20&seller=nobody',
      language: 'en',
    });
    await screen.findByText('WD-00000000A1');
    expect(screen.getByLabelText('Amount from')).toHaveValue('abc');
    expect(
      await screen.findByText('Enter an amount in pounds above zero, with up to 2 decimals'),
    ).toBeVisible();
    const params = Object.fromEntries(asked.at(-1) ?? []);
    expect(params).toMatchObject({ max_amount: '500', to: '2026-11-20' });
    for (const name of ['min_amount', 'from', 'user_id']) expect(params).not.toHaveProperty(name);
  });

  it('opens on the pending requests and approves one', async () => {
    const asked = serveList(ROWS);
    let approved = '';
    server.use(
      http.post(api('/withdrawals/:id/approve'), ({ params }) => {
        approved = String(params.id);
        return changed({ ...ROWS[0]!, status: 'approved' });
      }),
    );
    openQueue('en');
    const approve = await screen.findByRole('button', { name: 'Approve withdrawal request WD-00000000A1' });
    expect(asked[0]?.get('status')).toBe('pending');
    expect(screen.getByText('Nile Trading')).toBeInTheDocument();
    await userEvent.setup().click(approve);
    expect(approved).toBe('w1');
  });

  it('marks an approved request paid with the bank’s reference, which it requires', async () => {
    serveList(ROWS);
    let sent: unknown = null;
    server.use(
      http.post(api('/withdrawals/:id/pay'), async ({ request }) => {
        sent = await request.json();
        return changed({ ...ROWS[1]!, status: 'paid' });
      }),
    );
    openQueue('ar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'معتمد (1)' }));
    await user.click(await screen.findByRole('button', { name: 'تسجيل دفع طلب السحب WD-00000000A2' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفع WD-00000000A2' });
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفع' }));
    expect(await within(dialog).findByText('مرجع التحويل البنكي مطلوب')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.type(within(dialog).getByLabelText('مرجع التحويل البنكي'), 'FT99');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفع' }));
    expect(await screen.findByText('تم تسجيل دفع طلب السحب WD-00000000A2')).toBeInTheDocument();
    expect(sent).toMatchObject({ reference: 'FT99' });
  });

  it('takes the day paid day first in Arabic-Indic digits and the reference with ASCII ones', async () => {
    serveList(ROWS);
    let sent: unknown = null;
    server.use(
      http.post(api('/withdrawals/:id/pay'), async ({ request }) => {
        sent = await request.json();
        return changed({ ...ROWS[1]!, status: 'paid' });
      }),
    );
    openQueue('ar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'معتمد (1)' }));
    await user.click(await screen.findByRole('button', { name: 'تسجيل دفع طلب السحب WD-00000000A2' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفع WD-00000000A2' });
    const day = within(dialog).getByRole('textbox', { name: 'تاريخ الدفع' });
    // Today, day first.
    expect((day as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(day).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
    const reference = within(dialog).getByRole('textbox', { name: 'مرجع التحويل البنكي' });
    expect(reference).toHaveAttribute('dir', 'ltr');
    await user.type(reference, 'FT ٤٥٦ ٧٨٩');
    expect(reference).toHaveValue('FT 456 789');

    // Text that is no day is not sent: the field says how to write one.
    await user.clear(day);
    await user.type(day, '٣١/٠٢/٢٠٢٦');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفع' }));
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription('اكتب التاريخ بالترتيب يوم/شهر/سنة، مثل 25/12/2026');
    expect(sent).toBeNull();

    await user.clear(day);
    await user.type(day, '٢٠/١١/٢٠٢٦');
    expect(day).toHaveAttribute('aria-invalid', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل الدفع' }));
    expect(await screen.findByText('تم تسجيل دفع طلب السحب WD-00000000A2')).toBeInTheDocument();
    expect(sent).toEqual({ reference: 'FT 456 789', paid_on: '2026-11-20' });
  });

  it('rejects with a reason from the withdrawal list', async () => {
    serveList(ROWS);
    let sent: unknown = null;
    server.use(
      http.post(api('/withdrawals/:id/reject'), async ({ request }) => {
        sent = await request.json();
        return changed({ ...ROWS[0]!, status: 'rejected' });
      }),
    );
    openQueue('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject withdrawal request WD-00000000A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject WD-00000000A1' });
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Bank account closed or blocked');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText(/WD-00000000A1 rejected/);
    expect(sent).toEqual({ reason: { code: 'account_closed' } });
  });

  it('selects approved requests and marks the batch paid with one transfer reference', async () => {
    const second = aWithdrawal({ _id: 'w5', reference: 'WD-00000000A5', status: 'approved', amount: 200 });
    serveList([...ROWS, second]);
    const paid: { id: string; body: unknown }[] = [];
    server.use(
      http.post(api('/withdrawals/:id/pay'), async ({ params, request }) => {
        paid.push({ id: String(params.id), body: await request.json() });
        return changed({ ...second, _id: String(params.id), status: 'paid' });
      }),
    );
    openQueue('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Approved/ }));
    const toolbar = await screen.findByRole('toolbar', {
      name: 'Bank transfer file of the selected requests',
    });
    expect(within(toolbar).getByRole('button', { name: 'Mark the selected paid' })).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: /WD-00000000A2/ }));
    await user.click(screen.getByRole('checkbox', { name: /WD-00000000A5/ }));
    expect(within(toolbar).getByText('2 approved requests selected')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Mark the selected paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 requests paid' });
    expect(dialog).toHaveTextContent('1,000.00 LE in all');
    await user.type(within(dialog).getByLabelText('Bank transfer reference'), 'BATCH-26');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('2 withdrawal requests marked paid')).toBeInTheDocument();
    expect(paid.map((each) => each.id).sort()).toEqual(['w2', 'w5']);
    expect(paid.every((each) => (each.body as { reference: string }).reference === 'BATCH-26')).toBe(true);
  });
});
