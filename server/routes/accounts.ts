import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isEmail, isEmailOrPhone, isPhone, REFERRAL_PATTERN } from '../../src/lib/patterns';
import { PASSWORD_RESET_TTL_MS } from '../config';
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
import { ApiError, MESSAGES, type Bilingual } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { toUser, type UserRow } from '../lib/serialize';
import {
  ACCOUNT_MESSAGES,
  cleanName,
  findUserById,
  findUserByLogin,
  newRefId,
  normalizeIdentifier,
  passwordProblem,
  rethrowAccountConflict,
} from '../lib/users';

const M = {
  badCredentials: {
    en: 'The e-mail, phone number or password is incorrect',
    ar: 'البريد الإلكتروني أو رقم الهاتف أو كلمة المرور غير صحيحة',
  },
  // SPEC.md §5 and §8 name this exact text for the forgot-password field.
  forgotInvalid: { en: 'invalid phone', ar: 'رقم هاتف غير صالح' },
  invalidReference: { en: 'Invalid reference id', ar: 'رمز الإحالة غير صالح' },
  badResetLink: {
    en: 'This reset link is invalid or has expired. Please request a new one.',
    ar: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
  },
  ...ACCOUNT_MESSAGES,
} as const satisfies Record<string, Bilingual>;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

