import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { UserRow } from './serialize';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ALPHANUMERIC = `${LETTERS}23456789`;

const pick = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A user's own referral code in the SPEC.md §9 pattern (four letters, hyphen, six letters or digits). */
export const newRefId = (db: Database): string => {
  const exists = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM users WHERE ref_id = ?');
  for (;;) {
    const code = `${pick(LETTERS, 4)}-${pick(ALPHANUMERIC, 6)}`;
    if (!exists.get(code)) return code;
  }
};

export const findUserById = (db: Database, id: string): UserRow | undefined =>
  db.prepare<[string], UserRow>('SELECT * FROM users WHERE _id = ?').get(id);

/** Login and forgot-password accept an e-mail address (any case) or an 11-digit phone number. */
export const findUserByLogin = (db: Database, emailOrPhone: string): UserRow | undefined =>
  db
    .prepare<[string, string], UserRow>('SELECT * FROM users WHERE email = ? OR phone_number = ?')
    .get(emailOrPhone.toLowerCase(), emailOrPhone);
