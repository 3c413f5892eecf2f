import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { User } from '../api/types';
import { isSellerOrAdmin, nextOnboardingStep } from '../lib/onboarding';
import { selectIsAuthenticated, selectUserdata, useAppSelector } from './hooks';
import { loginPathFor } from './session';

function useReturnPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** Authenticated routes send guests to /login, remembering where they were going. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const returnPath = useReturnPath();
  if (!isAuthenticated) return <Navigate to={loginPathFor(returnPath)} replace />;
  return children ?? <Outlet />;
}

function RoleGuard({ allow, children }: { allow: (user: User | null) => boolean; children?: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const userdata = useAppSelector(selectUserdata);
  const returnPath = useReturnPath();
  if (!isAuthenticated) return <Navigate to={loginPathFor(returnPath)} replace />;
  if (!allow(userdata)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/** Seller area: a seller or an admin who has completed every onboarding step (SPEC.md §6). */
export function RequireSeller({ children }: { children?: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const userdata = useAppSelector(selectUserdata);
  const returnPath = useReturnPath();
  if (!isAuthenticated) return <Navigate to={loginPathFor(returnPath)} replace />;
  if (!isSellerOrAdmin(userdata)) return <Navigate to="/" replace />;
  const step = nextOnboardingStep(userdata);
  if (step) return <Navigate to={step} replace />;
  return children ?? <Outlet />;
}

export const RequireAdmin = ({ children }: { children?: ReactNode }) => (
  <RoleGuard allow={(user) => Boolean(user?.is_admin)}>{children}</RoleGuard>
);

export const RequireAdminOrAmbassador = ({ children }: { children?: ReactNode }) => (
  <RoleGuard allow={(user) => Boolean(user?.is_admin || user?.is_ambassador)}>{children}</RoleGuard>
);

export const RequireAmbassador = ({ children }: { children?: ReactNode }) => (
  <RoleGuard allow={(user) => Boolean(user?.is_ambassador)}>{children}</RoleGuard>
);
