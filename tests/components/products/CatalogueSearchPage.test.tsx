import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../../../src/api/products';
import { CatalogueSearchPage } from '../../../src/features/products/CatalogueSearchPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { electronics } from './fixtures';

const ITEMS: CatalogueItem[] = [
  {
    name: { en: 'Zephyr PowerCore 10000', ar: 'باور كور 10000' },
    brand: { en: 'Zephyr', ar: 'زفير' },
    category: { code: 'electronics', name: { en: 'Electronics', ar: 'إلكترونيات' } },
    price: { min: 100, max: 150.5 },
    sellers: 2,
  },
  {
    name: { en: '', ar: 'شاحن سيارة' },
    brand: { en: '', ar: '' },
    category: { code: 'electronics', name: { en: 'Electronics', ar: 'إلكترونيات' } },
    price: { min: 75, max: 75 },
    sellers: 1,
  },
];

/** A catalogue answering every search with ITEMS, recording the addresses asked. */
function catalogue() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [electronics] })),
    http.get(api('/catalogue'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, items: ITEMS, meta: { count: 2, page: 1, limit: 5 } });
    }),
  );
  return asked;
}

describe('CatalogueSearchPage', () => {
  it('shows each product with its category, price range and number of sellers, in Arabic', async () => {
    catalogue();
    renderRoutes([{ path: '/pages/product-list', element: <CatalogueSearchPage /> }], {
      route: '/pages/product-list',
      language: 'ar',
    });
    const row = (await screen.findByText('باور كور 10000')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('زفير');
    expect(row).toHaveTextContent('إلكترونيات');
    expect(row).toHaveTextContent('بائعان');
    expect(row).toHaveTextContent(/من .*100.*، إلى .*150\.50/);
    // A product named only in Arabic, one price, one seller.
    const other = screen.getByText('شاحن سيارة').closest('tr') as HTMLElement;
    expect(within(other).getByText('بائع واحد')).toBeInTheDocument();
    expect(other).not.toHaveTextContent('إلى');
  });

  it('searches by what is typed and narrows by category, both kept in the address, in English', async () => {
    const asked = catalogue();
    const { router } = renderRoutes([{ path: '/pages/product-list', element: <CatalogueSearchPage /> }], {
      route: '/pages/product-list',
      language: 'en',
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Zephyr PowerCore 10000')).toBeInTheDocument();
    // An Arabic-only product shows its Arabic name on the English page.
    expect(screen.getByText('شاحن سيارة')).toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by product name, brand or category' }),
      'زفير',
    );
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('زفير'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'electronics');
    await waitFor(() => expect(asked.at(-1)?.get('category')).toBe('electronics'));
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('q')).toBe('زفير');
    expect(address.get('category')).toBe('electronics');
    expect(screen.getByText('2 sellers')).toBeInTheDocument();
  });
});
