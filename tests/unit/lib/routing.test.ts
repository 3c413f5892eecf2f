import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { prefetchMatching } from '../../../src/lib/routing';

const page = () => vi.fn(async () => ({ Component: () => null }));

describe('prefetchMatching', () => {
  it('loads the chunks of every route a path leads to, once per path, and none of the others', async () => {
    const layout = page();
    const inventory = page();
    const orders = page();
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: layout,
        children: [
          { path: 'store/inventory', lazy: inventory },
          { path: 'store/orders', lazy: orders },
        ],
      },
    ];
    prefetchMatching(routes, '/store/inventory');
    prefetchMatching(routes, '/store/inventory');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(inventory).toHaveBeenCalledTimes(1);
    expect(orders).not.toHaveBeenCalled();
    prefetchMatching(routes, '/nowhere/at/all');
    expect(orders).not.toHaveBeenCalled();
  });

  it('ignores a chunk that fails to load: the navigation will try again and report it', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(() => prefetchMatching([{ path: '/a', lazy: failing }], '/a')).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
