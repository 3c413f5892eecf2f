import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A route whose page module is loaded on first visit, one chunk per page. */
export const lazyPage = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

const prefetched = new WeakMap<RouteObject[], Set<string>>();

/**
 * Starts loading the page chunks of the routes `path` leads to, when the user shows the intent to go there
 * (pointer over a link, focus, touch), so the chunk is there or on its way by the click. Each path once.
 */
export function prefetchMatching(routes: RouteObject[], path: string): void {
  const done = prefetched.get(routes) ?? new Set<string>();
  prefetched.set(routes, done);
  if (done.has(path)) return;
  done.add(path);
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') {
      // A failed prefetch is not an error: the navigation loads the chunk again and reports it there.
      void Promise.resolve(route.lazy()).catch(() => undefined);
    }
  }
}

/**
 * The routes a feature area contributes, by the guard they sit behind (docs/roles.md). The app router
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
