import {
  randomBytes,
  randomUUID,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database';
import { ApiError, MESSAGES } from './errors';
import { DEFAULT_PASSWORD_HASH_LIMITS, type PasswordHashLimits } from '../config';

/** Who is calling, read fresh from the users table on every request so revoked roles take effect at once. */
export type AuthUser = {
  id: string;
  email: string | null;
  is_admin: boolean;
  is_seller: boolean;
  is_ambassador: boolean;
  is_sourcing: boolean;
};

/** The session token's payload: id, e-mail and role flags (docs/api.md), plus the standard iat and exp. */
export type TokenPayload = {
  id: string;
  email: string | null;
  is_admin: boolean;
  is_ambassador: boolean;
  is_seller: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth (and the role preHandlers); null on public routes. */
    user: AuthUser | null;
  }
}

export const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** What the server adds to every token: the user's session version (see endAllSessions) and a token id. */
export type TokenClaims = { ver: number; jti: string; iat: number; exp: number };

export type TokenService = {
  sign: (payload: TokenPayload, version: number) => Promise<string>;
  /** Resolves to the payload, or null for a missing, malformed, forged or expired token, or one without exp. */
  verify: (token: string) => Promise<(TokenPayload & TokenClaims) | null>;
};

export const createTokenService = (secret: string, ttlSeconds: number): TokenService => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (payload, version) =>
      new SignJWT({ ...payload, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          // A token without an expiry, an id or a session version was not issued by this server version.
          requiredClaims: ['exp', 'iat', 'jti'],
        });
        const { id, ver, iat, exp, jti } = payload;
        if (typeof id !== 'string' || typeof ver !== 'number' || typeof iat !== 'number') return null;
        if (typeof exp !== 'number' || typeof jti !== 'string') return null;
        return {
          id,
          email: typeof payload.email === 'string' ? payload.email : null,
          is_admin: payload.is_admin === true,
          is_ambassador: payload.is_ambassador === true,
          is_seller: payload.is_seller === true,
          ver,
          iat,
          exp,
          jti,
        };
      } catch {
        return null;
      }
    },
  };
};

// scrypt with r = 8 and p = 1; the cost N is a setting (OWASP's minimum, 2^17, by default). N × r × 128 bytes
// of memory per hash: 128 MB at 2^17, so the limit is raised above it.
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const maxmemFor = (cost: number, blockSize: number): number => 2 * 128 * cost * blockSize;

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/**
 * At most `concurrency` hashes at once, and at most `queue` waiting for their turn: a flood of password checks
 * (each 128 MB and tens of milliseconds of a worker thread) cannot take every thread file reads need, nor pile up
 * without end. Past the queue a check is refused with a 503 "try again".
 */
class HashGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limits: PasswordHashLimits) {}

  configure(limits: PasswordHashLimits): void {
    this.limits = limits;
  }

  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limits.concurrency) this.active += 1;
    else {
      if (this.waiting.length >= this.limits.queue) throw new ApiError(503, MESSAGES.busy);
      // The slot is handed over by the check that finishes (below), so `active` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

const hashGate = new HashGate(DEFAULT_PASSWORD_HASH_LIMITS);

/** Sets how many password hashes run at once and wait (buildApp, from PASSWORD_HASH_*_LIMIT). */
export const configurePasswordHashing = (limits: PasswordHashLimits): void => hashGate.configure(limits);

/** Password hashes running and waiting for their turn (for the metrics). */
export const passwordHashLoad = (): { running: number; waiting: number } => hashGate.load;

/** Format: scrypt$N$r$p$salt$hash (base64): each hash carries its parameters, so the cost can rise later. */
export const hashPassword = async (password: string, cost: number): Promise<string> => {
  const salt = randomBytes(16);
  const key = await hashGate.run(() =>
    scrypt(password, salt, KEY_LENGTH, {
      N: cost,
      r: BLOCK_SIZE,
      p: PARALLELISM,
      maxmem: maxmemFor(cost, BLOCK_SIZE),
    }),
  );
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
};

/** The largest cost a stored hash may name: a forged hash cannot make one check cost gigabytes. */
const MAX_COST = 2 ** 20;

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  const cost = Number(n);
  const blockSize = Number(r);
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  if (!Number.isInteger(cost) || cost < 2 || cost > MAX_COST || blockSize !== BLOCK_SIZE) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await hashGate.run(() =>
    scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
      N: cost,
      r: blockSize,
      p: Number(p),
      maxmem: maxmemFor(cost, blockSize),
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** True when a stored hash is cheaper than the current cost: it is replaced at the next successful login. */
export const needsRehash = (stored: string, cost: number): boolean => {
  const [scheme, n] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < cost;
};

const dummyHashes = new Map<number, Promise<string>>();

/** Spends the same time as a real check, so an unknown account cannot be told apart by response time. */
export const burnPasswordCheck = async (password: string, cost: number): Promise<void> => {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password-1', cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
};

type AuthRow = {
  _id: string;
  email: string | null;
  is_admin: number;
  is_seller: number;
  is_ambassador: number;
  is_sourcing: number;
  token_version: number;
};

/** A new session for the user, at their current session version. */
export const issueToken = (
  tokens: TokenService,
  user: Pick<AuthRow, '_id' | 'email' | 'is_admin' | 'is_ambassador' | 'is_seller' | 'token_version'>,
): Promise<string> =>
  tokens.sign(
    {
      id: user._id,
      email: user.email,
      is_admin: user.is_admin === 1,
      is_ambassador: user.is_ambassador === 1,
      is_seller: user.is_seller === 1,
    },
    user.token_version,
  );

/**
 * Ends every session of the user at once (password change or reset, "log out everywhere"): tokens carry the
 * session version they were issued at, and an older one is refused. No same-second window, unlike comparing
 * the issue time with the change time.
 */
export const endAllSessions = async (db: Db, userId: string): Promise<void> => {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('_id', '=', userId)
    .execute();
};

/** Ends one session (log out): its token id is refused until the token would have expired anyway. */
export const revokeToken = async (db: Db, claims: Pick<TokenClaims, 'jti' | 'exp'>): Promise<void> => {
  await db
    .insertInto('revoked_tokens')
    .values({ jti: claims.jti, expires_at: claims.exp })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await db
    .deleteFrom('revoked_tokens')
    .where('expires_at', '<', Math.floor(Date.now() / 1000))
    .execute();
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token's claims, set by requireAuth (log out revokes them). */
    tokenClaims: TokenClaims | null;
  }
}

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/** Who each guard lets in, by the guard: the OpenAPI document (server/lib/openApi.ts) states it for each route. */
export const GUARD_AUDIENCES = new WeakMap<object, string>();

export const requireAuth: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  const token = bearerToken(request);
  const payload = token ? await request.server.tokens.verify(token) : null;
  if (!payload) throw new ApiError(401, MESSAGES.loginAgain);
  // The user and whether this token was revoked (log out), in one query.
  const row = await request.server.db
    .selectFrom('users')
    .select([
      '_id',
      'email',
      'is_admin',
      'is_seller',
      'is_ambassador',
      'is_sourcing',
      'token_version',
      (eb) => eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', payload.jti).as('revoked_jti'),
    ])
    .where('_id', '=', payload.id)
    .executeTakeFirst();
  if (!row || row.token_version !== payload.ver || row.revoked_jti !== null) {
    throw new ApiError(401, MESSAGES.loginAgain);
  }
  request.tokenClaims = { ver: payload.ver, jti: payload.jti, iat: payload.iat, exp: payload.exp };
  request.user = {
    id: row._id,
    email: row.email,
    is_admin: row.is_admin === 1,
    is_seller: row.is_seller === 1,
    is_ambassador: row.is_ambassador === 1,
    is_sourcing: row.is_sourcing === 1,
  };
};

/** The authenticated caller; only call it in a handler behind requireAuth or a role preHandler. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw new ApiError(401, MESSAGES.loginAgain);
  return request.user;
};

GUARD_AUDIENCES.set(requireAuth, 'any signed-in user');

const requireRole = (audience: string, allowed: (user: AuthUser) => boolean): preHandlerAsyncHookHandler => {
  const guard = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await requireAuth.call(request.server, request, reply);
    if (!allowed(currentUser(request))) throw new ApiError(403, MESSAGES.forbidden);
  };
  GUARD_AUDIENCES.set(guard, audience);
  return guard;
};

/** A seller's own records (products, imports) are theirs and the admins' to read: to anyone else they do not exist. */
export const mayReadSellerRecord = (user: AuthUser, sellerId: string): boolean =>
  user.is_admin || sellerId === user.id;

export const requireAdmin = requireRole('admins', (user) => user.is_admin);
/** Admins may also enter the seller area (docs/roles.md). */
export const requireSeller = requireRole('sellers and admins', (user) => user.is_seller || user.is_admin);
export const requireAmbassador = requireRole('ambassadors', (user) => user.is_ambassador);
export const requireAdminOrAmbassador = requireRole(
  'admins and ambassadors',
  (user) => user.is_admin || user.is_ambassador,
);
/** Admins and sourcing users report what the carrier did (delivery and return of order lines). */
export const requireLogistics = requireRole(
  'admins and sourcing users',
  (user) => user.is_admin || user.is_sourcing,
);
