import {
  combineReducers,
  configureStore,
  isAsyncThunkAction,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
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
  keptInShape,
  migratePersisted,
  ownedAreas,
  boundedSession,
  PERSIST_KEY,
  PERSIST_VERSION,
  PERSISTED_AREAS,
  readPersistedAreas,
  reconcilePersistedAreas,
  serializeBounded,
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

/**
 * The store's reducer with persistence. `kept` is what the page read from storage at its start and checked
 * (keptInShape), or null when nothing was kept: handed to redux-persist as its stored state, so storage is read
 * and parsed once, and redux-persist never reads what the check has not seen.
 */
const persistedReducerFor = (kept: Record<string, unknown> | null) =>
  persistReducer<RootState>(
    {
      key: PERSIST_KEY,
      storage,
      version: PERSIST_VERSION,
      getStoredState: () =>
        Promise.resolve(
          (kept ? { ...kept, _persist: { version: PERSIST_VERSION, rehydrated: true } } : undefined) as never,
        ),
      migrate: (state) =>
        Promise.resolve(
          state &&
            (migratePersisted(
              state as unknown as Record<string, unknown>,
              state._persist.version,
            ) as typeof state),
        ),
      whitelist: [...PERSISTED_AREAS],
      transforms: [ownedAreas, boundedSession],
      // redux-persist takes a function here (createPersistoid.js) though its types say only `false`.
      serialize: serializeBounded as unknown as boolean,
      stateReconciler: reconcilePersistedAreas<RootState>(),
    },
    rootReducer as Reducer<RootState>,
  );

type PersistedReducer = ReturnType<typeof persistedReducerFor>;

/**
 * An answer to a call a signed-in user started is dropped when someone else (or no one) is signed in by the time it
 * arrives: a list asked for just before a log out must not land in the next user's state, where it would be shown
 * and kept as theirs. Calls a guest started (the login itself, a sign-up page's categories) are not concerned.
 */
export const answersForTheirUser: Middleware<object, RootState> = (api) => {
  const startedBy = new Map<string, string>();
  return (next) => (action) => {
    if (!isAsyncThunkAction(action)) return next(action);
    const { requestId, requestStatus } = action.meta;
    const user = api.getState().auth.user?.id ?? null;
    if (requestStatus === 'pending') {
      if (user) startedBy.set(requestId, user);
      return next(action);
    }
    const owner = startedBy.get(requestId);
    startedBy.delete(requestId);
    return owner !== undefined && owner !== user ? action : next(action);
  };
};

/** Tests build real stores (without persistence) from any starting state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(answersForTheirUser),
  });
}

/**
 * The state the last visit kept (persistence.ts), read at once so that the first screen draws from it. Each area
 * is already in its initial state's shape (keptInShape): a field added since it was written has its initial value.
 */
function keptState(
  reducer: PersistedReducer,
  kept: Record<string, unknown>,
): ReturnType<PersistedReducer> | undefined {
  if (Object.keys(kept).length === 0) return undefined;
  return { ...reducer(undefined, { type: 'store/started' }), ...kept } as ReturnType<PersistedReducer>;
}

export function makePersistedStore() {
  const kept = keptInShape(
    readPersistedAreas(readStoredSessionUser()?.id ?? null),
    rootReducer(undefined, { type: 'store/started' }),
  );
  // Rehydration merges only the session (persistence.ts): that is all redux-persist is handed.
  const reducer = persistedReducerFor(kept.auth === undefined ? null : { auth: kept.auth });
  const preloadedState = keptState(reducer, kept);
  const store = configureStore({
    reducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(answersForTheirUser as Middleware),
  });
  return { store, persistor: persistStore(store) };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
