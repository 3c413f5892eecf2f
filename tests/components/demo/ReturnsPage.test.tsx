import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RETURNS } from '../../../src/features/demo/data/returns';
import { ReturnsPage } from '../../../src/features/demo/ReturnsPage';
import { renderPage } from '../../setup/render';
import { bodyRows, columnTexts, rangeText } from './helpers';

const CAPTION_EN = 'Return requests';
const STATUS_COLUMN = 7;
const countOf = (status: string) => SAMPLE_RETURNS.filter((entry) => entry.status === status).length;

describe('ReturnsPage', () => {
  it('filters all, requested, delivered and accepted returns', async () => {
    renderPage(<ReturnsPage />, { path: '/pages/return', language: 'en' });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order return management' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sample data for demonstration')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(rangeText()).toBe(`1–5 of ${SAMPLE_RETURNS.length}`);

    for (const [status, label] of [
      ['requested', 'Requested'],
      ['delivered', 'Delivered'],
      ['accepted', 'Accepted'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      const shown = Math.min(5, countOf(status));
      expect(rangeText()).toBe(`1–${shown} of ${countOf(status)}`);
      expect(columnTexts(CAPTION_EN, STATUS_COLUMN)).toEqual(Array<string>(shown).fill(label));
    }

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(rangeText()).toBe(`1–5 of ${SAMPLE_RETURNS.length}`);
  });

  it('searches by Arabic product name or order id and goes back to page 1', async () => {
    const target = SAMPLE_RETURNS[SAMPLE_RETURNS.length - 1];
    if (!target) throw new Error('no sample returns');
    renderPage(<ReturnsPage />, { path: '/pages/return', language: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'الصفحة التالية' }));
    expect(rangeText()).toMatch(/^6–/);
    await user.type(
      screen.getByRole('searchbox', { name: 'ابحث باسم المنتج أو رقم الطلب' }),
      target.line.order_ref_id,
    );
    expect(rangeText()).toBe('1–1 من 1');
    expect(bodyRows('طلبات الإرجاع')[0]).toHaveTextContent(target.line.data.ar.name ?? '');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'لا يوجد منتج بهذا الاسم');
    expect(screen.getByText('لا توجد بيانات للعرض')).toBeInTheDocument();
  });
});
