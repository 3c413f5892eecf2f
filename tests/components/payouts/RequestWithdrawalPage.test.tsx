import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { egyptianIban, formatIban } from '../../../src/lib/iban';
import { RequestWithdrawalPage } from '../../../src/features/payouts/RequestWithdrawalPage';
import { formatMoney, isolated } from '../../../src/i18n/format';
import { listQueryProperties } from '../../../src/lib/entities/listQuery';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';

const IBAN = egyptianIban('0019000500000000263180002');
const page = (language: 'ar' | 'en') =>
  renderPage(<RequestWithdrawalPage />, { path: '/pages/requested-withdrawl', language });

/** The seller's wallet as the API has it: the page shows these balances, not sample ones. */
const WALLET = { net_balance: 18450.75, total_balance: 26980.25 };

beforeEach(() => {
  server.use(
    http.get(api('/accounts/wallet'), ({ request }) =>
      // Only the balances are needed: the page asks for the smallest ledger page.
      new URL(request.url).searchParams.get('page') === '1'
        ? HttpResponse.json({
            success: true,
            data: { wallet: WALLET, user: null },
            items: [],
            meta: { count: 0, page: 1, limit: 5 },
          })
        : HttpResponse.json({ success: false, error: 'whole ledger asked for' }, { status: 500 }),
    ),
    http.get(api('/payout-account'), () => HttpResponse.json({ success: true, data: null, hold_hours: 48 })),
    // As the API does, a page size it does not offer is refused.
    http.get(api('/withdrawals'), ({ request }) =>
      !new RegExp(listQueryProperties.limit.pattern).test(
        new URL(request.url).searchParams.get('limit') ?? '',
      )
        ? HttpResponse.json({ success: false, error: { en: 'bad limit', ar: 'bad limit' } }, { status: 400 })
        : HttpResponse.json({
            success: true,
            items: [],
            meta: { count: 0, page: 1, limit: 5 },
            minimum: 250,
            counts: { pending: 0, approved: 0, paid: 0, rejected: 0, cancelled: 0 },
          }),
    ),
  );
});

