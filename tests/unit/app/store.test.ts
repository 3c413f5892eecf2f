import { afterEach, describe, expect, it } from 'vitest';
import { errorRaised } from '../../../src/app/errorSlice';
import {
  PERSIST_VERSION,
  PERSISTED_AREA_LIMIT,
  PERSISTED_DATA_AREAS,
  readPersistedAreas,
} from '../../../src/app/persistence';
import { makePersistedStore, makeStore, PERSIST_KEY, PERSISTED_AREAS } from '../../../src/app/store';
import { currentUserSet, languageChanged, loggedOut } from '../../../src/features/auth/authSlice';
import { AUTH_USER_STORAGE_KEY } from '../../../src/features/auth/session';
import { fetchProducts, productSelected } from '../../../src/features/products/productsSlice';
import { notificationPushed } from '../../../src/features/notifications';
import { DEFAULT_NOTIFICATION_LIST_LIMIT } from '../../../src/lib/notifications';

const STORAGE_KEY = `persist:${PERSIST_KEY}`;

async function rehydrated() {
  const { store, persistor } = makePersistedStore();
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return { store, persistor };
}

const signedIn = (id: string) => localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify({ id }));

const saved = (areas: Record<string, unknown>, version = PERSIST_VERSION) =>
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      ...Object.fromEntries(Object.entries(areas).map(([key, value]) => [key, JSON.stringify(value)])),
      _persist: JSON.stringify({ version, rehydrated: true }),
    }),
  );

const stored = () => {
  const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, JSON.parse(value) as unknown]));
};

const product = (id: string, name = 'Lamp') => ({ _id: id, name, category_id: 'c1', images: [] }) as never;

afterEach(() => localStorage.clear());

