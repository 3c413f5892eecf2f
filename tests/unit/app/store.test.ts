import { describe, expect, it } from 'vitest';
import { errorRaised } from '../../../src/app/errorSlice';
import { makePersistedStore, PERSIST_KEY, PERSISTED_AREAS } from '../../../src/app/store';
import { currentUserSet, languageChanged } from '../../../src/features/auth/authSlice';
import { productSelected } from '../../../src/features/products/productsSlice';

const STORAGE_KEY = `persist:${PERSIST_KEY}`;

async function rehydrated() {
  const { store, persistor } = makePersistedStore();
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return { store, persistor };
}

const saved = (areas: Record<string, unknown>) =>
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      ...Object.fromEntries(Object.entries(areas).map(([key, value]) => [key, JSON.stringify(value)])),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );

describe('persisted state', () => {
  it('keeps only the areas that opt in (the session and language), not the lists', async () => {
    expect(PERSISTED_AREAS).toEqual(['auth']);
    const { store, persistor } = await rehydrated();
    store.dispatch(languageChanged('en'));
    store.dispatch(currentUserSet({ id: 'u1' }));
    store.dispatch(productSelected({ _id: 'p1' } as never));
    store.dispatch(errorRaised({ status: 500, message: 'boom' }));
    await persistor.flush();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'auth']);
    expect(JSON.parse(stored.auth ?? '{}')).toMatchObject({ lang: 'en', user: { id: 'u1' }, loading: false });
    persistor.pause();
  });

  it('gives a field added to an area since the state was saved its initial value', async () => {
    // Saved before the auth area had its notifications.
    saved({ auth: { lang: 'en', isAuthenticated: true, user: { id: 'u1' }, userdata: null, loading: true } });
    const { store, persistor } = await rehydrated();
    expect(store.getState().auth).toMatchObject({
      lang: 'en',
      isAuthenticated: true,
      notifications: [],
      // A request cannot survive a reload.
      loading: false,
    });
    persistor.pause();
  });

  it('does not bring back an area saved before persistence was opt-in', async () => {
    saved({
      auth: { lang: 'en' },
      orders: { list: [], audience: 'seller', loading: false, updating: null },
    });
    const { store, persistor } = await rehydrated();
    expect(store.getState().auth.lang).toBe('en');
    expect(store.getState().orders.audience).toBeNull();
    persistor.pause();
  });
});
