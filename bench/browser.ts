import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PERSIST_KEY } from '../src/app/persistence';
import { median, round } from './stats';

export type NetworkProfile = 'loopback' | 'slow4g';

/** DevTools' slow-4G figures (docs/performance.md): 562.5 ms round trip, 1.47 Mbps each way. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 183_750, uploadThroughput: 183_750 };
const CPU_SLOWDOWN = 4;

export type PaintTimes = { fcp: number; lcp: number };

/**
 * Paint times plus `shown`: when the page's own content was on screen (the animation frame after the change
 * that made its `shownWhen` hold, on the page's clock). LCP may be the splash logo painted while the app loads;
 * `shown` says when the screen was usable.
 */
export type LoadTimes = PaintTimes & { shown: number };

declare global {
  interface Window {
    __paint?: PaintTimes;
    /** When the page's own content was first on screen; -1 while waiting for the frame that paints it. */
    __shownAt?: number;
  }
}

/** Records FCP and the last LCP candidate from the very start of the document. */
const observePaints = () => {
  window.__paint = { fcp: 0, lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (window.__paint) window.__paint.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint' && window.__paint) window.__paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
};

export type LoadOptions = {
  url: string;
  network: NetworkProfile;
  /**
   * A JavaScript expression that holds once the page's own content is in the document (its rows, its form). The
   * page checks it on every change of its document, so the time is read in the page, at the frame that paints
   * the content, not when the harness next polls (a quarter of a second late with a 4x slower CPU).
   */
  shownWhen: string;
  storageState?: BrowserContextOptions['storageState'];
  /** Source of a script run in the page before any of its own (e.g. to set session storage). */
  initScript?: string;
  /**
   * A cold visit to an address the signed-in user has not opened on this device before: the storage as given
   * (the session only), nothing the app recorded for the address.
   */
  firstVisit?: boolean;
};

/** A first visit (empty cache, new context each time) or a visit after one (the same context, its cache kept). */
export type Visit = 'cold' | 'repeat';

const newContext = async (browser: Browser, options: LoadOptions): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: options.storageState,
  });
  await context.addInitScript(observePaints);
  await context.addInitScript({ content: observeShown(options.shownWhen) });
  if (options.initScript) await context.addInitScript({ content: options.initScript });
  return context;
};

/** What the page logs, followed by the time, once its content is on screen. */
const SHOWN_MESSAGE = 'bench:shown';

/**
 * The script that notes when `shownWhen` first holds, at the animation frame after the change that made it, and
 * tells the harness in a console message. The harness only listens: asking the page (polling it with
 * Playwright's `waitForFunction`) would run Playwright's own script in the page while it loads, about 80 ms of its
 * main thread at 4x CPU, which every page measured would pay.
 */
const observeShown = (shownWhen: string): string => `(() => {
  const holds = () => { try { return Boolean(${shownWhen}); } catch { return false; } };
  const observer = new MutationObserver(() => {
    if (window.__shownAt !== undefined || !holds()) return;
    window.__shownAt = -1;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__shownAt = performance.now();
      console.debug(${JSON.stringify(SHOWN_MESSAGE)} + ' ' + window.__shownAt);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy', 'hidden', 'class'] });
})();`;

/**
 * Settles with when the page's content was on screen, once the page says so. Called before the page is opened, so
 * that the message cannot come before the harness listens.
 */
const shownAt = async (page: Page): Promise<number> => {
  const message = await page.waitForEvent('console', {
    predicate: (candidate) => candidate.text().startsWith(`${SHOWN_MESSAGE} `),
    timeout: 90_000,
  });
  return Number(message.text().slice(SHOWN_MESSAGE.length + 1));
};