describe('persisted state (root-1)', () => {
  it('keeps the session and every data area, each marked with the user it belongs to; not the error', async () => {
    expect(PERSISTED_AREAS).toEqual(['auth', ...PERSISTED_DATA_AREAS]);
    const { store, persistor } = await rehydrated();
    store.dispatch(languageChanged('en'));
    store.dispatch(currentUserSet({ id: 'u1' }));
    store.dispatch(productSelected(product('p1')));
    store.dispatch(errorRaised({ status: 500, message: 'boom' }));
    await persistor.flush();
    const areas = stored();
    expect(Object.keys(areas).sort()).toEqual(['_persist', ...PERSISTED_AREAS].sort());
    expect(areas._persist).toMatchObject({ version: PERSIST_VERSION });
    expect(areas.auth).toMatchObject({ lang: 'en', user: { id: 'u1' } });
    expect(areas.products).toMatchObject({ owner: 'u1', state: { selected: { _id: 'p1' } } });
    persistor.pause();
  });

  it('starts a repeat visit from the stored user’s data, with no request left spinning', async () => {
    signedIn('u1');
    saved({
      auth: { lang: 'en', isAuthenticated: true, user: { id: 'u1' }, userdata: null, loading: true },
      products: { owner: 'u1', state: { list: [product('p1')], meta: { count: 1 }, loading: true } },
    });
    const { store, persistor } = makePersistedStore();
    // At once, before redux-persist has read anything: the first render draws from it.
    expect(store.getState().products).toMatchObject({
      list: [{ _id: 'p1' }],
      loading: false,
      selected: null,
    });
    // A field added to an area since it was written keeps its initial value.
    expect(store.getState().auth).toMatchObject({ lang: 'en', notifications: [], loading: false });
    persistor.pause();
  });

  it('keeps what the page did before redux-persist read the storage: a request under way still shows', async () => {
    signedIn('u1');
    saved({
      auth: { isAuthenticated: true, user: { id: 'u1' } },
      products: { owner: 'u1', state: { list: [product('p1')], meta: { count: 1 }, loading: false } },
    });
    const { store, persistor } = makePersistedStore();
    store.dispatch({
      type: fetchProducts.pending.type,
      meta: { arg: {}, requestId: 'r1', requestStatus: 'pending' },
    });
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    expect(store.getState().products).toMatchObject({ list: [{ _id: 'p1' }], loading: true });
    persistor.pause();
  });

  it('never shows one user’s rows to another, not even before the page asks the API', async () => {
    signedIn('u2');
    saved({
      auth: { lang: 'ar', isAuthenticated: true, user: { id: 'u2' } },
      products: { owner: 'u1', state: { list: [product('p1')], meta: { count: 1 }, loading: false } },
      orders: { owner: 'u1', state: { list: [{ _id: 'o1' }], meta: { count: 1 } } },
    });
    expect(readPersistedAreas('u2')).not.toHaveProperty('products');
    const { store, persistor } = await rehydrated();
    expect(store.getState().products.list).toEqual([]);
    expect(store.getState().orders.list).toEqual([]);
    persistor.pause();
  });

  it('shows no data when the stored session is someone else’s than the stored page’s, or nobody’s', () => {
    const areas = {
      auth: { isAuthenticated: true, user: { id: 'u1' } },
      products: { owner: 'u1', state: { list: [product('p1')], meta: { count: 1 } } },
    };
    saved(areas);
    expect(readPersistedAreas('u3')).toEqual({ auth: areas.auth });
    expect(readPersistedAreas(null)).toEqual({ auth: areas.auth });
    // The stored session is the one the store starts from (store.ts reads it): someone else's shows nothing.
    signedIn('u3');
    const { store, persistor } = makePersistedStore();
    persistor.pause();
    expect(store.getState().products.list).toEqual([]);
  });

  it('starts from storage that holds anything: a root that is not an object, or areas of the wrong shape', async () => {
    signedIn('u1');
    for (const root of ['[1,2,3]', '42', 'null', '"text"', '{"auth":5}']) {
      localStorage.setItem(STORAGE_KEY, root);
      const { store, persistor } = await rehydrated();
      expect(store.getState().auth.notifications).toEqual([]);
      expect(store.getState().products.list).toEqual([]);
      persistor.pause();
    }
    saved({
      auth: { lang: 'fr', isAuthenticated: true, user: { id: 'u1' }, notifications: 'none', loading: 'no' },
      products: { owner: 'u1', state: { list: [product('p1'), null, 3], meta: 'many', loading: false } },
      categories: { owner: 'u1', state: { list: 'none' } },
      orders: {
        owner: 'u1',
        state: { list: [], lineOrder: ['o1', 'o2'], countLimit: 'x', audience: 'seller' },
      },
    });
    const { store, persistor } = await rehydrated();
    const state = store.getState();
    // Each field of the wrong kind takes its initial value; a known language and the rest come back as kept.
    expect(state.auth).toMatchObject({
      lang: 'ar',
      isAuthenticated: true,
      notifications: [],
      loading: false,
    });
    expect(state.products).toMatchObject({ list: [], meta: { count: 0 } });
    expect(state.categories.list).toEqual([]);
    expect(state.orders).toMatchObject({ lineOrder: ['o1', 'o2'], countLimit: 0, audience: 'seller' });
    persistor.pause();
  });

  it('migrates state written by an older version: only its session comes back', async () => {
    signedIn('u1');
    saved(
      {
        auth: { lang: 'en', isAuthenticated: true, user: { id: 'u1' } },
        orders: { list: [{ _id: 'o1' }], audience: 'seller', loading: false, updating: null },
      },
      -1,
    );
    expect(Object.keys(readPersistedAreas('u1'))).toEqual(['auth']);
    const { store, persistor } = await rehydrated();
    expect(store.getState().auth.lang).toBe('en');
    expect(store.getState().orders.audience).toBeNull();
    persistor.pause();
  });

  it('keeps an area too large for local storage empty rather than crowd out the rest', async () => {
    const { store, persistor } = await rehydrated();
    store.dispatch(currentUserSet({ id: 'u1' }));
    store.dispatch(productSelected(product('p1', 'x'.repeat(PERSISTED_AREA_LIMIT))));
    await persistor.flush();
    expect(stored().products).toEqual({ owner: 'u1', state: null });
    expect(localStorage.getItem(STORAGE_KEY)!.length).toBeLessThan(PERSISTED_AREA_LIMIT);
    persistor.pause();
  });

  it('keeps only the newest notifications of a long visit, as many as one list holds', async () => {
    const { store, persistor } = await rehydrated();
    store.dispatch(currentUserSet({ id: 'u1' }));
    const pushed = DEFAULT_NOTIFICATION_LIST_LIMIT + 5;
    for (let index = 0; index < pushed; index += 1)
      store.dispatch(notificationPushed({ _id: `n${index}`, read: false } as never));
    await persistor.flush();
    expect(store.getState().auth.notifications).toHaveLength(pushed);
    const kept = (stored().auth as { notifications: { _id: string }[] }).notifications;
    expect(kept).toHaveLength(DEFAULT_NOTIFICATION_LIST_LIMIT);
    expect(kept[0]?._id).toBe(`n${pushed - 1}`);
    persistor.pause();
  });

  it('forgets every row at log out: what is written then holds no one’s data', async () => {
    signedIn('u1');
    const { store, persistor } = await rehydrated();
    store.dispatch(currentUserSet({ id: 'u1' }));
    store.dispatch(productSelected(product('p1')));
    await persistor.flush();
    expect(JSON.stringify(stored())).toContain('p1');
    store.dispatch(loggedOut());
    await persistor.flush();
    expect(JSON.stringify(stored())).not.toContain('p1');
    expect(stored().products).toEqual({ owner: null, state: null });
    persistor.pause();
  });

  it('drops an answer to a call the previous user started: the next user never gets their rows', () => {
    const store = makeStore();
    const page = { products: [product('p1')], count: 1 };
    const meta = (requestId: string, requestStatus: string) => ({ arg: {}, requestId, requestStatus });
    store.dispatch(currentUserSet({ id: 'u1' }));
    store.dispatch({ type: fetchProducts.pending.type, meta: meta('r1', 'pending') });
    store.dispatch(loggedOut());
    store.dispatch(currentUserSet({ id: 'u2' }));
    store.dispatch({ type: fetchProducts.fulfilled.type, payload: page, meta: meta('r1', 'fulfilled') });
    expect(store.getState().products.list).toEqual([]);
    // The same user's answer, and one to a call a guest started, land as usual.
    store.dispatch({ type: fetchProducts.pending.type, meta: meta('r2', 'pending') });
    store.dispatch({ type: fetchProducts.fulfilled.type, payload: page, meta: meta('r2', 'fulfilled') });
    expect(store.getState().products.list).toHaveLength(1);
    store.dispatch(loggedOut());
    store.dispatch({ type: fetchProducts.pending.type, meta: meta('r3', 'pending') });
    store.dispatch(currentUserSet({ id: 'u3' }));
    store.dispatch({ type: fetchProducts.fulfilled.type, payload: page, meta: meta('r3', 'fulfilled') });
    expect(store.getState().products.list).toHaveLength(1);
  });
});
