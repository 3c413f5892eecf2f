import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import {
  RequireAdmin,
  RequireAdminOrAmbassador,
  RequireAmbassador,
  RequireAuth,
  RequireSeller,
} from './guards';
import { AppLayout } from './layout/AppLayout';
import { RootLayout } from './layout/RootLayout';

/**
 * Pages load lazily, one chunk per route, except the login screen: it is the first paint for most visits
 * and lazy-loading it costs a round trip (DESIGN.md §3).
 */
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Public
      { path: '/login', element: <LoginPage /> },
      { path: '/become-a-seller', element: <LoginPage /> },
      { path: '/forget-password', element: <ForgotPasswordPage /> },
      {
        path: '/password-reset/:p1/:p2',
        ...page(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
      },

      // Onboarding (authenticated, outside the main layout)
      {
        element: <RequireAuth />,
        children: [{ path: '/kyc', ...page(() => import('../features/onboarding/KycPage'), 'KycPage') }],
      },

      // Main area
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, ...page(() => import('../features/home/WelcomePage'), 'WelcomePage') },
              {
                element: <RequireSeller />,
                children: [],
              },
              {
                element: <RequireAdmin />,
                children: [],
              },
              {
                element: <RequireAdminOrAmbassador />,
                children: [],
              },
              {
                element: <RequireAmbassador />,
                children: [],
              },
              { path: '*', ...page(() => import('../features/home/NotFoundPage'), 'NotFoundPage') },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