describe('RequestWithdrawalPage', () => {
  it('shows the balances: available, pending (total minus net) and total', async () => {
    page('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request a withdrawal' }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Available to withdraw' });
    const pending = WALLET.total_balance - WALLET.net_balance;
    for (const [name, amount] of [
      ['Available to withdraw', WALLET.net_balance],
      ['Pending money', pending],
      ['Total balance', WALLET.total_balance],
    ] as const) {
      expect(
        within(screen.getByRole('region', { name })).getByText(formatMoney(amount, 'en')),
      ).toBeInTheDocument();
    }
  });

  it('shows the required messages in Arabic on an empty submit and sends nothing', async () => {
    page('ar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'طلب السحب' }));
    expect(await screen.findByText('اسم صاحب الحساب مطلوب')).toBeInTheDocument();
    expect(screen.getByText('يرجى اختيار البنك')).toBeInTheDocument();
    expect(screen.getByText('رقم IBAN مطلوب')).toBeInTheDocument();
    expect(screen.getByText('المبلغ مطلوب')).toBeInTheDocument();
    // The form's own labels, never the API's field names.
    expect(document.body.textContent).not.toMatch(/account_holder_name|bank_code|iban\b/);
  });

  it('checks each field as it is left, in English', async () => {
    page('en');
    const user = userEvent.setup();
    const holder = await screen.findByLabelText(/Account holder name/);
    await user.click(holder);
    await user.tab();
    expect(await screen.findByText('Account holder name is required')).toBeInTheDocument();
    await user.type(holder, 'Al');
    await user.tab();
    expect(await screen.findByText('Account holder name must be at least 3 characters')).toBeInTheDocument();

    const iban = screen.getByLabelText(/^IBAN/);
    await user.type(iban, 'EG12 3456');
    await user.tab();
    expect(await screen.findByText('IBAN must be EG followed by 27 digits')).toBeInTheDocument();
    await user.clear(iban);
    await user.type(iban, `EG00${IBAN.slice(4)}`);
    await user.tab();
    expect(await screen.findByText('This IBAN is not valid; please check the digits')).toBeInTheDocument();

    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, 'abc');
    await user.tab();
    expect(
      await screen.findByText('Enter an amount in pounds above zero, with up to 2 decimals'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '249.99');
    await user.tab();
    expect(await screen.findByText('Amount is below the least you may withdraw')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, String(WALLET.net_balance + 0.01));
    await user.tab();
    expect(await screen.findByText("Amount can't be more than your available balance")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      expect.stringContaining(
        `At least ${isolated(formatMoney(250, 'en'))}, up to your available balance: ${formatMoney(WALLET.net_balance, 'en')}`,
      ) as string,
    );
  });

  it('sends the request once with its key, even when sent again, and opens the statuses page', async () => {
    const received: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post(api('/withdrawals'), async ({ request }) => {
        received.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        // The first answer is lost on the way: the seller sends again.
        if (received.length === 1) return HttpResponse.error();
        return HttpResponse.json(
          {
            success: true,
            data: { reference: 'WD-0A1B2C3D4E' },
            wallet: {
              net_balance: WALLET.net_balance - 1500.5,
              total_balance: WALLET.total_balance - 1500.5,
            },
          },
          { status: 201 },
        );
      }),
    );
    page('ar');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/اسم صاحب الحساب/), '  منى   عادل ');
    await user.selectOptions(screen.getByLabelText(/^البنك/), 'بنك مصر');
    const arabicDigits = (value: string) =>
      value.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
    await user.type(screen.getByLabelText(/IBAN/), arabicDigits(formatIban(IBAN)));
    await user.type(screen.getByLabelText(/^المبلغ/), '١٬٥٠٠٫٥');
    await user.click(screen.getByRole('button', { name: 'طلب السحب' }));
    await user.click(screen.getByRole('button', { name: 'طلب السحب' }));
    expect(await screen.findByText('moved away')).toBeInTheDocument();
    expect(received).toHaveLength(2);
    expect(received[1]?.body).toEqual({
      account_holder_name: 'منى عادل',
      bank_code: 'BM',
      iban: IBAN,
      amount: 1500.5,
    });
    expect(received[0]?.key).toBeTruthy();
    expect(received[1]?.key).toBe(received[0]?.key);
  });

  it('shows the server’s refusal under its field in the page’s language, keeping what was typed', async () => {
    server.use(
      http.post(api('/withdrawals'), () =>
        HttpResponse.json(
          {
            success: false,
            error: { en: 'Your available balance changed', ar: 'تغيّر رصيدك المتاح' },
            fields: { amount: { en: 'More than your available balance', ar: 'أكثر من رصيدك المتاح' } },
          },
          { status: 409 },
        ),
      ),
    );
    page('ar');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/اسم صاحب الحساب/), 'منى عادل');
    await user.selectOptions(screen.getByLabelText(/^البنك/), 'بنك مصر');
    await user.type(screen.getByLabelText(/IBAN/), IBAN);
    await user.type(screen.getByLabelText(/^المبلغ/), '300');
    await user.click(screen.getByRole('button', { name: 'طلب السحب' }));
    expect(await screen.findByText('أكثر من رصيدك المتاح')).toBeInTheDocument();
    expect(screen.getByLabelText(/^المبلغ/)).toHaveValue('300');
    expect(screen.getByLabelText(/IBAN/)).toHaveValue(IBAN);
  });

  it('fills in the saved account, and asks for the password only when another account is typed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(api('/payout-account'), () =>
        HttpResponse.json({
          success: true,
          data: {
            account_holder_name: 'Mona Adel',
            bank_code: 'CIB',
            iban: IBAN,
            changed_at: '2026-11-01T10:00:00.000Z',
            held_until: null,
          },
          hold_hours: 72,
        }),
      ),
      http.post(api('/withdrawals'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { success: true, data: { reference: 'WD-0A1B2C3D4F' }, wallet: WALLET },
          { status: 201 },
        );
      }),
    );
    page('en');
    const user = userEvent.setup();
    const iban = await screen.findByLabelText(/^IBAN/);
    expect(iban).toHaveValue(formatIban(IBAN));
    expect(screen.getByLabelText(/Account holder name/)).toHaveValue('Mona Adel');
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    const other = egyptianIban('0003000100000000123450009');
    await user.clear(iban);
    await user.type(iban, other);
    const password = await screen.findByLabelText(/Current password/);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('paid after 72 hours') as string);
    await user.type(screen.getByLabelText(/^Amount/), '300');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await screen.findByText('Type your current password to change the bank account'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(password, 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('moved away')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        current_password: 'Demo@1234',
        account_holder_name: 'Mona Adel',
        bank_code: 'CIB',
        iban: other,
        amount: 300,
      },
    ]);
  });
});
