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

export const call = async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${E2E_BASE_URL}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

/**
 * A pending line of seller@demo.eg chosen at run time, so spec files never change the same line: `which`
 * picks from the start or the end of the list, or a position of its own.
 */
export async function pickPendingLine(
  adminToken: string,
  sellerId: string,
  which: 'first' | 'last' | number,
): Promise<PickedLine> {
  // The list comes one page at a time: read every page of the pending tab.
  const orders: ApiOrder[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await call<{ data: { orders: ApiOrder[] }; meta: { count: number } }>(
      adminToken,
      'GET',
      `/admin/sourcing/orders?status=pending&limit=100&page=${page}`,
    );
    orders.push(...data.orders);
    if (page * 100 >= meta.count) break;
  }
  const candidates = orders.flatMap((order) =>
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
