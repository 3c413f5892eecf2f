import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A route whose page module is loaded on first visit, one chunk per page. */
export const lazyPage = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

/**
 * The routes a feature area contributes, by the guard they sit behind (SPEC.md §6). The app router
 * composes them; each area owns its own list.
 */
export interface FeatureRoutes {
  /** Reachable without an account. */
  public?: RouteObject[];
  /** Authenticated, outside the main layout (the onboarding steps). */
  onboarding?: RouteObject[];
  /** Authenticated, any role, inside the main layout. */
  authenticated?: RouteObject[];
  /** Seller or admin with completed onboarding. */
  seller?: RouteObject[];
  admin?: RouteObject[];
  adminOrAmbassador?: RouteObject[];
  ambassador?: RouteObject[];
}
