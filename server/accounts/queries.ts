import type { Db } from '../db/database';
import { writeAudit } from '../lib/audit';
import { endAllSessions } from '../lib/auth';
import { newId } from '../lib/ids';
import { newRefId } from '../lib/users';

/** A hash made at a lower cost, replaced once the password is known (at log in). */
export const replacePasswordHash = async (db: Db, userId: string, passwordHash: string): Promise<void> => {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('_id', '=', userId).execute();
};

export const makeSeller = async (db: Db, userId: string, at: string): Promise<void> => {
  await db.updateTable('users').set({ is_seller: 1, updated_at: at }).where('_id', '=', userId).execute();
};

/** The owner of a referral code, whatever its letter case. */
export const findReferrer = async (db: Db, refId: string) =>
  db
    .selectFrom('users')
    .select(['_id', 'is_ambassador'])
    .where((eb) => eb(eb.fn('lower', ['ref_id']), '=', refId.toLowerCase()))
    .executeTakeFirst();

export type NewUser = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  nickname: string | null;
  passwordHash: string;
  isSeller: boolean;
  referredBy: string | null;
  recruitedBy: string | null;
  lang: 'ar' | 'en';
  at: string;
};

/** The account and its empty wallet, together or not at all (the password is hashed before, never in here). */
export const insertUser = async (db: Db, user: NewUser): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        _id: user.id,
        ref_id: await newRefId(trx),
        name: user.name,
        email: user.email,
        phone_number: user.phone,
        nickname: user.nickname,
        password_hash: user.passwordHash,
        is_seller: user.isSeller ? 1 : 0,
        referred_by: user.referredBy,
        recruited_by: user.recruitedBy,
        default_lang: user.lang,
        created_at: user.at,
        updated_at: user.at,
      })
      .execute();
    await trx.insertInto('wallets').values({ user_id: user.id }).execute();
  });
};

/** Ends every reset link of the user not used yet. */
export const closeOpenResets = async (db: Db, userId: string, at: string): Promise<void> => {
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
};

export const insertReset = async (
  db: Db,
  userId: string,
  tokenHash: string,
  expiresAt: string,
): Promise<void> => {
  await db
    .insertInto('password_resets')
    .values({ id: newId(), user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
};

/** A message for a developer to read where a deployment would send it (server/accounts/routes.ts). */
export const writeOutbox = async (
  db: Db,
  message: { channel: 'email' | 'sms'; recipient: string; body: string; at: string },
): Promise<void> => {
  await db
    .insertInto('outbox')
    .values({
      id: newId(),
      channel: message.channel,
      recipient: message.recipient,
      body: message.body,
      created_at: message.at,
    })
    .execute();
};

export const findValidReset = async (db: Db, userId: string, tokenHash: string, now: string) =>
  db
    .selectFrom('password_resets')
    .select('id')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/**
 * A new password (changed by the user, or reset through a link): every session ends with it, and the change is
 * audited. Call it inside the transaction of the change, with that transaction.
 */
export const storeNewPassword = async (
  db: Db,
  change: { userId: string; passwordHash: string; action: 'password_change' | 'password_reset'; at: string },
): Promise<void> => {
  await db
    .updateTable('users')
    .set({ password_hash: change.passwordHash, password_changed_at: change.at, updated_at: change.at })
    .where('_id', '=', change.userId)
    .execute();
  await endAllSessions(db, change.userId);
  // A reset link sent before dies with any new password, however it was set.
  await closeOpenResets(db, change.userId, change.at);
  await writeAudit(db, {
    actorId: change.userId,
    action: change.action,
    targetType: 'user',
    targetId: change.userId,
    at: change.at,
  });
};
