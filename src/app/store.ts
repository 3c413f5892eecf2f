import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { authReducer, loggedOut } from '../features/auth/authSlice';
import { readStoredSessionUser } from '../features/auth/session';
import { categoriesReducer } from '../features/categories/categoriesSlice';
import { ordersReducer } from '../features/orders/ordersSlice';
import { payoutsReducer } from '../features/payouts/payoutsSlice';
import { productsReducer } from '../features/products/productsSlice';
import { returnsReducer } from '../features/returns/returnsSlice';
import { usersReducer } from '../features/users/usersSlice';
import { errorReducer } from './errorSlice';
import {
  migratePersisted,
  ownedAreas,
  PERSIST_KEY,
  PERSIST_VERSION,
  PERSISTED_AREAS,
  readPersistedAreas,
  reconcilePersistedAreas,
} from './persistence';

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

export { PERSIST_KEY, PERSISTED_AREAS };

/**
 * Logging out returns every area to its initial state (docs/roles.md), except the language the person
 * at this screen chose: someone working in English whose session expires should not land on an Arabic login.
 */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => {
  if (!loggedOut.match(action)) return areaReducers(state, action);
  const initial = areaReducers(undefined, action);
  return { ...initial, auth: { ...initial.auth, lang: state?.auth?.lang ?? initial.auth.lang } };
};

const persistedReducer = persistReducer<RootState>(
  {
    key: PERSIST_KEY,
    storage,
    version: PERSIST_VERSION,
    migrate: (state) =>
      Promise.resolve(
        state &&
          (migratePersisted(
            state as unknown as Record<string, unknown>,
            state._persist.version,
          ) as typeof state),
      ),
    whitelist: [...PERSISTED_AREAS],
    transforms: [ownedAreas],
    stateReconciler: reconcilePersistedAreas<RootState>(),
  },
  rootReducer as Reducer<RootState>,
);

/** Tests build real stores (without persistence) from any starting state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

/**
 * The state the last visit kept (persistence.ts), read at once so that the first screen draws from it: each area
 * merged into its initial value, so a field added since it was written keeps its initial value.
 */
function keptState(): ReturnType<typeof persistedReducer> | undefined {
  const kept = readPersistedAreas(readStoredSessionUser()?.id ?? null);
  if (Object.keys(kept).length === 0) return undefined;
  const initial = persistedReducer(undefined, { type: 'store/started' });
  const merged = Object.fromEntries(
    Object.entries(kept).map(([key, area]) => [
      key,
      { ...(initial[key as keyof RootState] as object), ...(area as object) },
    ]),
  );
  return { ...initial, ...merged } as ReturnType<typeof persistedReducer>;
}

export function makePersistedStore() {
  const preloadedState = keptState();
  const store = configureStore({
    reducer: persistedReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  return { store, persistor: persistStore(store) };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
