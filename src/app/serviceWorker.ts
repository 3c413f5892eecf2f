/**
 * The page's side of the service worker (src/sw.js; docs/performance.md, "Repeat visits"): registered once the
 * page has loaded, in a built app only. When a new build's worker has installed beside the one serving this page,
 * the user is told (UpdatePrompt) and the new build is used only when they choose to reload: a page is never
 * swapped under someone typing.
 */

type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

const setWaiting = (worker: ServiceWorker | null): void => {
  waiting = worker;
  listeners.forEach((listener) => listener());
};

/** Whether a new build waits for the user's reload (for useSyncExternalStore). */
export const updateWaiting = (): boolean => waiting !== null;

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The worker that served this page when it started: a build that takes over later is not this page's. */
const startedUnder: ServiceWorker | null =
  typeof navigator !== 'undefined' ? (navigator.serviceWorker?.controller ?? null) : null;

/** Whether this page's user chose to reload into the new build (another tab's choice swaps no page here). */
let chosen = false;

/**
 * Asks the waiting build to take over; the page reloads once it controls it. When another tab's user already let
 * it take over, this page only reloads onto it.
 */
export function applyUpdate(): void {
  chosen = true;
  if (!waiting || waiting.state === 'activating' || waiting.state === 'activated') {
    window.location.reload();
    return;
  }
  waiting.postMessage({ type: 'apply-update' });
}

/** How long a newer build may take to install and take over after a page's code failed to load. */
const TAKE_OVER_MS = 15_000;

/** Whether `worker` reaches "installed" within `ms` (false once it is discarded or the time is out). */
const installedWithin = (worker: ServiceWorker, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (worker.state === 'installed' || worker.state === 'redundant') {
      resolve(worker.state === 'installed');
      return;
    }
    const timer = setTimeout(() => resolve(false), ms);
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed' && worker.state !== 'redundant') return;
      clearTimeout(timer);
      resolve(worker.state === 'installed');
    });
  });

/**
 * A page's code that fails to load while a worker serves the page most likely belongs to a build the server no
 * longer has: a new one was deployed, and this build's files the worker had not kept are gone, so reloading on
 * the same worker fails again. If the server has a newer build, it takes over at once (the user was going to
 * another page: nothing typed is lost) and the page reloads on it. Resolves when there is none, or when it did not
 * take over in time, so that the failure is shown.
 */
export async function reloadOnNewerBuild(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  if (!container?.controller) return;
  // Another tab let a newer build take over: this page's files are no longer the worker's, but that build is.
  if (startedUnder && container.controller !== startedUnder) {
    reload();
    await new Promise((resolve) => setTimeout(resolve, TAKE_OVER_MS));
    return;
  }
  const registration = await container.getRegistration().catch(() => undefined);
  if (!registration) return;
  await registration.update().catch(() => undefined);
  const next = registration.waiting ?? registration.installing;
  if (!next || !(await installedWithin(next, TAKE_OVER_MS))) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, TAKE_OVER_MS);
    container.addEventListener('controllerchange', () => {
      clearTimeout(timer);
      reload();
    });
    next.postMessage({ type: 'apply-update' });
  });
}

/** The files of this site under /assets/ the page has loaded so far. */
const loadedAppFiles = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);

/** Tells the user about a worker once it has installed, unless it is the first (nothing to replace). */
function watchInstalling(worker: ServiceWorker | null, container: ServiceWorkerContainer): void {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed' && container.controller) setWaiting(worker);
  });
}

export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!container) return;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    // Only this page's user's choice swaps its build: not another tab's choice (this page keeps its prompt and
    // what is typed in it), nor the first worker taking a page it did not serve.
    if (reloading || !chosen) return;
    reloading = true;
    window.location.reload();
  });
  container
    .register('/sw.js', { updateViaCache: 'none' })
    .then((registration) => {
      if (registration.waiting && container.controller) setWaiting(registration.waiting);
      watchInstalling(registration.installing, container);
      registration.addEventListener('updatefound', () => watchInstalling(registration.installing, container));
      // Served by a build already kept: whether a newer one is out is asked now (one small request), rather
      // than whenever the browser next checks on its own.
      if (container.controller) void registration.update().catch(() => undefined);
      // What this page loaded before a worker served it is handed over, so the next visit needs no network for it.
      void container.ready.then((ready) =>
        ready.active?.postMessage({ type: 'keep', files: loadedAppFiles() }),
      );
      // A page left open for days still hears of a new build when its user comes back to it.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      });
    })
    .catch(() => {
      // No worker (a private window, an insecure origin): every visit loads from the network, as before.
    });
}
