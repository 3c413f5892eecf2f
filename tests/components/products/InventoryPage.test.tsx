import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../src/api/types';
import { AdminProductsPage, SellerInventoryPage } from '../../../src/features/products/InventoryPage';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { makeProduct } from './fixtures';

interface Call {
  url: URL;
  body: Record<string, unknown>;
}

/** A fake seller list of 12 products that records every request. */
function sellerList(products: Product[] = Array.from({ length: 12 }, (_, i) => makeProduct(i + 1))) {
  const calls: Call[] = [];
  server.use(
    http.post(api('/products/seller'), async ({ request }) => {
      const url = new URL(request.url);
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ url, body });
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const search = typeof body.search === 'string' ? body.search : '';
      const matching = products.filter((product) => String(product.en.name).toLowerCase().includes(search));
      return HttpResponse.json({
        success: true,
        items: matching.slice((page - 1) * limit, page * limit),
        meta: { count: matching.length },
      });
    }),
  );
  return calls;
}

const renderSeller = (language: 'ar' | 'en' = 'en') =>
  renderRoutes(
    [
      { path: '/store/inventory', element: <SellerInventoryPage /> },
      { path: '/store/product/detail', element: <p>detail page</p> },
    ],
    { route: '/store/inventory', language },
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('InventoryPage (seller)', () => {
  it('shows the Arabic tabs, columns, N/A handling time and the first page of 5', async () => {
    const calls = sellerList();
    renderSeller('ar');
    expect(await screen.findByText('باور بانك رقم 1')).toBeInTheDocument();
    const tabs = screen.getByRole('group', { name: 'تصفية المنتجات حسب الحالة' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['الكل', 'نشط', 'غير نشط']);
    expect(screen.getAllByRole('row')).toHaveLength(6);
    for (const header of ['الصورة', 'الاسم', 'الحالة', 'السعر', 'الكمية', 'آخر تحديث', 'مُوصى به']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const firstRow = screen.getByRole('row', { name: 'فتح باور بانك رقم 1' });
    expect(within(firstRow).getByText('غير متوفر')).toBeInTheDocument();
    expect(within(firstRow).getByText('101.00 LE')).toBeInTheDocument();
    expect(within(firstRow).getByRole('presentation')).toHaveAttribute('src', '/placeholder-product.svg');
    expect(calls[0]?.url.searchParams.get('limit')).toBe('5');
    expect(calls[0]?.body).toEqual({});
  });

  it('asks for every not-active status and goes back to page 1 when the tab changes', async () => {
    const calls = sellerList();
    renderSeller();
    const user = userEvent.setup();
    await screen.findByText('Power Bank Number 1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Power Bank Number 6');
    expect(JSON.parse(sessionStorage.getItem('pagination') ?? '{}')).toEqual({ 'store-inventory': 2 });
    await user.click(screen.getByRole('button', { name: 'Not active' }));
    await waitFor(() => expect(calls.at(-1)?.body['or-filter']).toBeDefined());
    expect(calls.at(-1)?.body).toEqual({
      'or-filter': ['pending', 'expired', 'soldout', 'rejected', 'paused'].map((status) => ({ status })),
    });
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ filter: { status: 'active' } }));
  });

  it('waits one second after typing before searching, then searches from page 1', async () => {
    const calls = sellerList();
    sessionStorage.setItem('pagination', JSON.stringify({ 'store-inventory': 2 }));
    renderSeller();
    await screen.findByText('Power Bank Number 6');
    const before = calls.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by product name' }), {
      target: { value: 'number 1' },
    });
    act(() => vi.advanceTimersByTime(999));
    expect(calls.length).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(calls.at(-1)?.body.search).toBe('number 1'));
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
    // The old page is never asked for with the new search.
    expect(calls.filter((call) => call.body.search && call.url.searchParams.get('page') !== '1')).toEqual([]);
    expect(await screen.findByText('Power Bank Number 10')).toBeInTheDocument();
  });

  it('changes rows per page and pages through the server', async () => {
    const calls = sellerList();
    renderSeller();
    const user = userEvent.setup();
    await screen.findByText('Power Bank Number 1');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('limit')).toBe('10'));
    expect(await screen.findByText('Power Bank Number 10')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  it('saves the recommended box at once without opening the product', async () => {
    sellerList();
    let sent: unknown;
    server.use(
      http.put(api('/products/:id/update-product'), async ({ request, params }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          data: makeProduct(1, { _id: String(params.id), is_recommended: true }),
        });
      }),
    );
    const { router } = renderSeller();
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Recommended: Power Bank Number 1' });
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(sent).toEqual({ is_recommended: true });
    expect(await screen.findByText('Product updated succesfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store/inventory');
  });

  it('opens the product detail with the product as state and its id in the address', async () => {
    sellerList();
    const { router } = renderSeller();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Power Bank Number 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/product/detail'));
    expect(router.state.location.search).toBe(`?id=${makeProduct(2)._id}`);
    expect((router.state.location.state as { product: Product }).product.sku).toBe('SKU-2');
  });

  it('says so when there is nothing to show', async () => {
    sellerList([]);
    renderSeller();
    expect(await screen.findByText('No data available for display')).toBeInTheDocument();
  });

  it('keeps the tab, search and page in the address: an address opens that list, back goes to the page before', async () => {
    const calls = sellerList();
    const { router } = renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory?tab=notActive&q=number&page=2',
      language: 'en',
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Power Bank Number 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not active' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search by product name' })).toHaveValue('number');
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(calls.at(-1)?.body).toMatchObject({ search: 'number', 'or-filter': expect.any(Array) });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Power Bank Number 11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=notActive&q=number&page=3');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Power Bank Number 6')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('shows page 1 for a page number the address cannot mean', async () => {
    const calls = sellerList();
    renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory?page=abc',
      language: 'en',
    });
    expect(await screen.findByText('Power Bank Number 1')).toBeInTheDocument();
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1']);
  });
});

