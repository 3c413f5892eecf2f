import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompensationsPage } from '../../../src/features/demo/CompensationsPage';
import { SAMPLE_COMPENSATIONS } from '../../../src/features/demo/data/compensations';
import { renderPage } from '../../setup/render';
import { columnTexts, rangeText } from './helpers';

const STATUS_COLUMN = 6;
const countOf = (status: string) => SAMPLE_COMPENSATIONS.filter((entry) => entry.status === status).length;

describe('CompensationsPage', () => {
  it('lists compensations with totals and filters them by status', async () => {
    renderPage(<CompensationsPage />, { path: '/pages/compensations', language: 'en' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Compensations' })).toBeInTheDocument();
    expect(screen.getByText('Credited to your balance')).toBeInTheDocument();
    expect(rangeText()).toBe(`1–5 of ${SAMPLE_COMPENSATIONS.length}`);
    for (const [status, label] of [
      ['pending', 'Under review'],
      ['credited', 'Credited'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      const shown = Math.min(5, countOf(status));
      expect(rangeText()).toBe(`1–${shown} of ${countOf(status)}`);
      expect(columnTexts('Compensations', STATUS_COLUMN)).toEqual(Array<string>(shown).fill(label));
    }
  });

  it('searches by compensation id in Arabic', async () => {
    const target = SAMPLE_COMPENSATIONS[4];
    renderPage(<CompensationsPage />, { path: '/pages/compensations', language: 'ar' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox'), target?.ref_id ?? '');
    expect(rangeText()).toBe('1–1 من 1');
    expect(columnTexts('التعويضات', 0)).toEqual([target?.ref_id]);
  });
});
