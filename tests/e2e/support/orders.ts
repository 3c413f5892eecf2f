import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import type { Lang } from './session';

/** Orders of the demo data as journeys find and change them through the API. */
export interface PickedLine {
  orderId: string;
  orderRef: string;
  productId: string;
  nameEn: string;
  nameAr: string;
  amount: number;
}

type ApiLine = {
  status: string;
  price: number;
  quantity: number;
  data: { _id: string; seller: { _id: string }; en: { name: string }; ar: { name: string } };
};
type ApiOrder = { _id: string; order_ref_id: string; product: ApiLine[] };

/** An API call of the journeys' server at `base` (another one than the usual: tests/e2e/instances.spec.ts). */
export const callAt = async <T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

export const call = <T>(token: string, method: string, path: string, body?: unknown): Promise<T> =>
  callAt<T>(E2E_BASE_URL, token, method, path, body);

/**
 * Journeys that take lines from the same end of the list at the same time each take their own share of the
 * orders: those whose reference number leaves `index` when divided by `of`. A share does not move as lines
 * leave the list, where a position would.
 */
export type OrderShare = { index: number; of: number };

const inShare = (orderRef: string, share: OrderShare | undefined): boolean =>
  !share || Number(/(\d+)$/.exec(orderRef)?.[1]) % share.of === share.index;

/**
 * A pending line of seller@demo.eg chosen at run time, so spec files never change the same line: `which`
 * picks from the start or the end of the list, or a position of its own, among the orders of `share`.
 */
export async function pickPendingLine(
  adminToken: string,
  sellerId: string,
  which: 'first' | 'last' | number,
  base: string = E2E_BASE_URL,
  share?: OrderShare,
): Promise<PickedLine> {
  // The list comes one page at a time: read every page of the pending tab.
  const orders: ApiOrder[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await callAt<{ data: { orders: ApiOrder[] }; meta: { count: number } }>(
      base,
      adminToken,
      'GET',
      `/admin/sourcing/orders?status=pending&limit=100&page=${page}`,
    );
    orders.push(...data.orders);
    if (page * 100 >= meta.count) break;
  }
  const candidates = orders
    .filter((order) => inShare(order.order_ref_id, share))
    .flatMap((order) =>
      order.product
        .filter((line) => line.status === 'pending' && line.data.seller._id === sellerId)
        .map((line) => ({
          orderId: order._id,
          orderRef: order.order_ref_id,
          productId: line.data._id,
          nameEn: line.data.en.name,
          nameAr: line.data.ar.name,
          amount: Math.round(line.price * line.quantity * 100) / 100,
        })),
    );
  const picked =
    which === 'first'
      ? candidates[0]
      : which === 'last'
        ? candidates[candidates.length - 1]
        : candidates[which];
  if (!picked) throw new Error('no pending line of seller@demo.eg left');
  return picked;
}

export const money = (value: number, lang: Lang) =>
  `${new Intl.NumberFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)} LE`;

/** The demo seller's wallet as the API has it now: what is available and what is pending, as the app writes it. */
export async function walletAmounts(
  token: string,
  lang: Lang,
): Promise<{ available: string; pending: string }> {
  const { data } = await call<{ data: { wallet: { net_balance: number; total_balance: number } } }>(
    token,
    'GET',
    '/accounts/wallet',
  );
  const { net_balance: net, total_balance: total } = data.wallet;
  return { available: money(net, lang), pending: money(Math.round((total - net) * 100) / 100, lang) };
}

/**
 * Opens `path` and checks that `region` shows the amount the API had just before or just after the page loaded:
 * the journeys running beside this one change the same demo seller's money meanwhile.
 */
export async function expectAmountAsLoaded(
  page: Page,
  path: string,
  region: () => Locator,
  amount: () => Promise<string>,
): Promise<void> {
  const before = await amount();
  await page.goto(path);
  await expect(region()).toContainText(/\d/);
  const after = await amount();
  const shown = (await region().textContent()) ?? '';
  expect(
    [before, after].some((value) => shown.includes(value)),
    `${shown} shows ${before} or ${after}`,
  ).toBe(true);
}
