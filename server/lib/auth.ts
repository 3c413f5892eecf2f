import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { ApiError, MESSAGES } from './errors';

/** Who is calling, read fresh from the users table on every request so revoked roles take effect at once. */
export type AuthUser = {
  id: string;
  email: string | null;
  is_admin: boolean;
  is_seller: boolean;
  is_ambassador: boolean;
  is_sourcing: boolean;
};

/** The JWT payload of SPEC.md §3 "Session data" (plus the standard iat and exp). */
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

export type TokenService = {
  sign: (payload: TokenPayload) => Promise<string>;
  /** Resolves to the payload, or null for a missing, malformed, forged or expired token. */
  verify: (token: string) => Promise<(TokenPayload & { iat: number }) | null>;
};

export const createTokenService = (secret: string, ttlSeconds: number): TokenService => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (payload) =>
      new SignJWT({ ...payload })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.id !== 'string' || typeof payload.iat !== 'number') return null;
        return {
          id: payload.id,
          email: typeof payload.email === 'string' ? payload.email : null,
          is_admin: payload.is_admin === true,
          is_ambassador: payload.is_ambassador === true,
          is_seller: payload.is_seller === true,
          iat: payload.iat,
        };
      } catch {
        return null;
      }
    },
  };
};

// scrypt parameters: N=2^15 costs ~60 ms here, slow enough for offline guessing, quick enough for a login.
const SCRYPT_PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 64;

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** Format: scrypt$N$r$p$salt$hash (base64), so the parameters can be raised later without breaking old hashes. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown account cannot be told apart by response time. */
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-1');
  await verifyPassword(password, await dummyHash);
};

type AuthRow = {
  _id: string;
  email: string | null;
  is_admin: number;
  is_seller: number;
  is_ambassador: number;
  is_sourcing: number;
  password_changed_at: string | null;
};

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

export const requireAuth: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  const token = bearerToken(request);
  const payload = token ? await request.server.tokens.verify(token) : null;
  if (!payload) throw new ApiError(401, MESSAGES.loginAgain);
  const row = request.server.db
    .prepare<[string], AuthRow>(
      `SELECT _id, email, is_admin, is_seller, is_ambassador, is_sourcing, password_changed_at
       FROM users WHERE _id = ?`,
    )
    .get(payload.id);
  if (!row) throw new ApiError(401, MESSAGES.loginAgain);
  // A password reset or change ends every session opened before it.
  if (row.password_changed_at && Math.floor(Date.parse(row.password_changed_at) / 1000) > payload.iat) {
    throw new ApiError(401, MESSAGES.loginAgain);
  }
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

const requireRole = (allowed: (user: AuthUser) => boolean): preHandlerAsyncHookHandler =>
  async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await requireAuth.call(request.server, request, reply);
    if (!allowed(currentUser(request))) throw new ApiError(403, MESSAGES.forbidden);
  };

export const requireAdmin = requireRole((user) => user.is_admin);
/** Admins may also enter the seller area (SPEC.md §1). */
export const requireSeller = requireRole((user) => user.is_seller || user.is_admin);
export const requireAmbassador = requireRole((user) => user.is_ambassador);
export const requireAdminOrAmbassador = requireRole((user) => user.is_admin || user.is_ambassador);