/** One load in its own page of `context`: 4x CPU slowdown, the network profile, the cache on or off. */
async function loadIn(
  context: BrowserContext,
  options: LoadOptions,
  cache: boolean,
  settle = false,
): Promise<LoadTimes> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (options.network === 'slow4g') await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const shownOnPage = shownAt(page);
    // Noted here too, so that a failed navigation does not also leave the wait's failure unhandled.
    shownOnPage.catch(() => undefined);
    await page.goto(options.url, { waitUntil: 'commit', timeout: 90_000 });
    let shown: number;
    try {
      shown = await shownOnPage;
    } catch (error) {
      // What the page showed instead, for whoever reads the failed run.
      const shot = path.join(tmpdir(), `bench-not-ready-${Date.now()}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      throw new Error(`${options.url} was not ready (screenshot: ${shot})`, { cause: error });
    }
    // LCP candidates stop at the first input; a short pause lets the last paint land before reading.
    await page.waitForTimeout(600);
    const paint = (await page.evaluate(() => window.__paint)) ?? { fcp: Number.NaN, lcp: Number.NaN };
    // The visit that fills the cache for the repeat visits stays until the app's service worker has installed and
    // taken the page (the app registers it a few seconds after the first screen), as a user's later visit finds it.
    if (settle)
      await page
        .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 })
        .catch(() => undefined);
    return { ...paint, shown };
  } finally {
    await page.close();
  }
}

/** One cold load: a fresh context (empty cache), 4x CPU slowdown, and the network profile. */
export async function measureLoad(browser: Browser, options: LoadOptions): Promise<LoadTimes> {
  const context = await newContext(browser, options);
  try {
    return await loadIn(context, options, false);
  } finally {
    await context.close();
  }
}

/**
 * Repeat visits: one visit fills the cache (not counted), then each counted visit opens the page again in the
 * same browser profile, as a seller does many times a day.
 */
async function measureRepeats(browser: Browser, options: LoadOptions, runs: number): Promise<LoadTimes[]> {
  const context = await newContext(browser, options);
  try {
    await loadIn(context, options, true, true);
    const samples: LoadTimes[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await loadIn(context, options, true));
    return samples;
  } finally {
    await context.close();
  }
}

export type PaintSummary = {
  fcpMedian: number;
  lcpMedian: number;
  shownMedian: number;
  runs: number;
  samples: LoadTimes[];
};

/** The persisted store without its data areas: the session and the language only. */
const sessionOnly = (persisted: string): string => {
  const { auth, _persist } = JSON.parse(persisted) as Record<string, string>;
  return JSON.stringify({ auth, _persist });
};

/** What the app records for a returning user's next visit (src/boot.js) is written this long after load. */
const RECORD_SETTLED_MS = 3_500;

/**
 * The browser storage of a signed-in user who has opened the page before: their session and the files the app
 * remembered that page needs (src/boot.js). A cold visit starts from it with an empty cache (a returning
 * user whose cache was cleared or expired); a guest's page has nothing to remember.
 */
async function returningStorage(
  browser: Browser,
  options: LoadOptions,
): Promise<LoadOptions['storageState']> {
  if (!options.storageState) return undefined;
  const context = await newContext(browser, options);
  try {
    const page = await context.newPage();
    const shown = shownAt(page);
    shown.catch(() => undefined);
    await page.goto(options.url, { waitUntil: 'load', timeout: 90_000 });
    await shown;
    await page.waitForTimeout(RECORD_SETTLED_MS);
    const state = await context.storageState();
    // The rows the store kept for a repeat visit are left out (only the session stays): a cold visit measures the
    // rows coming over the network.
    return {
      ...state,
      origins: state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.map((item) =>
          item.name === `persist:${PERSIST_KEY}` ? { ...item, value: sessionOnly(item.value) } : item,
        ),
      })),
    };
  } finally {
    await context.close();
  }
}

export async function measureMany(
  browser: Browser,
  options: LoadOptions,
  runs: number,
  visit: Visit = 'cold',
): Promise<PaintSummary> {
  const samples: LoadTimes[] = [];
  if (visit === 'repeat') samples.push(...(await measureRepeats(browser, options, runs)));
  else {
    const returning = options.firstVisit
      ? options
      : { ...options, storageState: await returningStorage(browser, options) };
    for (let run = 0; run < runs; run += 1) samples.push(await measureLoad(browser, returning));
  }
  const summary: PaintSummary = {
    fcpMedian: round(median(samples.map((sample) => sample.fcp)), 0),
    lcpMedian: round(median(samples.map((sample) => sample.lcp)), 0),
    shownMedian: round(median(samples.map((sample) => sample.shown)), 0),
    runs,
    samples: samples.map((sample) => ({
      fcp: round(sample.fcp, 0),
      lcp: round(sample.lcp, 0),
      shown: round(sample.shown, 0),
    })),
  };
  return summary;
}
