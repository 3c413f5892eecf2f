import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { firstScreenPart } from '../../../build/catalogueParts';

// The build gives each part an address of its own; in tests both would be the whole file.
vi.mock('../../../locales/ar.json?url&first-screen', () => ({ default: '/assets/ar.first-screen.json' }));
vi.mock('../../../locales/en.json?url&first-screen', () => ({ default: '/assets/en.first-screen.json' }));
vi.mock('../../../locales/ar.json?url', () => ({ default: '/assets/ar.json' }));
vi.mock('../../../locales/en.json?url', () => ({ default: '/assets/en.json' }));

const FILES: Record<string, object> = {
  '/assets/ar.first-screen.json': firstScreenPart(ar),
  '/assets/en.first-screen.json': firstScreenPart(en),
  '/assets/ar.json': ar,
  '/assets/en.json': en,
};
let fetched: string[] = [];
let offline = false;

/** A fresh i18n module, as the app starts, with nothing in memory (the test setup's catalogues are not seen). */
const freshI18n = async () => {
  vi.resetModules();
  const module = await import('../../../src/i18n');
  await module.switchLanguage('ar');
  return module;
};

beforeEach(() => {
  fetched = [];
  offline = false;
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    if (offline) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(FILES[url]), { status: FILES[url] ? 200 : 404 }));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('catalogue parts (src/i18n/catalogues.ts, src/i18n/index.ts)', () => {
  it('starts with the first-screen part only', async () => {
    const { i18n } = await freshI18n();
    expect(fetched).toEqual(['/assets/ar.first-screen.json']);
    expect(i18n.t('auth.loginTitle')).toBe(ar.auth.loginTitle);
    expect(i18n.exists('products.status.pending')).toBe(false);
  });

  // The page's route asks for the whole catalogue either after the start's read of it has answered or while that
  // read is still on its way: either way the one read is used, and nothing is merged in again (a deep copy of every text).
  it.each([
    ['once the start’s read has answered', true],
    ['while the start’s read is still on its way', false],
  ])(
    'starts with the whole catalogue, and only it, when a session is stored; the route asks %s',
    async (_when, answered) => {
      document.documentElement.setAttribute('data-session', '');
      try {
        const { i18n, loadWholeCatalogue } = answered
          ? await freshI18n()
          : (vi.resetModules(), await import('../../../src/i18n'));
        const merged = vi.spyOn(i18n, 'addResourceBundle');
        expect(i18n.exists('products.status.pending')).toBe(answered);
        await loadWholeCatalogue();
        expect(fetched).toEqual(['/assets/ar.json']);
        expect(i18n.t('products.status.pending')).toBe(ar.products.status.pending);
        expect(merged).not.toHaveBeenCalled();
      } finally {
        document.documentElement.removeAttribute('data-session');
      }
    },
  );

  it('adds the rest when a page wants it, and switches languages whole from then on', async () => {
    const { i18n, loadWholeCatalogue, switchLanguage } = await freshI18n();
    await loadWholeCatalogue();
    expect(fetched).toEqual(['/assets/ar.first-screen.json', '/assets/ar.json']);
    expect(i18n.t('products.status.pending')).toBe(ar.products.status.pending);
    expect(Object.keys(i18n.getResourceBundle('ar', 'translation') as object).sort()).toEqual(
      Object.keys(ar).sort(),
    );
    await switchLanguage('en');
    expect(fetched.at(-1)).toBe('/assets/en.json');
    expect(Object.keys(i18n.getResourceBundle('en', 'translation') as object).sort()).toEqual(
      Object.keys(en).sort(),
    );
  });

  it('loads the language switched to while the rest was on its way', async () => {
    const { i18n, loadWholeCatalogue, switchLanguage } = await freshI18n();
    const whole = loadWholeCatalogue();
    const switched = switchLanguage('en');
    await Promise.all([whole, switched]);
    expect(i18n.language).toBe('en');
    expect(Object.keys(i18n.getResourceBundle('en', 'translation') as object).sort()).toEqual(
      Object.keys(en).sort(),
    );
  });

  it('fails while offline, so the page shows its error, and tries again the next time', async () => {
    const { i18n, loadWholeCatalogue } = await freshI18n();
    offline = true;
    await expect(loadWholeCatalogue()).rejects.toThrow(/ar catalogue/);
    offline = false;
    await loadWholeCatalogue();
    expect(i18n.exists('products.status.pending')).toBe(true);
  });
});
