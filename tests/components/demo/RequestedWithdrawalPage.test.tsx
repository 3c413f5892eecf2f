import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { egyptianIban, formatIban } from '../../../src/lib/iban';
import { RequestedWithdrawalPage } from '../../../src/features/demo/RequestedWithdrawalPage';
import { formatMoney } from '../../../src/i18n/format';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';

const IBAN = egyptianIban('0019000500000000263180002');
const page = (language: 'ar' | 'en') =>
  renderPage(<RequestedWithdrawalPage />, { path: '/pages/requested-withdrawl', language });

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
  );
});

describe('RequestedWithdrawalPage', () => {
  it('shows the balances: available, pending (total minus net) and total', async () => {
    page('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request a withdrawal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sample data for demonstration')).toBeInTheDocument();
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
    expect(screen.getByText('أدخل رقم IBAN أو رقم الحساب')).toBeInTheDocument();
    expect(screen.getByText('المبلغ مطلوب')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'الطلب الذي سيتم إرساله' })).not.toBeInTheDocument();
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

    await user.type(screen.getByLabelText(/^Account number/), '123');
    await user.tab();
    expect(await screen.findByText('Account number must be 8 to 20 digits')).toBeInTheDocument();

    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, 'abc');
    await user.tab();
    expect(await screen.findByText('Enter an amount in pounds, with up to 2 decimals')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.tab();
    expect(await screen.findByText('Amount must be more than zero')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, String(WALLET.net_balance + 0.01));
    await user.tab();
    expect(await screen.findByText("Amount can't be more than your available balance")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      expect.stringContaining(`Up to ${formatMoney(WALLET.net_balance, 'en')}`) as string,
    );
  });

  it('shows exactly what would be sent and keeps the values in the form', async () => {
    page('en');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Account holder name/), '  Mona   Adel ');
    await user.selectOptions(screen.getByLabelText(/^Bank/), 'Banque Misr');
    await user.type(screen.getByLabelText(/^IBAN/), formatIban(IBAN).toLowerCase());
    await user.type(screen.getByLabelText(/^Amount/), '1500.5');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));

    const summary = await screen.findByRole('region', { name: 'Request that would be sent' });
    expect(
      within(summary).getByText('Demonstration only: nothing was sent. The form keeps your values.'),
    ).toBeInTheDocument();
    const values = Object.fromEntries(
      within(summary)
        .getAllByRole('term')
        .map((term) => [
          within(term).getByText(/^[a-z_]+$/).textContent,
          term.nextElementSibling?.querySelector('bdi')?.textContent,
        ]),
    );
    expect(values).toEqual({
      account_holder_name: 'Mona Adel',
      bank_code: 'BM',
      iban: IBAN,
      amount: '1500.5',
      currency: 'EGP',
    });
    expect(within(summary).getByText('Banque Misr')).toBeInTheDocument();
    expect(within(summary).getByText('1,500.50 LE')).toBeInTheDocument();
    expect(screen.getByLabelText(/Account holder name/)).toHaveValue('  Mona   Adel ');
    expect(screen.getByLabelText(/^IBAN/)).toHaveValue(formatIban(IBAN).toLowerCase());
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('1500.5');
  });
});
