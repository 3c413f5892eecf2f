import { BUSINESS_INFO_BODY, KYC_BODY } from '../../fixtures/onboarding';
import { E2E_BASE_URL } from './env';
import { apiLogin, DEMO_ACCOUNTS, type ApiSession, type DemoRole } from './session';

/** Users part-way through onboarding are made on the fly, so /bi and /cr can be reached. */
export type Who = DemoRole | 'guest' | 'afterKyc' | 'afterBusinessInfo';

/** Every screen of the app with the role that uses it: the a11y and input-limit journeys walk them all. */
export const PAGES: { who: Who; path: string }[] = [
  { who: 'guest', path: '/login' },
  { who: 'guest', path: '/become-a-seller' },
  { who: 'guest', path: '/forget-password' },
  { who: 'guest', path: '/signup' },
  { who: 'guest', path: '/signup?ref=AMBS-000004' },
  { who: 'guest', path: '/password-reset/000000000000000000000000/bad-token' },
  { who: 'newseller', path: '/kyc' },
  { who: 'afterKyc', path: '/bi' },
  { who: 'afterBusinessInfo', path: '/cr' },
  { who: 'buyer', path: '/' },
  { who: 'buyer', path: '/pages/profile' },
  { who: 'seller', path: '/store/listing' },
  { who: 'seller', path: '/pages/item-listing' },
  { who: 'seller', path: '/store/product/detail?id={productId}' },
  { who: 'seller', path: '/store/inventory' },
  { who: 'seller', path: '/store/product/new?category=electronics' },
  { who: 'seller', path: '/store/orders' },
  { who: 'seller', path: '/pages/account' },
  { who: 'seller', path: '/pages/account/statement' },
  { who: 'seller', path: '/pages/notifications' },
  { who: 'seller', path: '/pages/product-list' },
  { who: 'seller', path: '/pages/return' },
  { who: 'seller', path: '/pages/canceled' },
  { who: 'seller', path: '/pages/requested-withdrawl' },
  { who: 'seller', path: '/pages/withdrawal' },
  { who: 'seller', path: '/pages/compensations' },
  { who: 'seller', path: '/store/insight' },
  { who: 'seller', path: '/no-such-page' },
  { who: 'ambassador', path: '/' },
  { who: 'ambassador', path: '/pages/recruits' },
  { who: 'admin', path: '/admin/products' },
  { who: 'admin', path: '/admin/orders' },
  { who: 'admin', path: '/pages/admin' },
  { who: 'admin', path: '/admin/categories' },
  { who: 'admin', path: '/admin/payouts' },
  { who: 'admin', path: '/admin/insight?grain=week' },
  { who: 'admin', path: `/pages/user/detail?id=${'0'.repeat(23)}2` },
];

async function put(token: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

/** A new seller stopped after KYC (or after business info too). */
async function onboardingSeller(stage: 'afterKyc' | 'afterBusinessInfo'): Promise<ApiSession> {
  const phone = `015${String(Date.now() + Math.floor(Math.random() * 1e5)).slice(-8)}`;
  const response = await fetch(`${E2E_BASE_URL}/api/v1/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'A11y Seller',
      phone_number: phone,
      password: 'Access1234',
      is_seller: true,
    }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}`);
  const registered = (await response.json()) as { user: { token: string } };
  await put(registered.user.token, '/accounts/add-kyc', KYC_BODY);
  if (stage === 'afterBusinessInfo')
    await put(registered.user.token, '/accounts/add-business-info', BUSINESS_INFO_BODY);
  return apiLogin(phone, 'Access1234');
}

export async function sessionFor(who: Who): Promise<ApiSession | null> {
  if (who === 'guest') return null;
  if (who === 'afterKyc' || who === 'afterBusinessInfo') return onboardingSeller(who);
  return apiLogin(DEMO_ACCOUNTS[who].email);
}

/** A product of the signed-in seller, for pages opened by id. */
export async function firstProductId(session: ApiSession | null): Promise<string> {
  const response = await fetch(`${E2E_BASE_URL}/api/v1/products/seller?page=1&limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session?.token ?? ''}` },
    body: '{}',
  });
  const body = (await response.json()) as { items: { _id: string }[] };
  return body.items[0]?._id ?? 'missing';
}
