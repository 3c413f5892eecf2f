import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppDispatch } from '../../../src/app/store';
import type { LedgerEntry } from '../../../src/api/types';
import { AccountPage } from '../../../src/features/account/AccountPage';
import { ledgerRouteHandle } from '../../../src/features/account/ledgerQuery';
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
    kind: null,
    reference: null,
  },
});

/** A ledger of 31 rows, page `page` of five-row pages (one row shown). */
const oneOfThirtyOne = (page: number) =>
  HttpResponse.json({
    success: true,
    data: { wallet: { net_balance: 10, total_balance: 10 }, user: { _id: 'u1', name: 'Seller' } },
    items: [entry('a', 'CR', 10, 10, 1)],
    meta: { count: 31, page, limit: 5 },
  });

describe('AccountPage', () => {
  it('shows available and pending money, the ledger, the chart and flags a row that does not add up', async () => {
    server.use(
      http.get(api('/accounts/wallet'), () =>
        HttpResponse.json({
          success: true,
          data: { wallet: { net_balance: 130, total_balance: 380.5 }, user: { _id: 'u1', name: 'Seller' } },
          // Newest first, as the API sends it; row c should be 120, not 130.
          items: [entry('c', 'DR', 30, 130, 3), entry('b', 'CR', 50, 150, 2), entry('a', 'CR', 100, 100, 1)],
          meta: { count: 3, page: 1, limit: 5 },
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

describe('AccountPage paging, range and statement', () => {
  it('asks the server for one page with the search and the time range of the address', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(api('/accounts/wallet'), ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return oneOfThirtyOne(2);
      }),
    );
    renderPage(<AccountPage />, {
      path: '/pages/account',
      route: '/pages/account?page=2&q=towel&from=2026-10-01&to=2026-10-31',
      language: 'ar',
    });
    expect(await screen.findByRole('navigation', { name: /ترقيم|الصفحات/ })).toHaveTextContent('صفحة 2 من 7');
    const query = asked.at(-1) ?? {};
    expect(query).toMatchObject({ page: '2', limit: '5', search: 'towel' });
    // The seller's days, as instants of their own time zone.
    expect(query.from).toBe(new Date('2026-10-01T00:00:00').toISOString());
    expect(query.to).toBe(new Date('2026-10-31T23:59:59.999').toISOString());
    expect(screen.getByLabelText('من تاريخ')).toHaveValue('01/10/2026');
    expect(screen.getByLabelText('إلى تاريخ')).toHaveValue('31/10/2026');
  });
});

describe('AccountPage past its last page', () => {
  it('moves to the last page the server names instead of showing a failure', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/accounts/wallet'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        asked.push(page);
        if (page === '7') return oneOfThirtyOne(7);
        const message = {
          en: 'There is no page 40: the last page is 7',
          ar: 'لا توجد صفحة رقم 40: آخر صفحة هي 7',
        };
        return HttpResponse.json(
          { success: false, error: message, fields: { page: message }, details: { last_page: 7 } },
          { status: 400 },
        );
      }),
    );
    renderPage(<AccountPage />, { path: '/pages/account', route: '/pages/account?page=40', language: 'ar' });
    expect(await screen.findByRole('navigation', { name: /ترقيم|الصفحات/ })).toHaveTextContent('صفحة 7 من 7');
    expect(asked).toEqual(['40', '7']);
    expect(screen.queryByText(/لا توجد صفحة/)).not.toBeInTheDocument();
  });
});

describe('AccountPage started by its route', () => {
  it('shows the ledger page its route asked for while the code loaded, without asking again', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(api('/accounts/wallet'), ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return oneOfThirtyOne(3);
      }),
    );
    const route = '/pages/account?page=3&q=towel&from=2026-10-01';
    ledgerRouteHandle.prefetch(
      (() => undefined) as unknown as AppDispatch,
      new URL(route, 'http://x').searchParams,
    );
    expect(asked).toHaveLength(0);
    renderPage(<AccountPage />, { path: '/pages/account', route, language: 'en' });
    expect(await screen.findByRole('navigation', { name: /pagination|pages/i })).toHaveTextContent(
      'Page 3 of 7',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([
      { page: '3', limit: '5', search: 'towel', from: new Date('2026-10-01T00:00:00').toISOString() },
    ]);
  });

  it('asks again when the page opens at another query than the one started', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/accounts/wallet'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('page') ?? '');
        return oneOfThirtyOne(2);
      }),
    );
    ledgerRouteHandle.prefetch((() => undefined) as unknown as AppDispatch, new URLSearchParams('page=4'));
    renderPage(<AccountPage />, { path: '/pages/account', route: '/pages/account?page=2', language: 'en' });
    expect(await screen.findByRole('navigation', { name: /pagination|pages/i })).toHaveTextContent(
      'Page 2 of 7',
    );
    expect(asked.sort()).toEqual(['2', '4']);
  });
});
