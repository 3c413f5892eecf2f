import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CanceledOrdersPage } from '../../../src/features/demo/CanceledOrdersPage';
import { SAMPLE_CANCELED } from '../../../src/features/demo/data/canceled';
import { renderPage } from '../../setup/render';
import { columnTexts, rangeText } from './helpers';

const BY_COLUMN = 4;
const countOf = (by: string) => SAMPLE_CANCELED.filter((entry) => entry.canceled_by === by).length;

describe('CanceledOrdersPage', () => {
  it('filters canceled orders by who canceled them, in Arabic', async () => {
    renderPage(<CanceledOrdersPage />, { path: '/pages/canceled', language: 'ar' });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'إدارة الطلبات الملغاة' }),
    ).toBeInTheDocument();
    expect(screen.getByText('بيانات تجريبية للعرض', { exact: false })).toBeInTheDocument();
    expect(rangeText()).toBe(`1–5 من ${SAMPLE_CANCELED.length}`);
    for (const [by, filter, badge] of [
      ['buyer', 'بواسطة المشتري', 'المشتري'],
      ['seller', 'بواسطة البائع', 'البائع'],
      ['admin', 'بواسطة المنصة', 'المنصة'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: filter }));
      const shown = Math.min(5, countOf(by));
      expect(rangeText()).toBe(`1–${shown} من ${countOf(by)}`);
      expect(columnTexts('الطلبات الملغاة', BY_COLUMN)).toEqual(Array<string>(shown).fill(badge));
    }
  });

  it('searches by English product name', async () => {
    renderPage(<CanceledOrdersPage />, { path: '/pages/canceled', language: 'en' });
    const user = userEvent.setup();
    const name = SAMPLE_CANCELED[0]?.line.data.en.name ?? '';
    const expected = SAMPLE_CANCELED.filter((entry) => entry.line.data.en.name === name).length;
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search by product name or order id' }),
      name,
    );
    expect(rangeText()).toBe(`1–${expected} of ${expected}`);
  });
});

describe('CanceledOrdersPage address', () => {
  it('keeps filter and page in the address, and back restores them', async () => {
    const buyerCount = countOf('buyer');
    const { router } = renderPage(<CanceledOrdersPage />, {
      path: '/pages/canceled',
      route: '/pages/canceled?page=2',
      language: 'en',
    });
    expect(await screen.findByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    expect(rangeText()).toBe(`6–${Math.min(10, SAMPLE_CANCELED.length)} of ${SAMPLE_CANCELED.length}`);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'By the buyer' }));
    expect(router.state.location.search).toBe('?tab=buyer');
    expect(rangeText()).toBe(`1–${Math.min(5, buyerCount)} of ${buyerCount}`);
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    expect(rangeText()).toBe(`6–${Math.min(10, SAMPLE_CANCELED.length)} of ${SAMPLE_CANCELED.length}`);
  });
});
