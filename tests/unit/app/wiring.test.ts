import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from '../../../src/api/client';
import type { ApiClientHooks } from '../../../src/api/client';
import { errorRaised } from '../../../src/app/errorSlice';
import { makeStore } from '../../../src/app/store';
import type { WiredRouter } from '../../../src/app/handles';
import { showErrorsAsToasts, wireApiClient } from '../../../src/app/wiring';
import { currentUserSet, languageChanged } from '../../../src/features/auth/authSlice';

const { configureApiClient, notifyError } = vi.hoisted(() => ({
  configureApiClient: vi.fn<(hooks: ApiClientHooks) => void>(),
  notifyError: vi.fn(),
}));
vi.mock('../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientModule>()),
  configureApiClient,
}));
vi.mock('../../../src/common/notify', () => ({ notifyError }));

const routerAt = (pathname: string, search = '') => {
  const navigate = vi.fn(() => Promise.resolve());
  return {
    router: { state: { location: { pathname, search } }, navigate } as unknown as WiredRouter,
    navigate,
  };
};

beforeEach(() => {
  configureApiClient.mockClear();
  notifyError.mockClear();
});

describe('error toasts read the error area', () => {
  it('shows each error that reaches the area once', () => {
    const store = makeStore();
    showErrorsAsToasts(store);
    const error = { status: 500, message: 'boom' };
    store.dispatch(errorRaised(error));
    store.dispatch(languageChanged('en'));
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(error);
    store.dispatch(errorRaised({ status: null, message: 'Network Error', messageKey: 'errors.network' }));
    expect(notifyError).toHaveBeenCalledTimes(2);
  });
});

describe('API client wiring (main.tsx and the component tests)', () => {
  it('puts a failed call in the error area, which shows it', () => {
    const store = makeStore();
    wireApiClient(store, routerAt('/').router);
    const hooks = configureApiClient.mock.calls[0]?.[0];
    hooks?.onError({ status: 409, message: 'conflict' });
    expect(store.getState().error.current).toEqual({ status: 409, message: 'conflict' });
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a 401 and goes to /login, remembering the page', () => {
    const store = makeStore();
    store.dispatch(currentUserSet({ id: 'u1' }));
    localStorage.setItem('jwtToken', 'token');
    const { router, navigate } = routerAt('/store/orders', '?tab=shipped');
    wireApiClient(store, router);
    configureApiClient.mock.calls[0]?.[0].onUnauthorized();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'errors.unauthorized' }));
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fstore%2Forders%3Ftab%3Dshipped', { replace: true });
  });
});
