import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../src/api/types';
import { AccountPage } from '../../../src/features/account/AccountPage';
import { server } from '../../setup/msw';
import { api, renderPage } from '../../setup/render';

const entry = (id: string, type: 'CR' | 'DR', amount: number, balance: number, day: number): LedgerEntry => ({
  _id: id,
  product: {
    data: {
      sku: `SKU-${id}`,
      en: { name: `Item ${id}` },
      ar: { name: `صنف ${id}` },
    } as LedgerEntry['product']['data'],
  },
  transaction: {
    transaction_time: `2026-10-0${day}T10:00:00.000Z`,
    order_ref_id: `ORD-${id}`,
    type,
    amount,
    balance_after: balance,
  },
});

describe('AccountPage', () => {
  it('shows available and pending money, the ledger, the chart and flags a row that does not add up', async () => {
    server.use(
      http.get(api('/accounts/wallet'), () =>
        HttpResponse.json({
          success: true,
          data: {
            wallet: { net_balance: 130, total_balance: 380.5 },
            // Newest first, as the API sends it; row c should be 120, not 130.
            transactions: [
              entry('c', 'DR', 30, 130, 3),
              entry('b', 'CR', 50, 150, 2),
              entry('a', 'CR', 100, 100, 1),
            ],
            user: { _id: 'u1', name: 'Seller' },
          },
        }),
      ),
    );
    renderPage(<AccountPage />, { path: '/pages/account', language: 'en' });

    expect(await screen.findByText('250.50 LE')).toBeInTheDocument();
    expect(screen.getAllByText('130.00 LE').length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'Balance after' })).toBeInTheDocument();
    expect(
      screen.getByText('Does not follow from the previous row (expected 120.00 LE)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/follow from the row before them: 1/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Balance after each ledger entry/ })).toBeInTheDocument();
  });
});
