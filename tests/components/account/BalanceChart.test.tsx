import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalanceChart } from '../../../src/features/account/BalanceChart';
import { formatDateTime, formatMoney, isolated } from '../../../src/i18n/format';
import { renderPage } from '../../setup/render';

const POINTS = [
  { time: '2026-08-04T09:00:00.000Z', balance: 1200 },
  { time: '2026-09-10T09:00:00.000Z', balance: -350.5 },
  { time: '2026-10-31T09:00:00.000Z', balance: 298252.45 },
];

describe('BalanceChart', () => {
  it('reads one balance at a time from the keyboard, in Arabic, and ends at the two first and last days', () => {
    renderPage(<BalanceChart points={POINTS} language="ar" />, { language: 'ar' });
    const chart = screen.getByRole('img');
    const reading = () => document.getElementById('balance-chart-reading')?.textContent ?? '';
    expect(reading()).toContain(`الرصيد الآن: ${isolated(formatMoney(298252.45, 'ar'))}`);

    fireEvent.focus(chart);
    expect(reading()).toBe(
      `${isolated(formatDateTime(POINTS[2]?.time, 'ar'))}: الرصيد ${isolated(formatMoney(298252.45, 'ar'))}`,
    );
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(reading()).toBe(
      `${isolated(formatDateTime(POINTS[1]?.time, 'ar'))}: الرصيد ${isolated(formatMoney(-350.5, 'ar'))}`,
    );
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(reading()).toContain(formatMoney(1200, 'ar'));
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(reading()).toContain(formatMoney(1200, 'ar'));
    fireEvent.blur(chart);
    expect(reading()).toContain('الرصيد الآن');
  });

  it('gives every balance in a table, in English', () => {
    renderPage(<BalanceChart points={POINTS} language="en" />, { language: 'en' });
    expect(screen.getByText('Show the balances as a table')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Balance after each ledger entry', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      POINTS.map((point) => `${formatDateTime(point.time, 'en')}${formatMoney(point.balance, 'en')}`),
    );
  });
});
