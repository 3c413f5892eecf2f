/**
 * A page's code that no longer loads under the service worker: the page looks for a newer build on the server
 * and reloads on it, or lets the failure show when there is none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMissingCode } from '../../../src/app/RouteFailure';
import { reloadOnNewerBuild } from '../../../src/app/serviceWorker';

/** A worker of the fake registration: its state, and what the page posted to it. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A container whose registration finds `next` (or nothing) when asked for an update. */
const containerFinding = (next: FakeWorker | null, controlled = true) => {
  const registration = {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
    update: vi.fn(),
  };
  registration.update.mockImplementation(async () => {
    if (next) registration[next.state === 'installed' ? 'waiting' : 'installing'] = next;
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    getRegistration: vi.fn(async () => registration),
  });
  return { container: container as unknown as ServiceWorkerContainer, registration };
};

afterEach(() => vi.useRealTimers());

describe('reloadOnNewerBuild', () => {
  it('has a newer build take over and reloads once it controls the page', async () => {
    const next = new FakeWorker('installing');
    const { container } = containerFinding(next);
    const reload = vi.fn();
    void reloadOnNewerBuild(container, reload);
    await vi.waitFor(() => expect(container.getRegistration).toHaveBeenCalled());
    next.moveTo('installed');
    await vi.waitFor(() => expect(next.posted).toEqual([{ type: 'apply-update' }]));
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes a newer build that is already waiting', async () => {
    const next = new FakeWorker('installed');
    const { container } = containerFinding(next);
    void reloadOnNewerBuild(container, vi.fn());
    await vi.waitFor(() => expect(next.posted).toEqual([{ type: 'apply-update' }]));
  });

  it('lets the failure show when the server has no newer build', async () => {
    const { container, registration } = containerFinding(null);
    const reload = vi.fn();
    await reloadOnNewerBuild(container, reload);
    expect(registration.update).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('lets the failure show when the newer build fails to install', async () => {
    const next = new FakeWorker('installing');
    const { container, registration } = containerFinding(next);
    const done = reloadOnNewerBuild(container, vi.fn());
    await vi.waitFor(() => expect(registration.installing).toBe(next));
    // The page now waits on the worker's state.
    await new Promise((resolve) => setTimeout(resolve, 0));
    next.moveTo('redundant');
    await done;
    expect(next.posted).toEqual([]);
  });

  it('lets the failure show when the newer build does not take over in time', async () => {
    vi.useFakeTimers();
    const next = new FakeWorker('installed');
    const { container } = containerFinding(next);
    const reload = vi.fn();
    let settled = false;
    void reloadOnNewerBuild(container, reload).then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(next.posted).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(settled).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks nothing when no worker serves the page: a reload then reaches the server', async () => {
    const { container } = containerFinding(new FakeWorker('installed'), false);
    await reloadOnNewerBuild(container, vi.fn());
    expect(container.getRegistration).not.toHaveBeenCalled();
  });
});

describe('a page whose build another tab replaced', () => {
  it('reloads onto the build that now serves it, without asking the server again', async () => {
    vi.useFakeTimers();
    const startedUnder = new FakeWorker('activated');
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: startedUnder } });
    vi.resetModules();
    const { reloadOnNewerBuild: reloadOnNewer } = await import('../../../src/app/serviceWorker');
    const { container, registration } = containerFinding(null);
    const reload = vi.fn();
    let settled = false;
    void reloadOnNewer(container, reload).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(registration.update).not.toHaveBeenCalled();
    // The status stays up until the page is gone, rather than the error page flashing before the reload.
    expect(settled).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe('isMissingCode', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://souq.example/assets/SellerOrdersPage-abc.js',
    'error loading dynamically imported module: https://souq.example/assets/SellerOrdersPage-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/OrderDocumentsPage-abc.css',
  ])('knows a page whose code could not be fetched: %s', (message) => {
    expect(isMissingCode(new TypeError(message))).toBe(true);
  });

  it.each([
    new TypeError('Cannot read properties of undefined'),
    'Failed to fetch dynamically imported module',
    null,
  ])('leaves other failures to the error page: %s', (error) => {
    expect(isMissingCode(error)).toBe(false);
  });
});
