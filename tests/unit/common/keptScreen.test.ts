/**
 * The last screen of a list page is kept for the next visit (src/common/keptScreen.ts) and drawn by
 * src/boot.js from the page's own parse, marked as refreshing, when it will look as the app's first render does.
 * See docs/performance.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  keepScreen,
  keepScreenWhenDrawn,
  KEPT_MARKUP_LIMIT,
  KEPT_SCREENS_KEY,
  type KeptScreen,
} from '../../../src/common/keptScreen';
import { MOBILE_QUERY } from '../../../src/components/mobileQuery';

const BOOT_SCRIPT = readFileSync(path.join(__dirname, '../../../src/boot.js'), 'utf8');
const BUILD = 'b1c2';
/** src/boot.js as the build writes it in (vite.config.ts), with this build's name. */
const runBoot = () => new Function(BOOT_SCRIPT.replace("var BUILD = '';", `var BUILD = '${BUILD}';`))();

declare global {
  interface Window {
    __drawKeptScreen?: () => void;
  }
}

/** The layout query answers `mobile` (jsdom has no layout). */
const onPhone = (mobile: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: query === MOBILE_QUERY && mobile, media: query }) as MediaQueryList,
  );

/** The page as index.html starts it, with the app's screen rendered into #root. */
function appPage(screenMarkup: string) {
  document.documentElement.lang = 'ar';
  document.documentElement.dir = 'rtl';
  document.documentElement.dataset.build = BUILD;
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/bootstrap.rtl-1.css" id="bootstrap-stylesheet" data-dir="rtl">';
  document.body.innerHTML = `<div id="initial-spinner" class="initial-spinner"></div><div id="root">${screenMarkup}</div>`;
}

const INVENTORY = `
  <header id="top"><a href="#main">Skip</a><span>Ahmed Hassan</span></header>
  <main id="main">
    <div class="table-responsive" data-list=""><table aria-busy="false"><tbody>
      <tr><td>مصباح مكتب</td></tr><tr><td>شاحن</td></tr>
    </tbody></table></div>
    <section data-list="" aria-busy="false"><ul><li class="card">كرت</li></ul></section>
  </main>
  <div class="Toastify"><div role="alert">تم الحفظ</div></div>`;

const kept = (): Record<string, KeptScreen> =>
  JSON.parse(localStorage.getItem(KEPT_SCREENS_KEY) ?? '{}') as Record<string, KeptScreen>;

const signIn = (user: string, language: 'ar' | 'en') => {
  localStorage.setItem('jwtToken', 'token');
  localStorage.setItem('authUser', JSON.stringify({ id: user }));
  localStorage.setItem('persist:root-1', JSON.stringify({ auth: JSON.stringify({ lang: language }) }));
};