type LoginBody = { email: string; password: string; is_seller?: boolean };
type RegisterBody = {
  name: string;
  nickname?: string;
  email?: string;
  phone_number: string;
  referred_by?: string;
  password: string;
  is_seller?: boolean;
  default_lang?: 'ar' | 'en';
};
type ForgotBody = { email: string; isEmail?: boolean };
type ResetParams = { p1: string; p2: string };

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const accountsRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db, tokens, settings, rateLimiter } = app;
  const tokenFor = (user: UserRow): Promise<string> => issueToken(tokens, user);

  app.post<{ Body: LoginBody }>(
    '/accounts/login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: { email: text(254), password: text(128), is_seller: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const login = normalizeIdentifier(request.body.email);
      if (!isEmailOrPhone(login)) throw new ApiError(400, M.invalidEmail);
      const user = findUserByLogin(db, login);
      // Counted before the password is hashed: a flood is refused without costing a hash. The e-mail and the
      // phone of one account share its count; identifiers of no account share one count between them.
      rateLimiter.consume([
        { rule: 'loginAddress', key: request.ip },
        user ? { rule: 'login', key: user._id } : { rule: 'loginUnknown', key: '*' },
      ]);
      if (!user) {
        await burnPasswordCheck(request.body.password, settings.passwordCost);
        throw new ApiError(401, M.badCredentials);
      }
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        throw new ApiError(401, M.badCredentials);
      }
      rateLimiter.reset('login', user._id);
      // A hash made at a lower cost is replaced now that the password is known.
      if (needsRehash(user.password_hash, settings.passwordCost)) {
        db.prepare('UPDATE users SET password_hash = ? WHERE _id = ?').run(
          await hashPassword(request.body.password, settings.passwordCost),
          user._id,
        );
      }
      // Logging in from /become-a-seller (SPEC.md §2) turns the account into a seller account.
      let current = user;
      if (request.body.is_seller === true && user.is_seller !== 1) {
        db.prepare('UPDATE users SET is_seller = 1, updated_at = ? WHERE _id = ?').run(nowIso(), user._id);
        current = findUserById(db, user._id) ?? user;
      }
      return { success: true, user: { token: await tokenFor(current) }, data: toUser(current) };
    },
  );

  /** Ends this session: the token is refused from now on (the app calls it on log out). */
  app.post('/accounts/logout', { preValidation: requireAuth }, async (request) => {
    if (request.tokenClaims) revokeToken(db, request.tokenClaims);
    return { success: true };
  });

  /** Ends every session of the caller, on every device, this one included. */
  app.post('/accounts/logout-all', { preValidation: requireAuth }, async (request) => {
    endAllSessions(db, currentUser(request).id);
    return { success: true };
  });

  app.post<{ Body: RegisterBody }>(
    '/accounts/register',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'phone_number', 'password'],
          additionalProperties: false,
          properties: {
            name: text(120),
            nickname: text(120),
            email: text(254),
            phone_number: text(32),
            referred_by: text(32),
            password: text(128),
            is_seller: { type: 'boolean' },
            default_lang: { type: 'string', enum: ['ar', 'en'] },
          },
        },
      },
    },
    async (request, reply) => {
      rateLimiter.consume([{ rule: 'register', key: request.ip }]);
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
        const referrer = db
          .prepare<[string], { _id: string; is_ambassador: number }>(
            'SELECT _id, is_ambassador FROM users WHERE ref_id = ? COLLATE NOCASE',
          )
          .get(referral);
        if (!referrer) throw new ApiError(400, M.invalidReference);
        // Only an ambassador's code makes the new user one of their recruits (SPEC.md §1).
        if (referrer.is_ambassador === 1) recruitedBy = referrer._id;
      }

      const passwordHash = await hashPassword(body.password, settings.passwordCost);
      const id = newId();
      const now = nowIso();
      try {
        db.transaction(() => {
          db.prepare(
            `INSERT INTO users (_id, ref_id, name, email, phone_number, nickname, password_hash, is_seller,
               referred_by, recruited_by, default_lang, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(
            id,
            newRefId(db),
            name,
            email,
            phone,
            body.nickname ? cleanName(body.nickname) || null : null,
            passwordHash,
            body.is_seller === false ? 0 : 1,
            referral,
            recruitedBy,
            body.default_lang ?? 'ar',
            now,
            now,
          );
          db.prepare('INSERT INTO wallets (user_id) VALUES (?)').run(id);
        })();
      } catch (error) {
        rethrowAccountConflict(error);
      }
      const user = findUserById(db, id);
      if (!user) throw new Error('registered user vanished');
      reply.status(201);
      return { success: true, user: { token: await tokenFor(user) }, data: toUser(user) };
    },
  );

  app.put<{ Body: ForgotBody }>(
    '/accounts/forgot-password',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email: text(254), isEmail: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const login = normalizeIdentifier(request.body.email);
      // The value decides the channel (SPEC.md §5); the client's isEmail flag is only a hint.
      if (!isEmailOrPhone(login)) throw new ApiError(400, M.forgotInvalid);
      const user = findUserByLogin(db, login);
      rateLimiter.consume([
        { rule: 'forgotPasswordAddress', key: request.ip },
        { rule: 'forgotPassword', key: user ? user._id : `unknown:${sha256(login)}` },
      ]);
      if (user) {
        const token = randomBytes(32).toString('hex');
        const now = Date.now();
        const link = `${settings.publicUrl}/password-reset/${user._id}/${token}`;
        const channel = isEmail(login) ? 'email' : 'sms';
        db.transaction(() => {
          // Only the newest link works: asking again invalidates the ones sent before.
          db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
            new Date(now).toISOString(),
            user._id,
          );
          db.prepare(
            'INSERT INTO password_resets (id, user_id, token_hash, expires_at) VALUES (?, ?, ?, ?)',
          ).run(newId(), user._id, sha256(token), new Date(now + PASSWORD_RESET_TTL_MS).toISOString());
          // The reference API has no mail or SMS gateway: with the demo seed the message goes to the outbox
          // table for a developer to read; otherwise a deployment plugs in its own sender. The link itself is
          // never logged: anyone reading the log could take the account.
          if (settings.devOutbox) {
            db.prepare(
              'INSERT INTO outbox (id, channel, recipient, body, created_at) VALUES (?, ?, ?, ?, ?)',
            ).run(
              newId(),
              channel,
              channel === 'email' ? (user.email ?? login) : user.phone_number,
              `Reset your password (valid for 1 hour): ${link}\nلإعادة تعيين كلمة المرور (صالح لمدة ساعة): ${link}`,
              new Date(now).toISOString(),
            );
          }
        })();
        request.log.info({ channel, userId: user._id }, 'password reset link issued');
      }
      // Same answer whether or not the account exists, so the call cannot be used to probe for accounts.
      return { success: true };
    },
  );

  app.post<{ Params: ResetParams; Body: { password: string } }>(
    '/accounts/reset-password/:p1/:p2',
    {
      schema: {
        body: {
          type: 'object',
          required: ['password'],
          additionalProperties: false,
          properties: { password: text(128) },
        },
      },
    },
    async (request) => {
      rateLimiter.consume([{ rule: 'resetPassword', key: request.ip }]);
      const { p1: userId, p2: token } = request.params;
      const weak = passwordProblem(request.body.password);
      if (weak) throw new ApiError(400, weak);
      if (!/^[a-f0-9]{64}$/.test(token)) throw new ApiError(400, M.badResetLink);
      const reset = db
        .prepare<[string, string, string], { id: string }>(
          `SELECT id FROM password_resets
           WHERE user_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at > ?`,
        )
        .get(userId, sha256(token), nowIso());
      if (!reset) throw new ApiError(400, M.badResetLink);
      const passwordHash = await hashPassword(request.body.password, settings.passwordCost);
      const now = nowIso();
      db.transaction(() => {
        db.prepare(
          'UPDATE users SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE _id = ?',
        ).run(passwordHash, now, now, userId);
        endAllSessions(db, userId);
        // Every outstanding link dies with the reset, not only the one used.
        db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
          now,
          userId,
        );
        db.prepare(
          `INSERT INTO audit_log (id, actor_id, action, target_type, target_id, created_at)
           VALUES (?, ?, 'password_reset', 'user', ?, ?)`,
        ).run(newId(), userId, userId, now);
      })();
      return { success: true };
    },
  );

  app.get('/accounts', { preValidation: requireAuth }, async (request) => {
    const user = findUserById(db, currentUser(request).id);
    if (!user) throw new ApiError(401, MESSAGES.loginAgain);
    return { success: true, data: toUser(user) };
  });
};
