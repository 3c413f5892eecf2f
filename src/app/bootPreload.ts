/**
 * What a page's first screen loaded (beyond index.html: layout, page chunks, API client, catalogue), recorded per
 * path for src/boot.js, which asks for it at once on the next visit of a signed-in user (docs/performance.md).
 */

import { BOOT_PRELOAD_KEY } from '../lib/rebuiltStorage';

export { BOOT_PRELOAD_KEY };
/** Paths remembered; the oldest is forgotten first. */
const REMEMBERED_PATHS = 8;
const ASSET = /^\/assets\/[\w.-]+\.(js|json)$/;
/**
 * axios's chunk (named after its package by the build): boot.js sends a returning user's first reads itself, so
 * the API client is not needed for the first screen and must not take a connection from the files that are.
 */
const API_CLIENT_CHUNK = /^\/assets\/axios-/;

/** The path of a file of this site; nothing for another site's. */
const pathOf = (url: string): string => {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin ? parsed.pathname : '';
  } catch {
    return '';
  }
};

/** When the page's load event came: what was asked for after it (the toast host, axios) is not first-screen. */
const loadEventStart = (): number => {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : Infinity;
};

/**
 * The app files and catalogue the page asked for before its load event. Those index.html names are among them;
 * asking again for a module or a file already on its way costs nothing, the browser uses the one fetch.
 */
export function loadedAssets(): string[] {
  const loadedBy = loadEventStart();
  const loaded = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < loadedBy)
    .map((entry) => pathOf(entry.name))
    .filter((path) => ASSET.test(path) && !API_CLIENT_CHUNK.test(path));
  return [...new Set(loaded)];
}

/** Remembers what this path's first screen needed, for boot.js on the next visit. */
export function recordBootAssets(pathname: string): void {
  try {
    const saved = JSON.parse(localStorage.getItem(BOOT_PRELOAD_KEY) ?? '{}') as Record<string, string[]>;
    const others = Object.entries(saved).filter(([path]) => path !== pathname);
    const kept = Object.fromEntries([...others.slice(-(REMEMBERED_PATHS - 1)), [pathname, loadedAssets()]]);
    localStorage.setItem(BOOT_PRELOAD_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or unavailable: the next visit loads its files one step later, as without the record.
  }
}
