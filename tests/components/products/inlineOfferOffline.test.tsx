import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SellerInventoryPage } from '../../../src/features/products/InventoryPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { electronics, makeProduct } from './fixtures';

// The cell's rule is a file of its own, loaded when a cell is first opened: here it cannot be fetched (no
// connection since the list was drawn), as a chunk that fails to load.
vi.mock('../../../src/features/products/offerRule', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a price edited in place when the rule cannot be loaded', () => {
  it.each(['ar', 'en'] as const)(
    'says it was not saved, sends nothing and keeps the value (%s)',
    async (language) => {
      const sent: unknown[] = [];
      server.use(
        http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [electronics] })),
        http.post(api('/products/seller'), () =>
          HttpResponse.json({ success: true, items: [makeProduct(1)], meta: { count: 1 } }),
        ),
        http.put(api('/products/:id/update-product'), async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ success: true, data: makeProduct(1) });
        }),
      );
      renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
        route: '/store/inventory',
        language,
      });
      const user = userEvent.setup();
      const cell = language === 'ar' ? 'سعر باور بانك رقم 1' : 'Price of Power Bank Number 1';
      await user.click(await screen.findByRole('button', { name: new RegExp(`^${cell}: `) }));
      const price = screen.getByRole('textbox', { name: cell });
      await user.clear(price);
      await user.type(price, '١٢٠{Enter}');
      await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
      expect(price).toHaveAccessibleDescription(language === 'ar' ? /تعذر الاتصال/ : /the connection failed/);
      expect(price).toHaveValue('١٢٠');
      expect(sent).toEqual([]);
    },
  );
});
