/** Log in and out, sign up, and the password calls (forgot, reset, change) of docs/api.md. */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isEmail, isPhone, REFERRAL_PATTERN } from '../../src/lib/patterns';
import { LOGIN_BRAKE_MAX_MS, LOGIN_BRAKE_STEP_MS, PASSWORD_RESET_TTL_MS } from '../config';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  burnPasswordCheck,
  currentUser,
  endAllSessions,
  hashPassword,
  issueToken,
  needsRehash,
  requireAuth,
  revokeToken,
  verifyPassword,
} from '../lib/auth';
import { ApiError } from '../lib/errors';
import { newId, nowIso, segmentParamsSchema } from '../lib/ids';
import {
  OK_RESPONSES,
  responses,
  SESSION_RESPONSE,
  SESSION_RESPONSES,
  USER_RESPONSES,
} from '../lib/responseSchemas';
import type { UserRow } from '../db/schema';
import { toUser } from '../lib/serialize';
import {
  cleanName,
  findUserById,
  loadAccount,
  lookUpLogin,
  normalizeIdentifier,
  passwordProblem,
  rethrowAccountConflict,
} from '../lib/users';
import { ACCOUNTS_MESSAGES as M, resetMessage } from './messages';
import {
  closeOpenResets,
  findReferrer,
  findValidReset,
  insertReset,
  insertUser,
  makeSeller,
  replacePasswordHash,
  storeNewPassword,
  writeOutbox,
} from './queries';
import {
  CHANGE_PASSWORD_BODY,
  FORGOT_PASSWORD_BODY,
  LOGIN_BODY,
  REGISTER_BODY,
  RESET_PASSWORD_BODY,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type ResetPasswordParams,
} from './schemas';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const accountsRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db, tokens, settings, rateLimiter } = app;
  const tokenFor = (user: UserRow): Promise<string> => issueToken(tokens, user);

  app.post<{ Body: LoginBody }>(
    '/accounts/login',
    {
      schema: {
        summary: 'Sign in with e-mail or phone and password; answers the token and the user',
        body: LOGIN_BODY,
        response: SESSION_RESPONSES,
      },
    },
    async (request) => {
      const { user } = await lookUpLogin(db, request.body.email, M.invalidEmail);
      // Counted before the password is hashed: a flood is refused without costing a hash. The e-mail and the
      // phone of one account share its count; identifiers of no account share one count between them.
      await rateLimiter.consume([
        { rule: 'loginAddress', key: request.ip },
        user ? { rule: 'login', key: `${user._id}|${request.ip}` } : { rule: 'loginUnknown', key: '*' },
      ]);
      // Attempts on one account from everywhere together slow down rather than lock: the owner, from an
      // address the attacker does not use, still gets in.
      if (user) {
        const excess = await rateLimiter.excess('loginAccount', user._id);
        if (excess > 0) await sleep(Math.min(LOGIN_BRAKE_STEP_MS * excess, LOGIN_BRAKE_MAX_MS));
      }
      if (!user) {
        await burnPasswordCheck(request.body.password, settings.passwordCost);
        throw new ApiError(401, M.badCredentials);
      }
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        throw new ApiError(401, M.badCredentials);
      }
      await rateLimiter.reset('login', `${user._id}|${request.ip}`);
      // A hash made at a lower cost is replaced now that the password is known.
      if (needsRehash(user.password_hash, settings.passwordCost)) {
        const passwordHash = await hashPassword(request.body.password, settings.passwordCost);
        await replacePasswordHash(db, user._id, passwordHash);
      }
      // Logging in from /become-a-seller (docs/screens.md) turns the account into a seller account.
      let current = user;
      if (request.body.is_seller === true && user.is_seller !== 1) {
        await makeSeller(db, user._id, nowIso());
        current = (await findUserById(db, user._id)) ?? user;
      }
      return { success: true, user: { token: await tokenFor(current) }, data: toUser(current) };
    },
  );

  /** Ends this session: the token is refused from now on (the app calls it on log out). */
  app.post(
    '/accounts/logout',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'End this session (its token stops working)',
        response: OK_RESPONSES,
      },
    },
    async (request) => {
      if (request.tokenClaims) await revokeToken(db, request.tokenClaims);
      return { success: true };
    },
  );

  /** Ends every session of the caller, on every device, this one included. */
  app.post(
    '/accounts/logout-all',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'End every session of the caller',
        response: OK_RESPONSES,
      },
    },
    async (request) => {
      await endAllSessions(db, currentUser(request).id);
      return { success: true };
    },
  );

  app.post<{ Body: RegisterBody }>(
    '/accounts/register',
    {
      schema: {
        summary: 'Create a seller account; answers the token and the user',
        body: REGISTER_BODY,
        response: responses(SESSION_RESPONSE, 201),
      },
    },
    async (request, reply) => {
      await rateLimiter.consume([{ rule: 'register', key: request.ip }]);
      const body = request.body;
      const name = cleanName(body.name);
      const email = body.email ? normalizeIdentifier(body.email) || null : null;
      const phone = normalizeIdentifier(body.phone_number);
      const referral = body.referred_by?.trim() || null;
      if (!name) throw new ApiError(400, M.nameRequired);
      if (email && !isEmail(email)) throw new ApiError(400, M.invalidEmail);
      if (!isPhone(phone)) throw new ApiError(400, M.invalidPhone);
      const weak = passwordProblem(body.password);
      if (weak) throw new ApiError(400, weak);

      let recruitedBy: string | null = null;
      if (referral) {
        if (!REFERRAL_PATTERN.test(referral)) throw new ApiError(400, M.invalidReference);
        const referrer = await findReferrer(db, referral);
        if (!referrer) throw new ApiError(400, M.invalidReference);
        // Only an ambassador's code makes the new user one of their recruits (docs/roles.md).
        if (referrer.is_ambassador === 1) recruitedBy = referrer._id;
      }

      const id = newId();
      const passwordHash = await hashPassword(body.password, settings.passwordCost);
      try {
        await insertUser(db, {
          id,
          name,
          email,
          phone,
          nickname: body.nickname ? cleanName(body.nickname) || null : null,
          passwordHash,
          isSeller: body.is_seller !== false,
          referredBy: referral,
          recruitedBy,
          lang: body.default_lang ?? 'ar',
          at: nowIso(),
        });
      } catch (error) {
        rethrowAccountConflict(error);
      }
      const user = await findUserById(db, id);
      if (!user) throw new Error('registered user vanished');
      reply.status(201);
      return { success: true, user: { token: await tokenFor(user) }, data: toUser(user) };
    },
  );

  app.put<{ Body: ForgotPasswordBody }>(
    '/accounts/forgot-password',
    {
      schema: {
        summary: 'Ask for a password-reset link (same answer whether or not the account exists)',
        body: FORGOT_PASSWORD_BODY,
        response: OK_RESPONSES,
      },
    },
    async (request) => {
      // The value decides the channel (docs/onboarding.md); the client's isEmail flag is only a hint.
      const { login, user } = await lookUpLogin(db, request.body.email, M.forgotInvalid);
      await rateLimiter.consume([
        { rule: 'forgotPasswordAddress', key: request.ip },
        // Per account and requester: someone else's flood of resets never blocks the owner's own request.
        { rule: 'forgotPassword', key: `${user ? user._id : `unknown:${sha256(login)}`}|${request.ip}` },
      ]);
      if (user) {
        const token = randomBytes(32).toString('hex');
        const now = Date.now();
        const at = new Date(now).toISOString();
        const link = `${settings.publicUrl}/password-reset/${user._id}/${token}`;
        const channel = isEmail(login) ? 'email' : 'sms';
        await db.transaction().execute(async (trx) => {
          // Only the newest link works: asking again invalidates the ones sent before.
          await closeOpenResets(trx, user._id, at);
          await insertReset(
            trx,
            user._id,
            sha256(token),
            new Date(now + PASSWORD_RESET_TTL_MS).toISOString(),
          );
          // The reference API has no mail or SMS gateway: with the demo seed the message goes to the outbox
          // table for a developer to read; otherwise a deployment plugs in its own sender. The link itself is
          // never logged: anyone reading the log could take the account.
          if (settings.devOutbox) {
            await writeOutbox(trx, {
              channel,
              recipient: channel === 'email' ? (user.email ?? login) : user.phone_number,
              body: resetMessage(link),
              at,
            });
          }
        });
        request.log.info({ channel, userId: user._id }, 'password reset link issued');
      }
      // Same answer whether or not the account exists, so the call cannot be used to probe for accounts.
      return { success: true };
    },
  );

  app.post<{ Params: ResetPasswordParams; Body: ResetPasswordBody }>(
    '/accounts/reset-password/:p1/:p2',
    {
      schema: {
        summary: 'Set a new password with a reset link (user id and token)',
        params: segmentParamsSchema('p1', 'p2'),
        body: RESET_PASSWORD_BODY,
        response: OK_RESPONSES,
      },
    },
    async (request) => {
      await rateLimiter.consume([{ rule: 'resetPassword', key: request.ip }]);
      const { p1: userId, p2: token } = request.params;
      const weak = passwordProblem(request.body.password);
      if (weak) throw new ApiError(400, weak);
      if (!/^[a-f0-9]{64}$/.test(token)) throw new ApiError(400, M.badResetLink);
      if (!(await findValidReset(db, userId, sha256(token), nowIso())))
        throw new ApiError(400, M.badResetLink);
      const passwordHash = await hashPassword(request.body.password, settings.passwordCost);
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        // Every outstanding link dies with the reset, not only the one used (storeNewPassword closes them).
        await storeNewPassword(trx, { userId, passwordHash, action: 'password_reset', at });
      });
      return { success: true };
    },
  );

  app.put<{ Body: ChangePasswordBody }>(
    '/accounts/change-password',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Change the password; ends other sessions and answers a new token',
        body: CHANGE_PASSWORD_BODY,
        response: SESSION_RESPONSES,
      },
    },
    async (request) => {
      const user = await loadAccount(db, currentUser(request).id);
      const { old_password: oldPassword, password } = request.body;
      // Counted before the hash, like a login: guessing the current password of a stolen session is throttled.
      await rateLimiter.consume([
        { rule: 'passwordCheckAddress', key: request.ip },
        { rule: 'passwordCheck', key: user._id },
      ]);
      if (!(await verifyPassword(oldPassword, user.password_hash))) {
        throw new ApiError(400, M.wrongPassword);
      }
      await rateLimiter.reset('passwordCheck', user._id);
      const weak = passwordProblem(password);
      if (weak) throw new ApiError(400, weak);
      const passwordHash = await hashPassword(password, settings.passwordCost);
      await db
        .transaction()
        .execute((trx) =>
          storeNewPassword(trx, { userId: user._id, passwordHash, action: 'password_change', at: nowIso() }),
        );
      // The change ends every session, this one included, so the caller gets a new token.
      const fresh = await loadAccount(db, user._id);
      return { success: true, user: { token: await tokenFor(fresh) }, data: toUser(fresh) };
    },
  );

  app.get(
    '/accounts',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'The caller’s profile',
        response: USER_RESPONSES,
      },
    },
    async (request) => ({
      success: true,
      data: toUser(await loadAccount(db, currentUser(request).id)),
    }),
  );
};
