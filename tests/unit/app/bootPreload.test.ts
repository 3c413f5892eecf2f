import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_PRELOAD_KEY, loadedAssets, recordBootAssets } from '../../../src/app/bootPreload';

const resources = (names: string[]) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue(
      names.map((name) => ({ name: new URL(name, window.location.origin).href }) as PerformanceEntry),
    );

const BOOT_SCRIPT = readFileSync(path.join(__dirname, '../../../public/boot.js'), 'utf8');
/** Runs public/boot.js as the browser does: a plain script at the page's address. */
const runBoot = () => new Function(BOOT_SCRIPT)();
const bootLinks = () =>
  [...document.head.querySelectorAll('link[data-boot]')].map((link) => [
    link.getAttribute('rel'),
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link[data-boot]').forEach((link) => link.remove());
});
afterEach(() => vi.restoreAllMocks());

describe('what a first screen loaded, remembered per page', () => {
  it('keeps the app files and the catalogue, nothing else, once each', () => {
    resources([
      '/assets/react-abc.js',
      '/assets/InventoryPage-x1.js',
      '/assets/ar-9f.json',
      '/assets/react-abc.js',
      '/api/v1/products/seller?page=1',
      '/logo.svg',
      'https://cdn.example/assets/evil.js',
    ]);
    expect(loadedAssets()).toEqual([
      '/assets/react-abc.js',
      '/assets/InventoryPage-x1.js',
      '/assets/ar-9f.json',
    ]);
  });

  it('remembers the last eight pages, the latest visit of a page replacing its older one', () => {
    resources(['/assets/a.js']);
    for (let n = 0; n < 10; n += 1) recordBootAssets(`/page-${n}`);
    recordBootAssets('/page-5');
    const saved = JSON.parse(localStorage.getItem(BOOT_PRELOAD_KEY) ?? '{}') as Record<string, string[]>;
    expect(Object.keys(saved)).toEqual([
      '/page-2', '/page-3', '/page-4', '/page-6', '/page-7', '/page-8', '/page-9', '/page-5',
    ]); // prettier-ignore
  });
});

describe('public/boot.js', () => {
  const remember = (assets: unknown) =>
    localStorage.setItem(BOOT_PRELOAD_KEY, JSON.stringify({ [window.location.pathname]: assets }));

  it('asks at once for what this page needed last time, for a signed-in user', () => {
    localStorage.setItem('jwtToken', 'token');
    remember(['/assets/AppLayout-1.js', '/assets/ar-2.json']);
    runBoot();
    expect(bootLinks()).toEqual([
      ['modulepreload', '/assets/AppLayout-1.js', null],
      ['preload', '/assets/ar-2.json', 'fetch'],
    ]);
  });

  it('asks nothing for a guest, for another page, or for anything that is not one of our files', () => {
    remember(['/assets/AppLayout-1.js']);
    runBoot();
    expect(bootLinks()).toEqual([]);
    localStorage.setItem('jwtToken', 'token');
    remember(['//evil.example/x.js', '/assets/../secret.js', 'javascript:alert(1)', 42, '/assets/ok.js']);
    runBoot();
    expect(bootLinks()).toEqual([['modulepreload', '/assets/ok.js', null]]);
    localStorage.setItem(BOOT_PRELOAD_KEY, '{not json');
    expect(runBoot).not.toThrow();
  });
});
