import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductStatus } from '../../../src/api/types';
import { AdminProductsPage, SellerInventoryPage } from '../../../src/features/products/InventoryPage';
import { MOBILE_QUERY } from '../../../src/components/mobileQuery';
import type * as SaveFile from '../../../src/lib/saveFile';
import { saveFile } from '../../../src/lib/saveFile';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';
import { electronics, makeProduct } from './fixtures';

// Handing bytes to the browser is the journey's part; here, what is asked for and what is saved.
vi.mock('../../../src/lib/saveFile', async (importOriginal) => ({
  ...(await importOriginal<typeof SaveFile>()),
  saveFile: vi.fn(),
}));

interface Call {
  url: URL;
  body: Record<string, unknown>;
}

/** A fake seller list of 12 products that records every request. */
function sellerList(products: Product[] = Array.from({ length: 12 }, (_, i) => makeProduct(i + 1))) {
  const calls: Call[] = [];
  server.use(
    http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [electronics] })),
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

/** A fake admin API over these products: lists, previews, changes and undoes, recording every body. */
function adminApi(products: Product[]) {
  const state = {
    products,
    listBodies: [] as Record<string, unknown>[],
    statusBodies: [] as Record<string, unknown>[],
    previewBodies: [] as Record<string, unknown>[],
    bulkBodies: [] as Record<string, unknown>[],
    undone: [] as string[],
  };
  let before: Product[] = products;
  const answerChange = (changed: number) => ({
    changed,
    batch_id: 'b'.repeat(24),
    undo_until: new Date(Date.now() + 300_000).toISOString(),
    msg: { en: `${changed} products were updated`, ar: 'تم تحديث الحالة بنجاح' },
  });
  server.use(
    http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [electronics] })),
    http.post(api('/products'), async ({ request }) => {
      const url = new URL(request.url);
      state.listBodies.push((await request.json()) as Record<string, unknown>);
      const limit = Number(url.searchParams.get('limit'));
      return HttpResponse.json({
        success: true,
        data: state.products.slice(0, limit),
        metadata: { count: state.products.length },
      });
    }),
    http.put(api('/products/update-status'), async ({ request }) => {
      const body = (await request.json()) as { ids: string[]; status: ProductStatus };
      state.statusBodies.push(body);
      before = state.products;
      state.products = state.products.map((product) =>
        body.ids.includes(product._id) ? { ...product, status: body.status } : product,
      );
      return HttpResponse.json({
        success: true,
        data: {
          ...answerChange(body.ids.length),
          products: state.products.filter((product) => body.ids.includes(product._id)),
          msg: { en: 'Status updated successfully', ar: 'تم تحديث الحالة بنجاح' },
        },
      });
    }),
    http.post(api('/products/bulk-status/preview'), async ({ request }) => {
      state.previewBodies.push((await request.json()) as Record<string, unknown>);
      const pending = state.products.filter((product) => product.status === 'pending').length;
      return HttpResponse.json({
        success: true,
        data: {
          matching: state.products.length,
          changing: state.products.length,
          by_status: { pending, active: 0, soldout: 0, rejected: 0, expired: 0, paused: 0 },
          recommended: 0,
          in_open_orders: 3,
          limit: 20_000,
        },
      });
    }),
    http.post(api('/products/bulk-status'), async ({ request }) => {
      const body = (await request.json()) as { status: ProductStatus };
      state.bulkBodies.push(body);
      before = state.products;
      state.products = state.products.map((product) => ({ ...product, status: body.status }));
      return HttpResponse.json({
        success: true,
        data: { ...answerChange(state.products.length), by_status: {} },
      });
    }),
    http.post(api('/products/bulk-status/:batchId/undo'), ({ params }) => {
      state.undone.push(String(params.batchId));
      state.products = before;
      return HttpResponse.json({
        success: true,
        data: { restored: 2, skipped: 0, msg: { en: 'The change was undone', ar: 'تم التراجع عن التغيير' } },
      });
    }),
  );
  return state;
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

  it('downloads the list as it is filtered as one category’s template, asking for the category first', async () => {
    sellerList();
    const bodies: unknown[] = [];
    server.use(
      http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [electronics] })),
      http.post(api('/products/export'), async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory?tab=notActive&q=lamp',
      language: 'ar',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'تنزيل كجدول بيانات' }));
    const panel = await screen.findByRole('region', { name: 'تنزيل المخزون كجدول بيانات' });
    await user.click(within(panel).getByRole('button', { name: 'تنزيل' }));
    expect(within(panel).getByText('اختر الفئة التي تريد تنزيلها.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await within(panel).findByRole('option', { name: 'إلكترونيات' });
    await user.selectOptions(within(panel).getByLabelText('الفئة'), 'electronics');
    await user.click(within(panel).getByRole('radio', { name: 'العربية والإنجليزية' }));
    await user.click(within(panel).getByRole('button', { name: 'تنزيل' }));
    await waitFor(() => expect(vi.mocked(saveFile)).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        lang: 'both',
        category: 'electronics',
        status: ['pending', 'expired', 'soldout', 'rejected', 'paused'],
        search: 'lamp',
      },
    ]);
    const [bytes, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(new Uint8Array(bytes as ArrayBuffer)).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(name).toBe('inventory-electronics-bilingual.xlsx');
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

  it('changes prices and stock in place with the keyboard, checks each value first, and undoes from the toast', async () => {
    const products = Array.from({ length: 12 }, (_, i) => makeProduct(i + 1));
    sellerList(products);
    const sent: { id: string; body: Record<string, unknown> }[] = [];
    server.use(
      http.put(api('/products/:id/update-product'), async ({ request, params }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ id: String(params.id), body });
        const before = products.find((product) => product._id === params.id)!;
        return HttpResponse.json({ success: true, data: { ...before, ...body } });
      }),
    );
    const { router } = renderSeller('ar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^سعر باور بانك رقم 1: / }));
    const price = screen.getByRole('textbox', { name: 'سعر باور بانك رقم 1' });
    expect(price).toHaveFocus();
    expect(price).toHaveValue('101');

    // The offer's rule first: a price of 0 is refused under the cell, nothing is sent, the value stays.
    await user.clear(price);
    await user.type(price, '0{Enter}');
    // The rule loads with the first cell opened, so its first answer may come a moment later.
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription(/.+/);
    expect(sent).toEqual([]);

    // Arabic digits, Enter saves.
    await user.clear(price);
    await user.type(price, '١٢٠٫٥{Enter}');
    await waitFor(() => expect(sent).toEqual([{ id: products[0]!._id, body: { listing_price: 120.5 } }]));
    expect(
      await screen.findByRole('button', { name: /^سعر باور بانك رقم 1: 120\.50 LE/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store/inventory');

    // Tab saves and moves on: the stock of the same row, then the next row's price.
    await user.click(screen.getByRole('button', { name: /^سعر باور بانك رقم 2: / }));
    const second = screen.getByRole('textbox', { name: 'سعر باور بانك رقم 2' });
    await user.clear(second);
    await user.type(second, '99');
    await user.keyboard('{Tab}');
    const stock = await screen.findByRole('textbox', { name: 'كمية باور بانك رقم 2' });
    expect(stock).toHaveFocus();
    await user.clear(stock);
    await user.type(stock, '7');
    await user.keyboard('{Tab}');
    expect(await screen.findByRole('textbox', { name: 'سعر باور بانك رقم 3' })).toHaveFocus();
    // Escape leaves it as it was.
    await user.keyboard('555{Escape}');
    expect(within(screen.getByRole('table')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(sent.slice(1)).toEqual([
      { id: products[1]!._id, body: { listing_price: 99 } },
      { id: products[1]!._id, body: { stock_quantity: 7 } },
    ]);

    // The toast of the last change undoes it.
    const undo = (await screen.findAllByRole('button', { name: 'تراجع' })).at(-1)!;
    await user.click(undo);
    await waitFor(() => expect(sent.at(-1)).toEqual({ id: products[1]!._id, body: { stock_quantity: 2 } }));
  });

  it('on a phone, edits price and stock in a sheet with the same rule, saved together', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === MOBILE_QUERY,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      sellerList();
      const sent: unknown[] = [];
      server.use(
        http.put(api('/products/:id/update-product'), async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent.push(body);
          return HttpResponse.json({ success: true, data: makeProduct(1, body) });
        }),
      );
      renderSeller('ar');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'تعديل السعر والكمية: باور بانك رقم 1' }));
      // The sheet's form loads when it is first opened.
      const sheet = await screen.findByRole('dialog', { name: 'سعر وكمية \u2068باور بانك رقم 1\u2069' });
      const stock = within(sheet).getByLabelText(/^الكمية المتاحة/);
      await user.clear(stock);
      await user.type(stock, '1.5');
      await user.click(within(sheet).getByRole('button', { name: 'حفظ' }));
      expect(await within(sheet).findByText(/.+/, { selector: '.invalid-feedback' })).toBeInTheDocument();
      expect(sent).toEqual([]);
      await user.clear(stock);
      await user.type(stock, '٩');
      const price = within(sheet).getByLabelText(/^سعر البيع/);
      await user.clear(price);
      await user.type(price, '88');
      await user.click(within(sheet).getByRole('button', { name: 'حفظ' }));
      await waitFor(() => expect(sent).toEqual([{ listing_price: 88, stock_quantity: 9 }]));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      phone.mockRestore();
    }
  });

  it('raises the prices of two picked products by 10 % after a preview that names what is refused, and undoes', async () => {
    const products = Array.from({ length: 12 }, (_, i) => makeProduct(i + 1));
    sellerList(products);
    const bodies: { url: string; body: unknown }[] = [];
    const listed = (n: number, price: number, next: number) => ({
      _id: makeProduct(n)._id,
      sku: `SKU-${n}`,
      name: { en: `Power Bank Number ${n}`, ar: `باور بانك رقم ${n}` },
      price,
      stock: n,
      new_price: next,
      new_stock: n,
    });
    server.use(
      http.post(api('/products/bulk-offer/preview'), async ({ request }) => {
        bodies.push({ url: 'preview', body: await request.json() });
        return HttpResponse.json({
          success: true,
          data: { matching: 2, changing: 1, refused: 1, unchanged: 0, changes: [listed(1, 101, 111.1)], refusals: [listed(2, 9_999_999, 10_999_998.9)] }, // prettier-ignore
        });
      }),
      http.post(api('/products/bulk-offer'), async ({ request }) => {
        bodies.push({ url: 'apply', body: await request.json() });
        return HttpResponse.json({
          success: true,
          data: { batch_id: 'c'.repeat(24), changed: 1, refused: 1, undo_until: new Date(Date.now() + 300_000).toISOString() }, // prettier-ignore
        });
      }),
      http.post(api('/products/bulk-offer/:id/undo'), ({ params }) => {
        bodies.push({ url: `undo ${String(params.id)}`, body: null });
        return HttpResponse.json({ success: true, data: { restored: 1, skipped: 0 } });
      }),
    );
    renderSeller('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Power Bank Number 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Power Bank Number 2' }));
    const bar = screen.getByRole('region', { name: 'Change price or stock of the selected products' });
    await user.selectOptions(within(bar).getByLabelText('Change'), 'changePercent');
    await user.type(within(bar).getByLabelText('Percentage (−10 lowers)'), 'ten');
    await user.click(within(bar).getByRole('button', { name: 'Preview the change' }));
    expect(within(bar).getByText('Type a number, e.g. 10 or -5.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(within(bar).getByLabelText('Percentage (−10 lowers)'));
    await user.type(within(bar).getByLabelText('Percentage (−10 lowers)'), '10');
    await user.click(within(bar).getByRole('button', { name: 'Preview the change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Check the change before applying it' });
    expect(dialog).toHaveTextContent('1 product will change, 1 refused, 0 already as asked.');
    expect(within(dialog).getByRole('table', { name: /What changes/ })).toHaveTextContent(
      '101.00 LE → 111.10 LE',
    );
    expect(within(dialog).getByRole('table', { name: /1 product refused/ })).toHaveTextContent(
      'Power Bank Number 2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change 1 product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const ids = [makeProduct(1)._id, makeProduct(2)._id];
    expect(bodies.slice(0, 2)).toEqual([
      { url: 'preview', body: { ids, change: { kind: 'changePercent', value: 10 } } },
      { url: 'apply', body: { ids, change: { kind: 'changePercent', value: 10 }, expected: 2 } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ url: `undo ${'c'.repeat(24)}`, body: null }));
  });

  it('moves on by every Tab pressed while a cell was still saving', async () => {
    sellerList();
    server.use(
      http.put(api('/products/:id/update-product'), async ({ request }) => {
        await delay(150);
        return HttpResponse.json({
          success: true,
          data: makeProduct(1, (await request.json()) as Partial<Product>),
        });
      }),
    );
    renderSeller('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Price of Power Bank Number 1: / }));
    const price = screen.getByRole('textbox', { name: 'Price of Power Bank Number 1' });
    await user.clear(price);
    await user.type(price, '150');
    // Price → stock → the next row's price, the second Tab pressed before the save answered.
    await user.keyboard('{Tab}{Tab}');
    expect(await screen.findByRole('textbox', { name: 'Price of Power Bank Number 2' })).toHaveFocus();
  });

  it('keeps the typed value and says it was not saved when the connection drops, in English', async () => {
    sellerList();
    server.use(http.put(api('/products/:id/update-product'), () => HttpResponse.error()));
    renderSeller('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Stock of Power Bank Number 1: / }));
    const stock = screen.getByRole('textbox', { name: 'Stock of Power Bank Number 1' });
    await user.clear(stock);
    await user.type(stock, '40{Enter}');
    await waitFor(() =>
      expect(stock).toHaveAccessibleDescription(
        'Not saved: the connection failed. Your value is kept; press Enter to try again.',
      ),
    );
    expect(stock).toHaveValue('40');
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

  it('filters by category, stock level, price range and order, all kept in the address', async () => {
    const calls = sellerList();
    server.use(http.get(api('/category/'), () => HttpResponse.json({ success: true, data: [electronics] })));
    const { router } = renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory?stock=low&order=stock_asc',
      language: 'en',
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Power Bank Number 1')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ filter: { stock: 'low' }, sort: 'stock_asc' });
    expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveValue('low');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('stock_asc');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'electronics');
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ filter: { category: 'electronics' } }));
    // Prices typed in Arabic-Indic digits with a decimal comma apply after a pause, in Western digits.
    await user.type(screen.getByRole('textbox', { name: 'From' }), '١٠٠٫٥');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '250');
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        filter: { category: 'electronics', stock: 'low', price_min: 100.5, price_max: 250 },
        sort: 'stock_asc',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('price_min')).toBe('100.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'price_desc');
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ sort: 'price_desc' }));
    // A link to another filter: the boxes follow the address.
    await act(() => router.navigate('/store/inventory?price_min=10&order=name_ar'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('name_ar'));
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ filter: { price_min: 10 }, sort: 'name_ar' }));
  });

  it('says under the field when the "from" price is above the "to" price, keeps both and sends neither', async () => {
    const calls = sellerList();
    renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory',
      language: 'ar',
    });
    const user = userEvent.setup();
    expect(await screen.findByText('باور بانك رقم 1')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'من' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'إلى' }), '20');
    expect(await screen.findByText('سعر «من» أعلى من سعر «إلى»')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'إلى' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'من' })).toHaveValue('500');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(
      calls.every((call) => !('filter' in call.body) || !JSON.stringify(call.body).includes('price')),
    ).toBe(true);
    // Not a price at all: said under its own field.
    await user.clear(screen.getByRole('textbox', { name: 'إلى' }));
    await user.type(screen.getByRole('textbox', { name: 'إلى' }), 'abc');
    expect(await screen.findByText('اكتب سعرًا مثل 150 أو 99.50')).toBeInTheDocument();
  }, 15_000);

  it('marks low and sold-out stock beside the quantity', async () => {
    sellerList([
      makeProduct(1, { stock_quantity: 2, low_stock: { threshold: 5, own: false, level: 'low' } }),
      makeProduct(2, { stock_quantity: 0, low_stock: { threshold: 5, own: false, level: 'out' } }),
      makeProduct(3, { stock_quantity: 50 }),
    ]);
    renderSeller('en');
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(await screen.findByText('Power Bank Number 1')).toBeInTheDocument();
    expect(within(row('Power Bank Number 1')).getByText('Low stock')).toBeInTheDocument();
    expect(within(row('Power Bank Number 2')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(row('Power Bank Number 3')).queryByText(/stock$/)).toBeNull();
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
    const admin = adminApi(Array.from({ length: 5 }, (_, i) => makeProduct(i + 1, { status: 'pending' })));
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
    await waitFor(() => expect(admin.listBodies.at(-1)).toEqual({ filter: { status: 'active' } }));
    await user.click(within(tabs).getByRole('button', { name: 'الكل' }));

    const apply = screen.getByRole('button', { name: 'تطبيق على المحدد' });
    expect(apply).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'تحديد باور بانك رقم 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'تحديد باور بانك رقم 3' }));
    await user.selectOptions(screen.getByLabelText('تغيير الحالة إلى'), 'active');
    await user.click(apply);
    expect(await screen.findByText('تم تحديث الحالة بنجاح')).toBeInTheDocument();
    expect(admin.statusBodies).toEqual([
      { ids: [admin.products[0]?._id, admin.products[2]?._id], status: 'active' },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: 'فتح باور بانك رقم 1' })).getByText('نشط'),
      ).toBeInTheDocument(),
    );
    const row2 = screen.getByRole('row', { name: 'فتح باور بانك رقم 2' });
    expect(within(row2).getByText('قيد المراجعة')).toBeInTheDocument();

    // The change can be undone from the page while the server still takes it.
    expect(screen.getByRole('status')).toHaveTextContent('آخر تغيير: منتجان.');
    await user.click(screen.getAllByRole('button', { name: 'تراجع' })[0] as HTMLElement);
    await waitFor(() => expect(admin.undone).toEqual(['b'.repeat(24)]));
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: 'فتح باور بانك رقم 1' })).getByText('قيد المراجعة'),
      ).toBeInTheDocument(),
    );
  });

  it('narrows every seller’s products by stock level and price range, dearest first, in Arabic', async () => {
    const admin = adminApi(Array.from({ length: 8 }, (_, i) => makeProduct(i + 1)));
    const { router } = renderRoutes([{ path: '/admin/products', element: <AdminProductsPage /> }], {
      route: '/admin/products',
      language: 'ar',
    });
    const user = userEvent.setup();
    await screen.findByText('باور بانك رقم 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'المخزون' }), 'out');
    await user.type(screen.getByRole('textbox', { name: 'إلى' }), '٥٠٠');
    await user.selectOptions(screen.getByRole('combobox', { name: 'الترتيب' }), 'price_desc');
    await waitFor(() =>
      expect(admin.listBodies.at(-1)).toEqual({
        filter: { stock: 'out', price_max: 500 },
        sort: 'price_desc',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('stock')).toBe('out');
  });

  it('filters by seller and category, selects every matching product, previews and rejects them with a reason', async () => {
    const admin = adminApi(Array.from({ length: 40 }, (_, i) => makeProduct(i + 1, { status: 'pending' })));
    renderRoutes([{ path: '/admin/products', element: <AdminProductsPage /> }], {
      route: '/admin/products',
      language: 'en',
    });
    const user = userEvent.setup();
    await screen.findByText('Power Bank Number 1');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Seller', 'Category']),
    );
    await user.type(screen.getByLabelText('Seller'), 'RCRT-٠٠٠٠١٤');
    await waitFor(() => expect(admin.listBodies.at(-1)).toEqual({ filter: { seller: 'RCRT-000014' } }));
    await user.selectOptions(await screen.findByLabelText('Category'), 'electronics');
    await user.selectOptions(screen.getByLabelText('Order'), 'waiting');
    await waitFor(() =>
      expect(admin.listBodies.at(-1)).toEqual({
        filter: { seller: 'RCRT-000014', category: 'electronics' },
        sort: 'waiting',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Select all 40 products matching this filter' }));
    expect(screen.getByText('All 40 products matching this filter are selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 40 products?' });
    expect(admin.previewBodies.at(-1)).toEqual({
      selection: { filter: { seller: 'RCRT-000014', category: 'electronics' } },
      status: 'rejected',
    });
    const preview = within(dialog).getByTestId('bulk-preview');
    expect(preview).toHaveTextContent('40 products will be set to Rejected.');
    expect(within(preview).getByRole('row', { name: 'Pending 40' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('3 of them are in orders not yet delivered');

    await user.click(within(dialog).getByRole('button', { name: 'Reject 40 products' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'poor_photos');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 40 products' }));
    await waitFor(() =>
      expect(admin.bulkBodies).toEqual([
        {
          selection: { filter: { seller: 'RCRT-000014', category: 'electronics' } },
          status: 'rejected',
          expected: 40,
          reason: { code: 'poor_photos' },
        },
      ]),
    );
    expect(await screen.findByText('40 products were updated')).toBeInTheDocument();
    expect(screen.queryByText('All 40 products matching this filter are selected')).not.toBeInTheDocument();
  });
});
