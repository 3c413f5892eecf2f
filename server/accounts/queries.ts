import type { Database } from 'better-sqlite3';
import { writeAudit } from '../lib/audit';
import { endAllSessions } from '../lib/auth';
import { newId } from '../lib/ids';
import { newRefId } from '../lib/users';

/** A hash made at a lower cost, replaced once the password is known (at log in). */
export const replacePasswordHash = (db: Database, userId: string, passwordHash: string): void => {
  db.prepare('UPDATE users SET password_hash = ? WHERE _id = ?').run(passwordHash, userId);
};

export const makeSeller = (db: Database, userId: string, at: string): void => {
  db.prepare('UPDATE users SET is_seller = 1, updated_at = ? WHERE _id = ?').run(at, userId);
};

/** The owner of a referral code, whatever its letter case. */
export const findReferrer = (db: Database, refId: string) =>
  db
    .prepare<[string], { _id: string; is_ambassador: number }>(
      'SELECT _id, is_ambassador FROM users WHERE ref_id = ? COLLATE NOCASE',
    )
    .get(refId);

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

/** The account and its empty wallet, together or not at all. */
export const insertUser = (db: Database, user: NewUser): void => {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO users (_id, ref_id, name, email, phone_number, nickname, password_hash, is_seller,
         referred_by, recruited_by, default_lang, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      user.id,
      newRefId(db),
      user.name,
      user.email,
      user.phone,
      user.nickname,
      user.passwordHash,
      user.isSeller ? 1 : 0,
      user.referredBy,
      user.recruitedBy,
      user.lang,
      user.at,
      user.at,
    );
    db.prepare('INSERT INTO wallets (user_id) VALUES (?)').run(user.id);
  })();
};

/** Ends every reset link of the user not used yet. */
export const closeOpenResets = (db: Database, userId: string, at: string): void => {
  db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(at, userId);
};

export const insertReset = (db: Database, userId: string, tokenHash: string, expiresAt: string): void => {
  db.prepare('INSERT INTO password_resets (id, user_id, token_hash, expires_at) VALUES (?, ?, ?, ?)').run(
    newId(),
    userId,
    tokenHash,
    expiresAt,
  );
};

/** A message for a developer to read where a deployment would send it (server/accounts/routes.ts). */
export const writeOutbox = (
  db: Database,
  message: { channel: 'email' | 'sms'; recipient: string; body: string; at: string },
): void => {
  db.prepare('INSERT INTO outbox (id, channel, recipient, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    newId(),
    message.channel,
    message.recipient,
    message.body,
    message.at,
  );
};

export const findValidReset = (db: Database, userId: string, tokenHash: string, now: string) =>
  db
    .prepare<[string, string, string], { id: string }>(
      `SELECT id FROM password_resets
       WHERE user_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at > ?`,
    )
    .get(userId, tokenHash, now);

/**
 * A new password (changed by the user, or reset through a link): every session ends with it, and the change is
 * audited. Call it inside the transaction of the change.
 */
export const storeNewPassword = (
  db: Database,
  change: { userId: string; passwordHash: string; action: 'password_change' | 'password_reset'; at: string },
): void => {
  db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE _id = ?').run(
    change.passwordHash,
    change.at,
    change.at,
    change.userId,
  );
  endAllSessions(db, change.userId);
  writeAudit(db, {
    actorId: change.userId,
    action: change.action,
    targetType: 'user',
    targetId: change.userId,
    at: change.at,
  });
};
