import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { whenRouterInitialized } from '../../../src/app/router';

describe('whenRouterInitialized (the first screen drawn in one render)', () => {
  it('settles at once for a page already loaded, and only once a lazy page has loaded otherwise', async () => {
    const ready = createMemoryRouter([{ path: '/', element: null }]);
    await expect(whenRouterInitialized(ready)).resolves.toBeUndefined();

    let loadPage: (page: { element: null }) => void = () => undefined;
    const router = createMemoryRouter([
      { path: '/', lazy: () => new Promise<{ element: null }>((resolve) => (loadPage = resolve)) },
    ]);
    let settled = false;
    const initialized = whenRouterInitialized(router).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.initialized).toBe(false);
    expect(settled).toBe(false);
    loadPage({ element: null });
    await initialized;
    expect(router.state.initialized).toBe(true);
  });
});
