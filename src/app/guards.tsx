import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import type { User } from '../api/types';
import { NotAllowedPage } from '../features/home/NotAllowedPage';
import { isSellerOrAdmin, nextOnboardingStep } from '../lib/onboarding';
import { selectIsAuthenticated, selectUserdata, useAppSelector } from '../common/hooks';
import { isLoggingOut, loginPathFor, safeReturnPath } from '../features/auth';

function useReturnPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * /login opened by someone already signed in (a bookmark, another tab's log in, the back button) goes on to
 * the page they were going to, or home. Judged when the page opens: a log in made on the page leads on by
 * the page's own rule.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  const [signedInOnArrival] = useState(isAuthenticated && !isLoggingOut(location.state));
  const [params] = useSearchParams();
  if (signedInOnArrival) return <Navigate to={safeReturnPath(params.get('next')) ?? '/'} replace />;
  return children;
}

/** Authenticated routes send guests to /login, remembering where they were going. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const returnPath = useReturnPath();
  if (!isAuthenticated) return <Navigate to={loginPathFor(returnPath)} replace />;
  return children ?? <Outlet />;
}

/**
 * Who may open each guarded area, by their profile: the guards below and the router's prefetch of a page's
 * data (router.tsx prefetchPageData) read the same rules, so no call is started for a page that will refuse.
 */
export const AREA_ACCESS = {
  /** A seller or an admin who has completed every onboarding step (docs/roles.md). */
  seller: (user: User | null) => isSellerOrAdmin(user) && !nextOnboardingStep(user),
  admin: (user: User | null) => Boolean(user?.is_admin),
  adminOrAmbassador: (user: User | null) => Boolean(user?.is_admin || user?.is_ambassador),
  ambassador: (user: User | null) => Boolean(user?.is_ambassador),
} as const;

function RoleGuard({ allow, children }: { allow: (user: User | null) => boolean; children?: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const userdata = useAppSelector(selectUserdata);
  const returnPath = useReturnPath();
  if (!isAuthenticated) return <Navigate to={loginPathFor(returnPath)} replace />;
  if (!allow(userdata)) return <NotAllowedPage />;
  return children ?? <Outlet />;
}

/** Seller area: a seller or an admin who has completed every onboarding step (docs/roles.md). */
export function RequireSeller({ children }: { children?: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const userdata = useAppSelector(selectUserdata);
  const returnPath = useReturnPath();
  if (!isAuthenticated) return <Navigate to={loginPathFor(returnPath)} replace />;
  if (!isSellerOrAdmin(userdata)) return <NotAllowedPage />;
  const step = nextOnboardingStep(userdata);
  if (step) return <Navigate to={step} replace />;
  return children ?? <Outlet />;
}

export const RequireAdmin = ({ children }: { children?: ReactNode }) => (
  <RoleGuard allow={AREA_ACCESS.admin}>{children}</RoleGuard>
);

export const RequireAdminOrAmbassador = ({ children }: { children?: ReactNode }) => (
  <RoleGuard allow={AREA_ACCESS.adminOrAmbassador}>{children}</RoleGuard>
);

export const RequireAmbassador = ({ children }: { children?: ReactNode }) => (
  <RoleGuard allow={AREA_ACCESS.ambassador}>{children}</RoleGuard>
);