beforeEach(() => {
  window.history.replaceState(null, '', '/store/inventory?tab=active');
  delete window.__drawKeptScreen;
  document.documentElement.removeAttribute('data-start');
  onPhone(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('keeping the screen', () => {
  it('keeps what the next first render shows: the rows dimmed under the refreshing badge, no toast, no ids', () => {
    appPage(INVENTORY);
    keepScreen('u1', 'جارٍ التحديث…');
    const screen = kept()['/store/inventory?tab=active'];
    expect(screen).toMatchObject({
      user: 'u1',
      language: 'ar',
      dir: 'rtl',
      stylesheet: '/assets/bootstrap.rtl-1.css',
      build: BUILD,
      media: MOBILE_QUERY,
      matches: false,
    });
    const copy = document.createElement('div');
    copy.innerHTML = screen?.markup ?? '';
    expect(copy.textContent).toContain('مصباح مكتب');
    expect(copy.textContent).not.toContain('تم الحفظ');
    expect(copy.querySelector('[id]')).toBeNull();
    for (const list of copy.querySelectorAll('[data-list]')) {
      expect(list.firstElementChild).toHaveClass('data-refreshing');
      expect(list.firstElementChild).toHaveAttribute('role', 'status');
      expect(list.firstElementChild).toHaveTextContent('جارٍ التحديث…');
    }
    expect(copy.querySelector('table')).toHaveAttribute('aria-busy', 'true');
    expect(copy.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    // The app's own screen is untouched.
    expect(document.querySelector('#root table')).toHaveAttribute('aria-busy', 'false');
    expect(document.getElementById('main')).not.toBeNull();
    expect(document.querySelector('#root .data-refreshing')).toBeNull();
  });

  it('notes a phone’s screen as one, so that a desktop does not draw it', () => {
    onPhone(true);
    appPage(INVENTORY);
    keepScreen('u1', 'Refreshing…');
    expect(kept()['/store/inventory?tab=active']?.matches).toBe(true);
  });

  it('keeps the last four addresses, the latest visit of one replacing its older screen', () => {
    appPage(INVENTORY);
    for (const n of [1, 2, 3, 4, 5]) {
      window.history.replaceState(null, '', `/page-${n}`);
      keepScreen('u1', 'Refreshing…');
    }
    window.history.replaceState(null, '', '/page-3');
    keepScreen('u1', 'Refreshing…');
    expect(Object.keys(kept())).toEqual(['/page-2', '/page-4', '/page-5', '/page-3']);
  });

  it('keeps nothing while a list is still loading: refreshing, or holding the place of its rows', () => {
    appPage(INVENTORY.replace('<table aria-busy="false">', '<table aria-busy="true">'));
    keepScreen('u1', 'Refreshing…');
    appPage('<div data-list=""><div class="data-placeholder" role="status"></div></div>');
    keepScreen('u1', 'Refreshing…');
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  });

  it('keeps the screen once drawn and the page idle, unless the user has gone to another address meanwhile', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    appPage(INVENTORY);
    keepScreenWhenDrawn('u1', 'Refreshing…');
    window.history.pushState(null, '', '/store/orders');
    idle.splice(0).forEach((keep) => keep());
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
    keepScreenWhenDrawn('u1', 'Refreshing…');
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
    idle.splice(0).forEach((keep) => keep());
    expect(Object.keys(kept())).toEqual(['/store/orders']);
  });

  it('keeps nothing too large, and loses nothing but the head start when storage is full', () => {
    appPage(`<p>${'x'.repeat(KEPT_MARKUP_LIMIT)}</p>`);
    keepScreen('u1', 'Refreshing…');
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
    appPage(INVENTORY);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepScreen('u1', 'Refreshing…')).not.toThrow();
  });
});

describe('src/boot.js drawing a kept screen', () => {
  const keepFor = (changes: Partial<KeptScreen> = {}) => {
    appPage(INVENTORY);
    keepScreen('u1', 'جارٍ التحديث…');
    const screens = kept();
    const address = '/store/inventory?tab=active';
    localStorage.setItem(
      KEPT_SCREENS_KEY,
      JSON.stringify({ ...screens, [address]: { ...screens[address], ...changes } }),
    );
    // index.html again, before the app has rendered anything.
    appPage('');
  };

  it('draws it beside the root, inert and busy, with the small spinner, for the same user, language and build', () => {
    keepFor();
    signIn('u1', 'ar');
    runBoot();
    expect(document.documentElement).not.toHaveAttribute('data-start');
    window.__drawKeptScreen?.();
    const drawn = document.getElementById('prerendered-screen');
    expect(drawn?.nextElementSibling?.id).toBe('root');
    expect(drawn).toHaveAttribute('inert');
    expect(drawn).toHaveAttribute('aria-busy', 'true');
    expect(drawn).toHaveTextContent('مصباح مكتب');
    expect(drawn?.querySelector('.data-refreshing')).toHaveTextContent('جارٍ التحديث…');
    expect(document.getElementById('initial-spinner')).toHaveClass('initial-spinner--beside-screen');
    expect(document.documentElement).toHaveAttribute('data-build', BUILD);
  });

  it.each([
    ['another user', { user: 'u2' }],
    ['another language', { language: 'en' }],
    ['another build', { build: 'old' }],
    ['a phone’s screen on a desktop', { matches: true }],
    ['a stylesheet that is not a file of this site', { stylesheet: 'https://evil.example/x.css' }],
    ['no markup', { markup: 42 as unknown as string }],
  ])('draws nothing for %s: the start-up screen covers the page until the app draws it', (_case, changes) => {
    keepFor(changes);
    signIn('u1', 'ar');
    runBoot();
    expect(window.__drawKeptScreen).toBeUndefined();
    expect(document.documentElement).toHaveAttribute('data-start', 'app');
  });

  it('draws nothing for a guest, nor for another address', () => {
    keepFor();
    runBoot();
    expect(window.__drawKeptScreen).toBeUndefined();
    signIn('u1', 'ar');
    window.history.replaceState(null, '', '/store/inventory');
    runBoot();
    expect(window.__drawKeptScreen).toBeUndefined();
    localStorage.setItem(KEPT_SCREENS_KEY, '{not json');
    expect(runBoot).not.toThrow();
    expect(document.documentElement).toHaveAttribute('data-start', 'app');
  });

  it('draws an English screen left to right with its own stylesheet, which holds the first paint', () => {
    keepFor({ language: 'en', dir: 'ltr', stylesheet: '/assets/bootstrap.ltr-2.css' });
    signIn('u1', 'en');
    runBoot();
    const added = document.head.querySelector('link[data-dir="ltr"]');
    expect(added).toHaveAttribute('href', '/assets/bootstrap.ltr-2.css');
    expect(added).toHaveAttribute('blocking', 'render');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    window.__drawKeptScreen?.();
    // The page's own right-to-left stylesheet is gone before the first paint; the app finds its in place.
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(document.getElementById('bootstrap-stylesheet')).toBe(added);
  });
});
