import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.eg', phone: '01000000001' },
  seller: { email: 'seller@demo.eg', phone: '01000000002' },
  newseller: { email: 'newseller@demo.eg', phone: '01000000003' },
  ambassador: { email: 'ambassador@demo.eg', phone: '01000000004' },
  buyer: { email: 'buyer@demo.eg', phone: '01000000005' },
  seller2: { email: 'seller2@demo.eg', phone: '01000000006' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
export type Lang = 'ar' | 'en';

export const MOBILE_VIEWPORT = { width: 375, height: 740 };

export interface ApiSession {
  token: string;
  payload: Record<string, unknown>;
  profile: Record<string, unknown>;
}

/** Logs in through the API (not the UI) so journeys that are not about logging in start fast. */
export async function apiLogin(
  email: string,
  password = DEMO_PASSWORD,
  base: string = E2E_BASE_URL,
): Promise<ApiSession> {
  const response = await fetch(`${base}/api/v1/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, is_seller: false }),
  });
  if (!response.ok) throw new Error(`login as ${email} failed with ${response.status}`);
  const body = (await response.json()) as { user: { token: string }; data: Record<string, unknown> };
  const encodedPayload = body.user.token.split('.')[1] ?? '';
  const payload = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return { token: body.user.token, payload, profile: body.data };
}

/** The browser storage a logged-in app has: the token, the decoded user and the persisted store. */
export function storageStateFor(
  session: ApiSession | null,
  lang: Lang,
): BrowserContextOptions['storageState'] {
  const auth = {
    lang,
    isAuthenticated: Boolean(session),
    user: session?.payload ?? null,
    userdata: session?.profile ?? null,
    notifications: [],
    loading: false,
  };
  const persisted = {
    auth: JSON.stringify(auth),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  };
  const localStorage = [{ name: 'persist:root-1', value: JSON.stringify(persisted) }];
  if (session) {
    localStorage.push(
      { name: 'jwtToken', value: session.token },
      { name: 'authUser', value: JSON.stringify(session.payload) },
    );
  }
  return { cookies: [], origins: [{ origin: E2E_BASE_URL, localStorage }] };
}

export interface ContextOptions {
  lang?: Lang;
  mobile?: boolean;
  /**
   * The app's service worker serves every page and file after the first visit of a context; journeys that watch
   * or hold the page's own requests run without it, and the repeat-visit journeys with it (repeatVisit.spec.ts).
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A new browser context already logged in as a demo account (or as a guest with `role` null). */
export async function newContextAs(
  browser: Browser,
  role: DemoRole | null,
  { lang = 'ar', mobile = false, serviceWorkers = 'block' }: ContextOptions = {},
): Promise<BrowserContext> {
  const session = role ? await apiLogin(DEMO_ACCOUNTS[role].email) : null;
  return browser.newContext({
    storageState: storageStateFor(session, lang),
    serviceWorkers,
    ...(mobile ? { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true } : {}),
  });
}

export async function newPageAs(
  browser: Browser,
  role: DemoRole | null,
  options: ContextOptions = {},
): Promise<Page> {
  const context = await newContextAs(browser, role, options);
  return context.newPage();
}

/** Every visible text of the page, for the check that an Arabic page shows no raw key or English. */
export async function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}
