import {
  createTransform,
  type MigrationManifest,
  type PersistedState,
  type StateReconciler,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import { isLanguage } from '../lib/languages';
import { DEFAULT_NOTIFICATION_LIST_LIMIT } from '../lib/notifications';

/**
 * What the store keeps across visits (docs/architecture.md, "Persisted state"): the session and language (`auth`)
 * and the server data areas, so that a repeat visit draws the last rows at once, marked as refreshing, while the
 * pages ask the API again. Every data area is written with the id of the user it was fetched for and is read back
 * only for that user, so a tab never shows another person's rows, not even for a frame.
 */

import { PERSIST_KEY } from '../lib/rebuiltStorage';

export { PERSIST_KEY };

/** Bumped whenever a persisted area changes shape; PERSIST_MIGRATIONS says what becomes of older state. */
export const PERSIST_VERSION = 2;

/** The server data areas kept for a repeat visit. The error area is not: an old error is not news. */
export const PERSISTED_DATA_AREAS = [
  'products',
  'orders',
  'users',
  'categories',
  'payouts',
  'returns',
] as const;

export const PERSISTED_AREAS = ['auth', ...PERSISTED_DATA_AREAS] as const;

/**
 * An area larger than this once written out (characters of JSON) is kept empty instead: local storage holds
 * about five million characters per site, and the kept areas share it with the session.
 */
export const PERSISTED_AREA_LIMIT = 400_000;

/** A data area as it is written: the rows and the user they belong to. */
export interface OwnedArea {
  owner: string | null;
  state: unknown;
}

type StoredAreas = Record<string, unknown>;

const isDataArea = (key: string): boolean => (PERSISTED_DATA_AREAS as readonly string[]).includes(key);

const isOwnedArea = (value: unknown): value is OwnedArea =>
  typeof value === 'object' && value !== null && 'owner' in value && 'state' in value;

/**
 * What becomes of state written by an older version. Before version 2 only `auth` was kept (in the same shape),
 * and anything else stored then is not brought back.
 */
export const PERSIST_MIGRATIONS: MigrationManifest = {
  2: (state) => {
    const { auth, _persist } = (state ?? {}) as StoredAreas;
    return { ...(auth === undefined ? {} : { auth }), _persist } as unknown as PersistedState;
  },
};

/** Runs the migrations from `fromVersion` to the current version, in order; the same for the first read. */
export function migratePersisted(state: StoredAreas, fromVersion: number): StoredAreas {
  return Object.keys(PERSIST_MIGRATIONS)
    .map(Number)
    .filter((version) => version > fromVersion && version <= PERSIST_VERSION)
    .sort((a, b) => a - b)
    .reduce<StoredAreas>(
      (migrated, version) =>
        (PERSIST_MIGRATIONS[version]?.(migrated as unknown as PersistedState) ?? migrated) as StoredAreas,
      state,
    );
}

/** A request cannot survive a reload: a `loading: true` written in the middle of one would spin forever. */
export function settled(area: unknown): unknown {
  if (typeof area !== 'object' || area === null || Array.isArray(area)) return area;
  return Object.fromEntries(
    Object.entries(area).map(([key, value]) => [
      key,
      key === 'loading'
        ? false
        : typeof value === 'object' && value !== null && 'loading' in value
          ? settled(value)
          : value,
    ]),
  );
}

/** Stamps each data area with the user whose data it is (none on a guest page: nothing of it is kept then). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- redux-persist types a transform by the store it serves
export const ownedAreas = createTransform<unknown, OwnedArea, any>(
  (area, _key, state: { auth?: { user?: { id?: string } | null } }) => {
    const owner = state.auth?.user?.id ?? null;
    return { owner, state: owner ? area : null };
  },
  (stored) => stored,
  { whitelist: [...PERSISTED_DATA_AREAS] },
);

/**
 * The session keeps the newest notifications only, as many as the API sends in one list by default: those pushed
 * during a long visit would otherwise grow what every start reads back (the list is newest first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- redux-persist types a transform by the store it serves
export const boundedSession = createTransform<unknown, unknown, any>(
  (auth) => {
    const notifications = (auth as { notifications?: unknown } | null)?.notifications;
    return Array.isArray(notifications) && notifications.length > DEFAULT_NOTIFICATION_LIST_LIMIT
      ? { ...(auth as object), notifications: notifications.slice(0, DEFAULT_NOTIFICATION_LIST_LIMIT) }
      : auth;
  },
  (stored) => stored,
  { whitelist: ['auth'] },
);

/**
 * How redux-persist writes a value: as JSON, except that a data area larger than PERSISTED_AREA_LIMIT is written
 * empty (one serialisation per write: the size is that of the text written).
 */
export function serializeBounded(value: unknown): string {
  const text = JSON.stringify(value);
  return isOwnedArea(value) && text.length > PERSISTED_AREA_LIMIT
    ? JSON.stringify({ owner: value.owner, state: null })
    : text;
}

/**
 * The stored areas the given user (the stored session's) may see: `auth` always (it holds the language a guest
 * chose too); a data area only when it was written for this user and the stored `auth` shows this user too,
 * with its requests settled.
 */
export function areasFor(stored: StoredAreas, userId: string | null): StoredAreas {
  const areas: StoredAreas = {};
  const shownUser = (stored.auth as { user?: { id?: string } | null } | undefined)?.user?.id ?? null;
  const mayShowData = userId !== null && shownUser === userId;
  for (const [key, value] of Object.entries(stored)) {
    if (key === 'auth') areas.auth = settled(value);
    else if (
      mayShowData &&
      isDataArea(key) &&
      isOwnedArea(value) &&
      value.owner === userId &&
      value.state !== null
    )
      areas[key] = settled(value.state);
  }
  return areas;
}

/**
 * The kept state the page starts from, read at once (redux-persist brings back the same a few moments later,
 * after the app's code has run: the first screen draws from this instead). Only the data areas of the stored
 * session's user (`sessionUserId`, the owner of the stored token); nothing when storage is empty, unreadable or written by another shape without a migration.
 */
export function readPersistedAreas(
  sessionUserId: string | null,
  storage: Storage = localStorage,
): StoredAreas {
  try {
    const raw = JSON.parse(storage.getItem(`persist:${PERSIST_KEY}`) ?? 'null') as Record<
      string,
      string
    > | null;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    const parsed: StoredAreas = {};
    for (const [key, value] of Object.entries(raw)) parsed[key] = JSON.parse(value) as unknown;
    const version = (parsed._persist as { version?: number } | undefined)?.version ?? -1;
    return areasFor(migratePersisted(parsed, version), sessionUserId);
  } catch {
    return {};
  }
}

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * A kept value read back in the shape of its initial value (`example`), field by field: a field of another kind
 * takes its initial value, a list whose items are not all objects or all texts is emptied, a field that starts
 * empty (`null`) takes whatever was kept, fields the initial value does not name are left as they are. What
 * another version, a half-written storage or a hand edit left then cannot break the first screen (the page asks
 * the API again in any case).
 */
export function inShapeOf(example: unknown, kept: unknown): unknown {
  if (kept === undefined) return example;
  if (example === null) return kept;
  const kind = kindOf(example);
  if (kindOf(kept) !== kind) return example;
  if (kind === 'array') {
    const items = kept as unknown[];
    const itemKind = kindOf(items[0]);
    const uniform =
      (itemKind === 'object' || itemKind === 'string') && items.every((item) => kindOf(item) === itemKind);
    return items.length === 0 || uniform ? items : example;
  }
  if (kind !== 'object') return kept;
  const fields = { ...(kept as StoredAreas) };
  for (const [key, value] of Object.entries(example as StoredAreas))
    fields[key] = inShapeOf(value, fields[key]);
  return fields;
}

/**
 * The kept areas in the shape of the store's initial state (`initial`, one entry per area): see inShapeOf. A
 * language the app does not have falls back to the initial one, whose catalogue exists.
 */
export function keptInShape(areas: StoredAreas, initial: Record<string, unknown>): StoredAreas {
  const shaped: StoredAreas = {};
  for (const [key, area] of Object.entries(areas))
    if (key in initial) shaped[key] = inShapeOf(initial[key], area);
  const auth = shaped.auth as { lang?: unknown } | undefined;
  const initialLanguage = (initial.auth as { lang?: unknown } | undefined)?.lang;
  if (auth && !isLanguage(auth.lang)) shaped.auth = { ...auth, lang: initialLanguage };
  return shaped;
}

/**
 * At rehydration, only the session: the data areas were read into the first state already (readPersistedAreas),
 * and merging the stored copy again would overwrite what the page has done since (a request under way, a fresher
 * answer). `auth` is merged one level down into its initial state, so a field added since it was written keeps its
 * initial value.
 */
export const reconcilePersistedAreas =
  <State>(): StateReconciler<State> =>
  (inbound, original, reduced, config) => {
    const { auth } = areasFor((inbound ?? {}) as StoredAreas, null);
    return autoMergeLevel2<State>((auth === undefined ? {} : { auth }) as State, original, reduced, config);
  };
