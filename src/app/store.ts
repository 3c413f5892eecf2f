import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type StateReconciler,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import storage from 'redux-persist/es/storage';
import { authReducer, initialAuthState, loggedOut, type AuthState } from '../features/auth/authSlice';
import { categoriesReducer } from '../features/categories/categoriesSlice';
import { ordersReducer } from '../features/orders/ordersSlice';
import { payoutsReducer } from '../features/payouts/payoutsSlice';
import { productsReducer } from '../features/products/productsSlice';
import { returnsReducer } from '../features/returns/returnsSlice';
import { usersReducer } from '../features/users/usersSlice';
import { errorReducer } from './errorSlice';

export const PERSIST_KEY = 'root-1';

const areaReducers = combineReducers({
  auth: authReducer,
  products: productsReducer,
  orders: ordersReducer,
  users: usersReducer,
  categories: categoriesReducer,
  payouts: payoutsReducer,
  returns: returnsReducer,
  error: errorReducer,
});

export type RootState = ReturnType<typeof areaReducers>;

/**
 * Logging out returns every area to its initial state (docs/roles.md), except the language the person
 * at this screen chose: someone working in English whose session expires should not land on an Arabic login.
 */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => {
  if (!loggedOut.match(action)) return areaReducers(state, action);
  const initial = areaReducers(undefined, action);
  return { ...initial, auth: { ...initial.auth, lang: state?.auth?.lang ?? initial.auth.lang } };
};

/** A request cannot survive a reload, so a persisted `loading: true` would spin forever. */
const loadingNotPersisted = createTransform(
  (inbound: unknown) => inbound,
  (outbound: unknown) =>
    outbound && typeof outbound === 'object' && 'loading' in outbound
      ? { ...outbound, loading: false }
      : outbound,
);

/**
 * The areas that survive a reload, opt-in: the session and the chosen language (auth, with its
 * notifications). Lists and details are fetched again by their pages, and a new area stays in memory
 * unless it is added here.
 */
export const PERSISTED_AREAS = ['auth'] as const satisfies readonly (keyof RootState)[];

const isPersistedArea = (key: string): boolean => (PERSISTED_AREAS as readonly string[]).includes(key);

/**
 * Merged two levels deep: a field added to an area since the state was saved keeps its initial value.
 * Storage written before the whitelist may still hold other areas: they are not brought back.
 */
const reconcilePersistedAreas: StateReconciler<RootState> = (inbound, original, reduced, config) =>
  autoMergeLevel2<RootState>(
    Object.fromEntries(
      Object.entries((inbound ?? {}) as Partial<RootState>).filter(([key]) => isPersistedArea(key)),
    ) as RootState,
    original,
    reduced,
    config,
  );

const persistedReducer = persistReducer<RootState>(
  {
    key: PERSIST_KEY,
    storage,
    whitelist: [...PERSISTED_AREAS],
    transforms: [loadingNotPersisted],
    stateReconciler: reconcilePersistedAreas,
  },
  rootReducer as Reducer<RootState>,
);

/** Tests build real stores (without persistence) from any starting state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

/**
 * The signed-in state the last page left, read from storage at once: redux-persist restores the same a few
 * moments later (after the app's code has run), but a returning user's first calls need their session now
 * (docs/performance.md: the page's data is asked for alongside its code). Null when nothing readable is stored.
 */
function storedAuthArea(): AuthState | null {
  try {
    const root = JSON.parse(localStorage.getItem(`persist:${PERSIST_KEY}`) ?? 'null') as {
      auth?: string;
    } | null;
    if (!root?.auth) return null;
    const auth = JSON.parse(root.auth) as Partial<AuthState>;
    return { ...initialAuthState, ...auth, loading: false };
  } catch {
    return null;
  }
}

export function makePersistedStore() {
  const auth = storedAuthArea();
  const store = configureStore({
    reducer: persistedReducer,
    ...(auth ? { preloadedState: { ...persistedReducer(undefined, { type: 'store/started' }), auth } } : {}),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  return { store, persistor: persistStore(store) };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
