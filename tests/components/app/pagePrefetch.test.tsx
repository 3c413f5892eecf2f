/**
 * A page's first call starts with its code, not after it (docs/performance.md). The router asks for a list page's data
 * when the page is being opened, and the page adopts that call instead of making it again.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_REQUEST_KEY, recordingBootRequests } from '../../../src/api/bootRequest';
import { API_BASE_URL } from '../../../src/api/client';
import type { User } from '../../../src/api/types';
import { prefetchPageData } from '../../../src/app/router';
import { initialProductsState } from '../../../src/features/products/productsSlice';
import { SellerInventoryPage } from '../../../src/features/products/InventoryPage';
import { makeProduct, onboardedSeller } from '../products/fixtures';
import { server } from '../../setup/msw';
import { api, renderRoutes, signedIn } from '../../setup/render';

const seller = onboardedSeller;

const recordCalls = () => {
  const calls: { search: string; body: unknown }[] = [];
  server.use(
    http.post(api('/products/seller'), async ({ request }) => {
      calls.push({ search: new URL(request.url).search, body: await request.json() });
      return HttpResponse.json({
        success: true,
        items: [makeProduct(1), makeProduct(2)],
        meta: { count: 12 },
      });
    }),
  );
  return calls;
};

describe('the first call of a page, started with its code', () => {
  it('asks for the list the address names before the page renders, and the page adopts that call', async () => {
    const calls = recordCalls();
    renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory?tab=active&page=2',
      language: 'en',
      preloadedState: signedIn(seller),
      beforeRender: (store, router) => {
        prefetchPageData(router.state.location, seller, store.dispatch);
        // Started before anything rendered.
        expect(store.getState().products.loading).toBe(true);
      },
    });
    expect(await screen.findByText('Power Bank Number 1')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ search: '?page=2&limit=5', body: { filter: { status: 'active' } } });
    // Nothing more once the page has mounted and settled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });

  it('asks nothing for a page its user may not open, nor for a seller part-way through onboarding', async () => {
    const calls = recordCalls();
    const dispatched: unknown[] = [];
    const dispatch = ((action: unknown) => {
      dispatched.push(action);
      return { abort: () => undefined };
    }) as Parameters<typeof prefetchPageData>[2];
    prefetchPageData({ pathname: '/admin/products', search: '' }, seller, dispatch);
    prefetchPageData(
      { pathname: '/store/inventory', search: '' },
      { ...seller, company_registration: {} } as User,
      dispatch,
    );
    prefetchPageData({ pathname: '/pages/notifications', search: '' }, seller, dispatch);
    expect(dispatched).toEqual([]);
    prefetchPageData({ pathname: '/store/orders', search: '?tab=pending' }, seller, dispatch);
    expect(dispatched).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('takes the routes the router matched at the start when given them, and their rules still apply', () => {
    const asked: string[] = [];
    const dispatch = (() => ({ abort: () => undefined })) as Parameters<typeof prefetchPageData>[2];
    const matched = (allow: (user: User | null) => boolean) => [
      { route: { handle: { allow } } },
      {
        route: {
          handle: { prefetch: (_: unknown, params: URLSearchParams) => asked.push(params.toString()) },
        },
      },
    ];
    // An address no route of the app matches: only the matches given are read.
    prefetchPageData(
      { pathname: '/elsewhere', search: '?page=3' },
      seller,
      dispatch,
      matched(() => true),
    );
    prefetchPageData(
      { pathname: '/elsewhere', search: '?page=4' },
      seller,
      dispatch,
      matched(() => false),
    );
    expect(asked).toEqual(['page=3']);
  });
});

describe('a cold visit: the first read sent by boot.js before the app’s code arrives', () => {
  const ADDRESS = '/store/inventory?tab=active&page=2';
  const SENT = {
    method: 'POST' as const,
    href: `${API_BASE_URL}/products/seller?limit=5&page=2`,
    body: JSON.stringify({ filter: { status: 'active' } }),
  };
  const openInventory = (record = false) =>
    renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: ADDRESS,
      language: 'en',
      preloadedState: signedIn(seller),
      beforeRender: (store, router) => {
        const start = () => prefetchPageData(router.state.location, seller, store.dispatch);
        if (record) recordingBootRequests(ADDRESS, 'u1', start);
        else start();
      },
    });
  const bootAnswered = (token: string, data: unknown) => {
    window.__bootResponses = [{ ...SENT, token, data: Promise.resolve(data) }];
  };

  it('records the reads the start makes for its address, once each', async () => {
    const calls = recordCalls();
    openInventory(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(BOOT_REQUEST_KEY) ?? '{}')).toEqual({
      [ADDRESS]: { user: 'u1', reads: [SENT] },
    });
  });

  it('shows the answer boot.js already has, without asking again', async () => {
    const calls = recordCalls();
    localStorage.setItem('jwtToken', 'stored-token');
    bootAnswered('stored-token', { success: true, items: [makeProduct(9)], meta: { count: 12 } });
    openInventory();
    expect(await screen.findByText('Power Bank Number 9')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(window.__bootResponses).toEqual([]);
  });

  it('asks itself when boot.js sent another user’s token or its call failed', async () => {
    const calls = recordCalls();
    localStorage.setItem('jwtToken', 'stored-token');
    bootAnswered('someone-else', { success: true, items: [makeProduct(9)], meta: { count: 12 } });
    const first = openInventory();
    expect(await screen.findByText('Power Bank Number 1')).toBeInTheDocument();
    expect(screen.queryByText('Power Bank Number 9')).toBeNull();
    expect(calls).toHaveLength(1);
    first.unmount();
    bootAnswered('stored-token', null);
    openInventory();
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});

describe('a repeat visit', () => {
  it('shows the rows the store kept at once, marked as refreshing, until the API answers (Arabic)', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post(api('/products/seller'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ success: true, items: [makeProduct(7)], meta: { count: 1 } });
      }),
    );
    const kept = signedIn(seller);
    renderRoutes([{ path: '/store/inventory', element: <SellerInventoryPage /> }], {
      route: '/store/inventory',
      language: 'ar',
      // What the persisted store starts from on a repeat visit (src/app/persistence.ts).
      preloadedState: {
        ...kept,
        products: { ...initialProductsState, list: [makeProduct(1), makeProduct(2)], meta: { count: 2 } },
      },
    });
    expect(await screen.findByText('باور بانك رقم 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحديث…');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByText('باور بانك رقم 7')).toBeInTheDocument();
    expect(screen.queryByText('باور بانك رقم 1')).toBeNull();
    expect(screen.queryByText('جارٍ التحديث…')).toBeNull();
  });
});

describe('an address opened for the first time: the start’s reads do not wait for axios', () => {
  afterEach(() => vi.restoreAllMocks());
  const freshClient = async () => {
    vi.resetModules();
    const client = await import('../../../src/api/client');
    const boot = await import('../../../src/api/bootRequest');
    return { ...client, ...boot };
  };

  it('sends a read of the start with fetch at once, with the token and high priority', async () => {
    localStorage.setItem('jwtToken', 'stored-token');
    server.use(http.get(api('/accounts/'), () => HttpResponse.json({ success: true, data: { _id: 'u1' } })));
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { apiClient, recordingBootRequests: recording } = await freshClient();
    let answer: Promise<{ data: unknown }> | undefined;
    recording('/store/inventory', 'u1', () => {
      answer = apiClient.get('/accounts/');
    });
    expect(fetched).toHaveBeenCalledTimes(1);
    const [href, init] = fetched.mock.calls[0] as [string, RequestInit];
    expect(href).toBe(`${API_BASE_URL}/accounts/`);
    expect(init).toMatchObject({ method: 'GET', priority: 'high' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer stored-token');
    expect((await answer)?.data).toEqual({ success: true, data: { _id: 'u1' } });
  });

  it('asks a failed one again through axios, so its error is reported as usual', async () => {
    let calls = 0;
    server.use(
      http.get(api('/accounts/'), () => {
        calls += 1;
        return HttpResponse.json({ success: false, error: { en: 'Down', ar: 'متوقف' } }, { status: 503 });
      }),
    );
    const { apiClient, recordingBootRequests: recording } = await freshClient();
    let answer: Promise<unknown> | undefined;
    recording('/store/inventory', 'u1', () => {
      answer = apiClient.get('/accounts/');
    });
    await expect(answer).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(2);
  });

  it('leaves a call outside the start to axios', async () => {
    server.use(http.get(api('/accounts/'), () => HttpResponse.json({ success: true })));
    const fetched = vi.spyOn(globalThis, 'fetch');
    const { apiClient } = await freshClient();
    await apiClient.get('/accounts/');
    expect(
      fetched.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.priority === 'high'),
    ).toBe(false);
  });
  it('sends nothing early when the session guard refuses the call: the tab shows another user', async () => {
    localStorage.setItem('jwtToken', 'other-tab-token');
    const fetched = vi.spyOn(globalThis, 'fetch');
    const {
      apiClient,
      recordingBootRequests: recording,
      configureApiClient,
      CALL_REFUSED,
      SESSION_CHANGED,
    } = await freshClient();
    configureApiClient({
      onError: () => undefined,
      onUnauthorized: () => undefined,
      sessionToken: () => CALL_REFUSED as never,
    });
    let answer: Promise<unknown> | undefined;
    recording('/store/inventory', 'u1', () => {
      answer = apiClient.get('/accounts/');
    });
    await expect(answer).rejects.toBe(SESSION_CHANGED);
    expect(
      fetched.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.priority === 'high'),
    ).toBe(false);
  });
});
