import { describe, expect, it } from 'vitest';
import { errorRaised, errorsCleared } from '../../../src/app/errorSlice';
import { makeStore } from '../../../src/app/store';

describe('error slice', () => {
  it('stores the latest error and clears it', () => {
    const store = makeStore();
    store.dispatch(errorRaised({ status: null, message: 'Network Error', messageKey: 'errors.network' }));
    expect(store.getState().error.current?.messageKey).toBe('errors.network');
    store.dispatch(errorsCleared());
    expect(store.getState().error.current).toBeNull();
  });
});
