import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router-dom';
import type { User } from '../api/types';
import { accountRoutes } from '../features/account/routes';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { BECOME_SELLER_PATH, LoginPage } from '../features/auth/LoginPage';
import { categoriesRoutes } from '../features/categories/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { ordersRoutes } from '../features/orders/routes';
import { payoutsRoutes } from '../features/payouts/routes';
import { productsRoutes } from '../features/products/routes';
import { returnsRoutes } from '../features/returns/routes';
import { insightRoutes } from '../features/insight/routes';
import { usersRoutes } from '../features/users/routes';
import { Spinner } from '../components/Spinner';
import { loadWholeCatalogue } from '../i18n';
import { RouteFailure } from './RouteFailure';
import { lazyPage, prefetchMatching, type FeatureRoutes } from '../lib/routing';
import type { PageDataHandle } from '../common/list/listPrefetch';
import type { AppDispatch, RootState } from './store';
import {
  AREA_ACCESS,
  GuestOnly,
  RequireAdmin,
  RequireAdminOrAmbassador,
  RequireAmbassador,
  RequireAuth,
  RequireSeller,
} from './guards';
import { RootLayout } from './layout/RootLayout';

const FEATURES: FeatureRoutes[] = [
  onboardingRoutes,
  productsRoutes,
  ordersRoutes,
  notificationsRoutes,
  accountRoutes,
  payoutsRoutes,
  returnsRoutes,
  insightRoutes,
  usersRoutes,
  categoriesRoutes,
];

const collect = (guard: keyof FeatureRoutes): RouteObject[] =>
  FEATURES.flatMap((feature) => feature[guard] ?? []);

/** A guarded area's `handle`: who may open it, read before a page's data is asked for. */
interface AccessHandle {
  allow: (user: User | null) => boolean;
}

const access = (area: keyof typeof AREA_ACCESS): AccessHandle => ({ allow: AREA_ACCESS[area] });

/**
 * A page loaded lazily is beyond the first screens, so it waits for the whole catalogue along with its code: the
 * first screens get by with a part of it (src/i18n/firstScreen.ts).
 */
function withWholeCatalogue(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const wrapped = { ...route } as RouteObject & { lazy?: () => Promise<unknown> };
  if (typeof lazy === 'function')
    wrapped.lazy = async () => (await Promise.all([lazy(), loadWholeCatalogue()]))[0];
  if (children) wrapped.children = children.map(withWholeCatalogue);
  return wrapped;
}

/**
 * A first screen a guest opens: its markup is rendered into a page of its own at build time, in both languages,
 * so it is on screen as soon as the HTML and the stylesheet have arrived, before the app's code (docs/performance.md;
 * src/prerender/firstScreens.tsx). The app takes it over once it has loaded (src/common/prerendered.ts).
 */
export interface FirstScreenHandle {
  prerendered: true;
}

const FIRST_SCREEN: FirstScreenHandle = { prerendered: true };

/**
 * Pages load lazily, one chunk per route, except the first screens: one is the first paint for most visits and
 * lazy-loading it costs a round trip (docs/architecture.md).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <Spinner />,
    errorElement: <RouteFailure />,
    children: [
      {
        path: '/login',
        handle: FIRST_SCREEN,
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      { path: BECOME_SELLER_PATH, handle: FIRST_SCREEN, element: <LoginPage /> },
      { path: '/forget-password', handle: FIRST_SCREEN, element: <ForgotPasswordPage /> },
      {
        path: '/password-reset/:p1/:p2',
        ...lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
      },
      ...collect('public'),
      { element: <RequireAuth />, children: collect('onboarding') },
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in frame is not needed to paint /login, so it loads with the first page behind it.
            // It gets prefetchRoute as a prop: importing the router from the layout would be a cycle.
            lazy: async () => {
              const { AppLayout } = await import('./layout/AppLayout');
              return { element: <AppLayout onPrefetch={prefetchRoute} /> };
            },
            children: [
              {
                // A page that fails keeps the header and sidebar around its error message.
                errorElement: <RouteFailure />,
                children: [
                  { index: true, ...lazyPage(() => import('../features/home/WelcomePage'), 'WelcomePage') },
                  ...collect('authenticated'),
                  { element: <RequireSeller />, handle: access('seller'), children: collect('seller') },
                  { element: <RequireAdmin />, handle: access('admin'), children: collect('admin') },
                  {
                    element: <RequireAdminOrAmbassador />,
                    handle: access('adminOrAmbassador'),
                    children: collect('adminOrAmbassador'),
                  },
                  {
                    element: <RequireAmbassador />,
                    handle: access('ambassador'),
                    children: collect('ambassador'),
                  },
                  { path: '*', ...lazyPage(() => import('../features/home/NotFoundPage'), 'NotFoundPage') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
].map(withWholeCatalogue);

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Settles once the router has loaded its first page (the page's code and whatever its route waits for). The app
 * mounts the router only then, so the first screen is drawn in one render: mounted earlier, the router would draw
 * it as a later update, which React renders as a transition, in slices between the page's other tasks (about a
 * third of a second later on a phone; docs/performance.md).
 */
export const whenRouterInitialized = (router: DataRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** The paths of the first screens (FIRST_SCREEN above), which the build renders into pages of their own. */
export const prerenderedPaths = (): string[] =>
  (routes[0]?.children ?? [])
    .filter((route) => (route.handle as Partial<FirstScreenHandle> | undefined)?.prerendered)
    .map((route) => route.path as string);

/**
 * Starts the first call of the page at `location` (its route's PageDataHandle), alongside its code rather than
 * after it (docs/performance.md), when the signed-in user may open that page: a page that would refuse them asks nothing.
 * The router's own matches of the location, when it has them (at the start), spare matching every route again.
 */
export function prefetchPageData(
  location: { pathname: string; search: string },
  user: User | null,
  dispatch: AppDispatch,
  matches: readonly { route: { handle?: unknown } }[] = matchRoutes(routes, location.pathname) ?? [],
): void {
  const handles = matches.map(
    ({ route }) => route.handle as Partial<AccessHandle & PageDataHandle> | undefined,
  );
  if (handles.some((handle) => handle?.allow && !handle.allow(user))) return;
  const params = new URLSearchParams(location.search);
  for (const handle of handles) handle?.prefetch?.(dispatch, params);
}

/**
 * In-app navigation to a page whose code is still loading starts the page's first call at once too. Answers
 * the unsubscribe function.
 */
export function prefetchOnNavigation(
  router: Pick<DataRouter, 'subscribe' | 'state'>,
  store: { dispatch: AppDispatch; getState: () => RootState },
): () => void {
  let started = '';
  return router.subscribe((state) => {
    const next = state.navigation.location;
    if (state.navigation.state !== 'loading' || !next) return;
    const target = `${next.pathname}${next.search}`;
    if (target === started || next.pathname === state.location.pathname) return;
    started = target;
    const { auth } = store.getState();
    if (auth.isAuthenticated) prefetchPageData(next, auth.userdata, store.dispatch);
  });
}

/** Loads the page chunks of an app path ahead of a likely navigation (see prefetchMatching). */
export const prefetchRoute = (path: string): void => prefetchMatching(routes, path);
