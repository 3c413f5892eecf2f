import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SalesInsight } from '../../../src/api/insight';
import type { User } from '../../../src/api/types';
import { SalesInsightPage } from '../../../src/features/insight/SalesInsightPage';
import { presetPeriod, previousPeriod } from '../../../src/lib/insight';
import { server } from '../../setup/msw';
import { api, renderPage, signedIn } from '../../setup/render';

const seller = { _id: 's1', name: 'Youssef', is_seller: true } as unknown as User;

const totals = (sales: number, onTime: number | null, returns: number | null) => ({
  sales,
  sold_units: 40,
  orders: 10,
  lines: 12,
  units: 50,
  ordered_value: 5_000,
  average_order_value: 500,
  returned_units: 4,
  returns_rate: returns,
  shipped_lines: 20,
  shipped_on_time: 18,
  on_time_rate: onTime,
});

/** What the API answers for a period: sales of 1,500 against 1,000, shipping 90% on time against 95%. */
const answerFor = (from: string, to: string, grain: string): SalesInsight => {
  const period = { from, to };
  return {
    period,
    previous: previousPeriod(period),
    grain: grain as SalesInsight['grain'],
    totals: { current: totals(1_500, 0.9, 0.1), previous: totals(1_000, 0.95, null) },
    series: [
      { start: from, sales: 1_000, orders: 6, units: 30 },
      { start: to, sales: 500, orders: 4, units: 20 },
    ],
    previous_series: [{ start: previousPeriod(period).from, sales: 1_000, orders: 10, units: 50 }],
    best_sellers: [
      {
        product_id: 'p1',
        sku: 'SKU-1',
        name_ar: 'عسل نحل',
        name_en: 'Bee honey',
        sold_units: 25,
        sales: 900,
      },
    ],
  };
};

let asked: URLSearchParams[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.get(api('/insight/sales'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json({
        success: true,
        data: answerFor(query.get('from') ?? '', query.get('to') ?? '', query.get('grain') ?? 'day'),
      });
    }),
  );
});

const renderInsight = (language: 'ar' | 'en', route = '/store/insight') =>
  renderPage(<SalesInsightPage />, {
    language,
    route,
    path: '/store/insight',
    preloadedState: signedIn(seller),
  });

/** A figure's box's text, by its label, without the marks that isolate its values' direction. */
const figureOf = (label: string) =>
  (screen.getByText(label, { selector: 'dt' }).parentElement?.textContent ?? '').replace(
    /[\u2066-\u2069]/g,
    '',
  );

describe('the seller’s sales insight', () => {
  it('asks for this month by day and shows each figure against the previous period, in English', async () => {
    renderInsight('en');
    await screen.findByText('Sales (delivered)', { selector: 'dt' });
    const thisMonth = presetPeriod('this_month');
    expect(asked[0]?.get('from')).toBe(thisMonth.from);
    expect(asked[0]?.get('to')).toBe(thisMonth.to);
    expect(asked[0]?.get('grain')).toBe('day');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('this_month');
    expect(figureOf('Sales (delivered)')).toContain('1,500.00 LE');
    expect(figureOf('Sales (delivered)')).toContain('Up 50% from 1,000.00 LE');
    // A share moves by points, and a rate that is better low rising reads as bad news.
    expect(figureOf('Shipped on time')).toContain('Down 5 points from 95%');
    expect(figureOf('Returns rate')).toContain('Before: —');
    const chartTable = screen.getByRole('table', { name: 'Sales (delivered) over the period' });
    expect(within(chartTable).getAllByRole('row')).toHaveLength(3);
    expect(within(chartTable).getAllByRole('row')[1]).toHaveTextContent('1,000.00 LE');
    expect(screen.getByRole('list')).toHaveTextContent('Bee honey');
  });

  it('draws another figure when asked, and keeps a period chosen from the list in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderInsight('ar');
    await screen.findByText('المبيعات (المسلّمة)', { selector: 'dt' });
    // Five points takes the plural of three to ten.
    expect(figureOf('الشحن في الموعد')).toMatch(/انخفاض 5 نقاط عن/);
    await user.click(screen.getByRole('button', { name: 'الطلبات' }));
    expect(screen.getByRole('button', { name: 'الطلبات' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: 'الطلبات خلال الفترة' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'الفترة' }), 'last_month');
    const lastMonth = presetPeriod('last_month');
    expect(router.state.location.search).toContain(`from=${lastMonth.from}`);
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(lastMonth.from));
    expect(asked.at(-1)?.get('to')).toBe(lastMonth.to);
  });

  it('asks nothing for a period whose end is before its start, and says so under the end', async () => {
    renderInsight('en', '/store/insight?from=2026-10-20&to=2026-10-01');
    expect(await screen.findByText(/Choose the period's first and last day/)).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});
