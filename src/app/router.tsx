import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { categoriesRoutes } from '../features/categories/routes';
import { demoRoutes } from '../features/demo/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { ordersRoutes } from '../features/orders/routes';
import { productsRoutes } from '../features/products/routes';
import { usersRoutes } from '../features/users/routes';
import { Spinner } from '../components/Spinner';
import { RouteErrorPage } from '../features/home/RouteErrorPage';
import { lazyPage, prefetchMatching, type FeatureRoutes } from '../lib/routing';
import {
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
  usersRoutes,
  categoriesRoutes,
  demoRoutes,
];

const collect = (guard: keyof FeatureRoutes): RouteObject[] =>
  FEATURES.flatMap((feature) => feature[guard] ?? []);

/**
 * Pages load lazily, one chunk per route, except the login screen: it is the first paint for most visits
 * and lazy-loading it costs a round trip (DESIGN.md §3).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <Spinner />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      { path: '/become-a-seller', element: <LoginPage /> },
      { path: '/forget-password', element: <ForgotPasswordPage /> },
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
                errorElement: <RouteErrorPage />,
                children: [
                  { index: true, ...lazyPage(() => import('../features/home/WelcomePage'), 'WelcomePage') },
                  ...collect('authenticated'),
                  { element: <RequireSeller />, children: collect('seller') },
                  { element: <RequireAdmin />, children: collect('admin') },
                  { element: <RequireAdminOrAmbassador />, children: collect('adminOrAmbassador') },
                  { element: <RequireAmbassador />, children: collect('ambassador') },
                  { path: '*', ...lazyPage(() => import('../features/home/NotFoundPage'), 'NotFoundPage') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** Loads the page chunks of an app path ahead of a likely navigation (see prefetchMatching). */
export const prefetchRoute = (path: string): void => prefetchMatching(routes, path);