describe('InventoryPage (admin)', () => {
  it('offers the admin tabs and changes the status of the selected rows in bulk', async () => {
    const products = Array.from({ length: 5 }, (_, i) => makeProduct(i + 1, { status: 'pending' }));
    const bodies: Record<string, unknown>[] = [];
    let statusBody: { ids: string[]; status: string } | undefined;
    server.use(
      http.post(api('/products'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true, data: products, metadata: { count: 5 } });
      }),
      http.put(api('/products/update-status'), async ({ request }) => {
        statusBody = (await request.json()) as typeof statusBody;
        return HttpResponse.json({
          success: true,
          data: {
            products: products
              .filter((product) => statusBody?.ids.includes(product._id))
              .map((product) => ({ ...product, status: 'active' })),
            msg: { en: 'Status updated successfully', ar: 'تم تحديث الحالة بنجاح' },
          },
        });
      }),
    );
    renderRoutes([{ path: '/admin/products', element: <AdminProductsPage /> }], {
      route: '/admin/products',
      language: 'ar',
    });
    const user = userEvent.setup();
    await screen.findByText('باور بانك رقم 1');
    const tabs = screen.getByRole('group', { name: 'تصفية المنتجات حسب الحالة' });
    expect(within(tabs).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'الكل', 'متاح', 'قيد المراجعة', 'مرفوض', 'منتهي', 'نفدت الكمية', 'متوقف مؤقتًا',
    ]); // prettier-ignore
    await user.click(within(tabs).getByRole('button', { name: 'متاح' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ filter: { status: 'active' } }));

    const apply = screen.getByRole('button', { name: 'تطبيق على المحدد' });
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'تحديد باور بانك رقم 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'تحديد باور بانك رقم 3' }));
    await user.selectOptions(screen.getByLabelText('تغيير الحالة إلى'), 'active');
    await user.click(apply);
    expect(await screen.findByText('تم تحديث الحالة بنجاح')).toBeInTheDocument();
    expect(statusBody).toEqual({ ids: [products[0]?._id, products[2]?._id], status: 'active' });
    const row1 = screen.getByRole('row', { name: 'فتح باور بانك رقم 1' });
    expect(within(row1).getByText('نشط')).toBeInTheDocument();
    const row2 = screen.getByRole('row', { name: 'فتح باور بانك رقم 2' });
    expect(within(row2).getByText('قيد المراجعة')).toBeInTheDocument();
  });
});
