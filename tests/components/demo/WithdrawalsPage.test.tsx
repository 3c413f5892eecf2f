import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SAMPLE_WITHDRAWALS } from '../../../src/features/demo/data/withdrawals';
import { WithdrawalsPage } from '../../../src/features/demo/WithdrawalsPage';
import { renderPage } from '../../setup/render';
import { columnTexts, rangeText } from './helpers';

const STATUS_COLUMN = 5;
const countOf = (status: string) => SAMPLE_WITHDRAWALS.filter((entry) => entry.status === status).length;

describe('WithdrawalsPage', () => {
  it('filters all, pending and paid withdrawals', async () => {
    renderPage(<WithdrawalsPage />, { path: '/pages/withdrawal', language: 'en' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal statuses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a withdrawal' })).toHaveAttribute(
      'href',
      '/pages/requested-withdrawl',
    );
    expect(rangeText()).toBe(`1–5 of ${SAMPLE_WITHDRAWALS.length}`);
    for (const [status, label] of [
      ['pending', 'Pending'],
      ['paid', 'Paid'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      const shown = Math.min(5, countOf(status));
      expect(rangeText()).toBe(`1–${shown} of ${countOf(status)}`);
      expect(columnTexts('Withdrawal requests', STATUS_COLUMN)).toEqual(Array<string>(shown).fill(label));
    }
  });

  it('shows money in LE and only the last digits of the account, in Arabic', async () => {
    renderPage(<WithdrawalsPage />, { path: '/pages/withdrawal', language: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'مدفوع' }));
    const first = SAMPLE_WITHDRAWALS.find((entry) => entry.status === 'paid');
    expect(screen.getAllByText(/ LE$/).length).toBeGreaterThan(0);
    expect(screen.getByText(`حساب ينتهي بـ ${first?.account_last4 ?? ''}`)).toBeInTheDocument();
    expect(columnTexts('طلبات السحب', STATUS_COLUMN)[0]).toBe('مدفوع');
  });
});
