/**
 * A search matching more products than the API counts (SEARCH_COUNT_LIMIT) says so: the range and the
 * page count read "at least", in both languages, and the next page stays reachable.
 * See docs/performance.md.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SellerInventoryPage } from '../../../src/features/products/InventoryPage';
import { server } from '../../setup/msw';
import { api, renderRoutes, signedIn } from '../../setup/render';
import { makeProduct, onboardedSeller } from './fixtures';

const seller = onboardedSeller;

const answerWithBound = () => {
  const pages: string[] = [];
  server.use(
    http.post(api('/products/seller'), ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      pages.push(page);
      const first = (Number(page) - 1) * 5 + 1;
      return HttpResponse.json({
        success: true,
        items: [0, 1, 2, 3, 4].map((n) => makeProduct(first + n)),
        meta: { count: 1000, page: Number(page), limit: 5, count_is_lower_bound: true },
      });
    }),
  );
  return pages;
};

describe('a search matching very many products', () => {
  it('reads “of 1,000+” and “Page 1 of 200+”, and goes on to the next page (English)', async () => {
    const pages = answerWithBound();
    renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory?q=power',
      language: 'en',
      preloadedState: signedIn(seller),
    });
    expect(await screen.findByText('1–5 of 1,000+')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 200+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('6–10 of 1,000+')).toBeInTheDocument();
    expect(pages).toContain('2');
  });

  it('reaches the page past the count the server stopped at, its rows counted in full', async () => {
    answerWithBound();
    renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory?q=power&page=200',
      language: 'en',
      preloadedState: signedIn(seller),
    });
    expect(await screen.findByText('996–1,000 of 1,000+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('1,001–1,005 of 1,000+')).toBeInTheDocument();
    expect(screen.getByText('Page 201 of 200+')).toBeInTheDocument();
  });

  it('says “more than” in Arabic', async () => {
    answerWithBound();
    renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory?q=power',
      language: 'ar',
      preloadedState: signedIn(seller),
    });
    expect(await screen.findByText('1–5 من أكثر من 1,000')).toBeInTheDocument();
    expect(screen.getByText('صفحة 1 من أكثر من 200')).toBeInTheDocument();
  });
});
